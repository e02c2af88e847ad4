import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumFollowsStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { forumFollowsDecider, type ForumFollowsCommand } from '../domain/forum-follows';
import { ChangeForumFollowsCommand } from './change-forum-follows.command';

@CommandHandler(ChangeForumFollowsCommand)
export class ChangeForumFollowsHandler implements ICommandHandler<ChangeForumFollowsCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx, scope }: ChangeForumFollowsCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: forumFollowsStreamId(change.accountId),
      decider: forumFollowsDecider,
      command: { ...change, now: ctx.now } as ForumFollowsCommand,
      ctx,
      scope: scope ?? idempotencyScope(ctx, change),
    });
  }
}
