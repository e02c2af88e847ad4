import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { ForumFollowsCommand } from '../domain/forum-follows';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/**
 * Any change to `change.accountId`'s forum follows, from the member, a digest's link or the digest worker. `scope`
 * overrides the idempotency scope of the request (the worker derives one from the step it takes).
 */
export class ChangeForumFollowsCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<ForumFollowsCommand>,
    readonly ctx: CommandContext,
    readonly scope?: string,
  ) {
    super();
  }
}
