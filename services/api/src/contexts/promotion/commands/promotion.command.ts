import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { PromotionCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;
export type PromotionChange = WithoutTime<PromotionCommand>;

/**
 * A change of one ad's promotion stream. `scope` names the step it is (an order, an end due at a time, an
 * administrator's request), so a step repeated after a crash derives the same event ids and appends nothing twice.
 */
export class ChangePromotionCommand extends Command<CommandResult> {
  constructor(
    readonly change: PromotionChange,
    readonly ctx: CommandContext,
    readonly scope: string,
  ) {
    super();
  }
}
