import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumBanStreamId, forumCategoryStreamId, forumTopicStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { foldEvents, runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { forumBanDecider } from '../domain/ban';
import { forumCategoryDecider } from '../domain/category';
import { ForumTopicNotFoundError } from '../domain/errors';
import { forumTopicDecider } from '../domain/topic';
import { topicIsOpen } from '../domain/topic-state';
import { run } from './forum-topic.handlers';
import { topicStore } from './topic-store';
import { ChangeForumBanCommand, MergeForumTopicCommand, MoveForumTopicCommand } from './forum-topic.command';

@CommandHandler(MoveForumTopicCommand)
export class MoveForumTopicHandler implements ICommandHandler<MoveForumTopicCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ move, ctx }: MoveForumTopicCommand): Promise<CommandResult> {
    const category = foldEvents(forumCategoryDecider, await this.store.readStream(forumCategoryStreamId(move.categoryId)));
    return run(
      this.store,
      { type: 'MoveForumTopic', ...move, category, moderatorId: ctx.actor.id!, now: ctx.now },
      ctx,
      idempotencyScope(ctx, { move }),
    );
  }
}

/**
 * A merge writes two streams, in this order: the merged topic is closed first (ForumTopicMerged, against its revision,
 * so no reply slips in after its posts were counted), then the receiving topic takes in its posts as the closed stream
 * has them. A failure between the two leaves the merged topic closed and pointing at the other; the same request
 * again (same Idempotency-Key) finishes it, since both steps recognise what they already did.
 */
@CommandHandler(MergeForumTopicCommand)
export class MergeForumTopicHandler implements ICommandHandler<MergeForumTopicCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ merge, ctx }: MergeForumTopicCommand): Promise<CommandResult> {
    const topics = topicStore(this.store);
    const into = foldEvents(forumTopicDecider, await topics.readStream(forumTopicStreamId(merge.intoTopicId)));
    if (!topicIsOpen(into)) throw new ForumTopicNotFoundError();
    const scope = idempotencyScope(ctx, { merge });
    const moderatorId = ctx.actor.id!;
    await run(
      this.store,
      { type: 'MergeForumTopic', topicId: merge.topicId, into: { topicId: merge.intoTopicId, slug: into.slug }, moderatorId, now: ctx.now },
      ctx,
      `${scope}|close`,
    );
    const closed = foldEvents(forumTopicDecider, await topics.readStream(forumTopicStreamId(merge.topicId)));
    const posts = Object.entries(closed.posts).map(([postId, p]) => ({
      postId,
      authorId: p.authorId,
      status: p.status,
      deleted: p.deleted,
      hidden: p.hidden,
      postedAt: p.postedAt,
    }));
    const result = await run(
      this.store,
      { type: 'TakeInMergedPosts', topicId: merge.intoTopicId, fromTopicId: merge.topicId, posts, moderatorId, now: ctx.now },
      ctx,
      `${scope}|take-in`,
    );
    return { ...result, id: derivedEntityId(scope, 'forum-merge') };
  }
}

@CommandHandler(ChangeForumBanCommand)
export class ChangeForumBanHandler implements ICommandHandler<ChangeForumBanCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx }: ChangeForumBanCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: forumBanStreamId(change.accountId),
      decider: forumBanDecider,
      command: { ...change, moderatorId: ctx.actor.id!, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, change),
    });
  }
}
