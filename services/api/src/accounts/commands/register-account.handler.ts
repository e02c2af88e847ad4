import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStreamId } from '@anonse/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@anonse/eventstore';
import { derivedEntityId, idempotencyScope } from '../../infra/command-context';
import { runCommand } from '../../infra/command-runner';
import { EVENT_STORE } from '../../infra/tokens';
import { accountDecider, LoginTakenError, loginDecider } from '../domain/decide';
import { loginStreamId } from '../domain/events';
import { hashPassword } from '../passwords';
import { RegisterAccountCommand, type RegisterAccountResult } from './register-account.command';

/**
 * Two appends: first the login reservation (`no_stream`: the event store's optimistic concurrency is the
 * uniqueness lock), then the account. A retried request repeats both ids, so it appends nothing new.
 */
@CommandHandler(RegisterAccountCommand)
export class RegisterAccountHandler implements ICommandHandler<RegisterAccountCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, ctx }: RegisterAccountCommand): Promise<RegisterAccountResult> {
    const { password, ...publicInput } = input;
    // The password is not part of the scope: a retry with the same login/e-mail is the same registration.
    const scope = idempotencyScope(ctx, { ...publicInput, login: input.login.toLowerCase() });
    const accountId = derivedEntityId(scope, 'account');
    try {
      await runCommand({
        store: this.store,
        streamId: loginStreamId(input.login),
        decider: loginDecider,
        command: { type: 'ReserveLogin', login: input.login, accountId, now: ctx.now },
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
