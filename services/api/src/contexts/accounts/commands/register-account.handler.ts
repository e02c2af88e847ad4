import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStreamId } from '@anonse/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@anonse/eventstore';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand } from '#api/platform/commands/command-runner';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { EVENT_STORE, KEYED_HASH } from '#api/platform/tokens';
import { loginKeyOf } from '../login-key';
import { accountDecider, LoginTakenError, loginDecider } from '../domain/decide';
import { loginStreamId } from '@anonse/contracts';
import { hashPassword } from '../passwords';
import { RegisterAccountCommand, type RegisterAccountResult } from './register-account.command';

/**
 * Two appends: first the login reservation (`no_stream`: the event store's optimistic concurrency is the
 * uniqueness lock), then the account. A retried request repeats both ids, so it appends nothing new.
 */
@CommandHandler(RegisterAccountCommand)
export class RegisterAccountHandler implements ICommandHandler<RegisterAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  async execute({ input, ctx }: RegisterAccountCommand): Promise<RegisterAccountResult> {
    const { password } = input;
    // The whole input, password included (the scope is keyed, command-context.ts): the same key with another
    // password is another registration, which then finds the login taken instead of replaying into the account.
    const scope = idempotencyScope(ctx, { ...input, login: input.login.toLowerCase() });
    const accountId = derivedEntityId(scope, 'account');
    const loginKey = loginKeyOf(this.keyedHash, input.login);
    try {
      await runCommand({
        store: this.store,
        streamId: loginStreamId(loginKey),
        decider: loginDecider,
        command: { type: 'ReserveLogin', loginKey, login: input.login, accountId, now: ctx.now },
        ctx,
        scope,
        requireNewStream: true,
      });
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new LoginTakenError();
      throw error;
    }
    const passwordHash = await hashPassword(password);
    const result = await runCommand({
      store: this.store,
      streamId: accountStreamId(accountId),
      decider: accountDecider,
      command: { type: 'RegisterAccount', accountId, login: input.login, email: input.email, passwordHash, role: input.role, now: ctx.now },
      ctx,
      scope,
    });
    return { ...result, accountId };
  }
}
