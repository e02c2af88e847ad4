import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumCategoryStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { forumCategoryDecider, type ForumCategoryCommand } from '../domain/category';
import { claimForumSlug } from './claim-forum-slug';
import { ChangeForumCategoryCommand } from './forum-category.command';

/** A new category claims its address first (staff chose it: taken is a 409, no other address is tried). */
@CommandHandler(ChangeForumCategoryCommand)
export class ChangeForumCategoryHandler implements ICommandHandler<ChangeForumCategoryCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ change, ctx }: ChangeForumCategoryCommand): Promise<CommandResult> {
    const scope = idempotencyScope(ctx, change);
    if (change.type === 'CreateForumCategory') await claimForumSlug(this.store, 'category', [change.slug], change.categoryId, ctx, scope);
    return runCommand({
      store: this.store,
      streamId: forumCategoryStreamId(change.categoryId),
      decider: forumCategoryDecider,
      command: { ...change, now: ctx.now } as ForumCategoryCommand,
      ctx,
      scope,
    });
  }
}
