import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStreamId, type Role } from '@anonse/contracts';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import { countActiveAdministrators } from '@anonse/projections';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { DomainError } from '#api/platform/domain/domain-error';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { accountModerationDecider, type ModerateAccount } from '../domain/moderate-account';
import { SessionService } from '../sessions/session.service';
import { ModerateAccountCommand } from './moderate-account.command';

@CommandHandler(ModerateAccountCommand)
export class ModerateAccountHandler implements ICommandHandler<ModerateAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly sessions: SessionService,
    private readonly realtime: RealtimeServer,
  ) {}

  async execute({ accountId, moderation, expectedRevision, ctx }: ModerateAccountCommand): Promise<CommandResult> {
    const { id, role } = ctx.actor;
    if (id === null || role === null) throw new DomainError('forbidden', 'accounts:staffOnly', 'an account decision needs a staff member');
    const actor = { id, role: role as Role };
    // The read model's count may lag a moment behind a concurrent change: the rule guards against locking
    // everyone out by mistake, and the guards (an administrator is acting) keep at least that one.
    const otherActiveAdministrators = moderation.type === 'UnblockAccount' ? 0 : await countActiveAdministrators(this.sql, accountId);
    const command: ModerateAccount =
      moderation.type === 'ChangeAccountRole'
        ? { type: 'ChangeAccountRole', accountId, role: moderation.role, actor, otherActiveAdministrators, now: ctx.now }
        : moderation.type === 'BlockAccount'
          ? { type: 'BlockAccount', accountId, reason: moderation.reason, actor, otherActiveAdministrators, now: ctx.now }
          : { type: 'UnblockAccount', accountId, reason: moderation.reason, actor, now: ctx.now };
    const result = await runCommand({
      store: this.store,
      streamId: accountStreamId(accountId),
      decider: accountModerationDecider,
      command,
      ctx,
      expectedRevision,
      scope: idempotencyScope(ctx, { moderateAccount: accountId, ...moderation }),
    });
    // Every session ends (a retried block ends any opened since, too). Were this step lost, the account still logs
    // nobody in: sessions resolve against its stream, which says blocked.
    if (moderation.type === 'BlockAccount') {
      await this.sessions.destroyAll(accountId);
      this.realtime.disconnectUser(accountId);
    }
    return result;
  }
}
