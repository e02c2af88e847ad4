import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { PaymentCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;
export type PaymentChange = WithoutTime<PaymentCommand>;

/**
 * Any step of an order. `scope` names the step itself (`confirm|{order}|{providerPaymentId}`), not the request
 * that asked for it: a notification repeated by the provider, or a step re-run by the worker after a crash,
 * derives the same event ids and appends nothing the second time.
 */
export class ChangePaymentCommand extends Command<CommandResult> {
  constructor(
    readonly change: PaymentChange,
    readonly scope: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
