import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { ForumCategoryCommand } from '../domain/category';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/** A staff member's change to one category (create, rename/describe/move, archive). */
export class ChangeForumCategoryCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<ForumCategoryCommand>,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
