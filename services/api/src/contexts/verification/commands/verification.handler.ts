import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verificationStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, EVENT_STORE } from '#api/platform/tokens';
import { verificationDecider, type VerificationCommand } from '../domain/decide';
import { VerificationPhotoPurger } from '../workers/verification-photo-purger';
import { RunVerificationCommand } from './verification.command';

/** Commands after which an attempt's photos are no longer needed. */
const ENDS_ATTEMPT = new Set<VerificationCommand['type']>(['VerifyAccount', 'RejectVerification', 'DiscardVerificationDraft']);

@CommandHandler(RunVerificationCommand)
export class RunVerificationHandler implements ICommandHandler<RunVerificationCommand> {
  private readonly logger = new Logger('verification');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly purger: VerificationPhotoPurger,
  ) {}

  async execute({ change, ctx }: RunVerificationCommand): Promise<CommandResult> {
    const retryAfter = new Date(Date.parse(ctx.now) + this.config.verification.retryHours * 3_600_000).toISOString();
    const command = { ...change, now: ctx.now, ...(change.type === 'RejectVerification' ? { retryAfter } : {}) } as VerificationCommand;
    const result = await runCommand({
      store: this.store,
      streamId: verificationStreamId(change.accountId),
      decider: verificationDecider,
      command,
      ctx,
      scope: idempotencyScope(ctx, change),
    });
    if (!ENDS_ATTEMPT.has(change.type)) return result;
    // Decided: the photos go at once, and the answer waits for the purge's event too (a console that re-reads the
    // attempt shows its photos gone). Should this fail (storage down), the purge's sweep finishes it later.
    const purge = await this.purger.purgeAccount(change.accountId, ctx.now).catch((error: unknown) => {
      this.logger.warn(`verification photos of ${change.accountId} not purged yet: ${String(error)}`);
      return { position: result.position };
    });
    return { ...result, position: Math.max(result.position, purge.position) };
  }
}
