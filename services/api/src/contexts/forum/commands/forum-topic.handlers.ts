import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumBanStreamId, forumCategoryStreamId, forumImagesIn, forumTopicStreamId } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { countPublishedForumPosts, findAccountByLogin, getAccount } from '@anonse/projections';
import { idempotencyScope, type CommandContext } from '#api/platform/commands/command-context';
import { foldEvents, runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, EVENT_STORE, SQL } from '#api/platform/tokens';
import { ForumImageStore } from '#api/contexts/media/index';
import { FileReportCommand } from '#api/contexts/moderation/index';
import { forumBanDecider } from '../domain/ban';
import { forumCategoryDecider } from '../domain/category';
import { mentionedLogins } from '../domain/mentions';
import { topicSlugCandidates } from '../domain/slug';
import { forumTopicDecider, type ForumTopicCommand } from '../domain/topic';
import { memberIsTrusted, postIsHeld, type AuthorStanding } from '../domain/trust';
import { claimForumSlug } from './claim-forum-slug';
import { isForumStaff } from './forum-staff';
import { topicStore } from './topic-store';
import { ChangeForumPostCommand, FlagForumPostCommand, PostReplyCommand, StartTopicCommand } from './forum-topic.command';

/** The trust rule's inputs, read from the read models (a lagging count only ever holds a post it could have let through). */
async function standingOf(sql: SqlExecutor, ctx: CommandContext): Promise<AuthorStanding> {
  const memberId = ctx.actor.id!;
  const [account, publishedPosts] = await Promise.all([getAccount(sql, memberId), countPublishedForumPosts(sql, memberId)]);
  return { staff: isForumStaff(ctx.actor.role), registeredAt: account?.registeredAt ?? null, publishedPosts };
}
/**
 * The queue rule's and the link rule's verdicts on the writer: one rule (./trust.ts), so a post that waits for a
 * moderator also shows its links as plain text, for good (its event keeps the verdict).
 */
export async function writerVerdict(sql: SqlExecutor, ctx: CommandContext): Promise<{ held: boolean; plainLinks: boolean }> {
  const standing = await standingOf(sql, ctx);
  return { held: postIsHeld(standing, ctx.now), plainLinks: !memberIsTrusted(standing, ctx.now) };
}
/** Read from the author's own stream, not a read model: a ban takes effect with the moderator's click. */
export const authorIsBanned = async (store: EventStore, ctx: CommandContext) =>
  foldEvents(forumBanDecider, await store.readStream(forumBanStreamId(ctx.actor.id!))).banned;

/** The accounts a post's `@login`s name (unknown logins name nobody). */
async function mentionIdsOf(sql: SqlExecutor, body: string): Promise<string[]> {
  const accounts = await Promise.all(mentionedLogins(body).map((login) => findAccountByLogin(sql, login)));
  return accounts.flatMap((a) => (a ? [a.id] : []));
}

export const run = (store: EventStore, command: ForumTopicCommand, ctx: CommandContext, scope: string) =>
  runCommand({
    store: topicStore(store),
    streamId: forumTopicStreamId(command.topicId),
    decider: forumTopicDecider,
    command,
    ctx,
    scope,
    // Replies to a busy topic race for its revision; each loser decides again on what is there now.
    maxAttempts: 8,
  });

/**
 * A topic claims its address (the title's slug, or the next free variant of it) before its first event: the
 * address is the topic's for good, so a claim whose topic then fails (an archived category) only leaves a gap.
 */
@CommandHandler(StartTopicCommand)
export class StartTopicHandler implements ICommandHandler<StartTopicCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  async execute({ topic, ctx }: StartTopicCommand): Promise<CommandResult & { slug: string }> {
    const scope = idempotencyScope(ctx, topic);
    const category = foldEvents(forumCategoryDecider, await this.store.readStream(forumCategoryStreamId(topic.categoryId)));
    const banned = await authorIsBanned(this.store, ctx);
    const [{ held, plainLinks }, slug] = await Promise.all([
      writerVerdict(this.sql, ctx),
      category.exists && !category.archived && !banned
        ? claimForumSlug(this.store, 'topic', topicSlugCandidates(topic.title, topic.topicId), topic.topicId, ctx, scope)
        : Promise.resolve(''),
    ]);
    const result = await run(
      this.store,
      { type: 'StartTopic', ...topic, slug, category, authorId: ctx.actor.id!, held, banned, plainLinks, now: ctx.now },
      ctx,
      scope,
    );
    return { ...result, slug };
  }
}

@CommandHandler(PostReplyCommand)
export class PostReplyHandler implements ICommandHandler<PostReplyCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  async execute({ reply, ctx }: PostReplyCommand): Promise<CommandResult> {
    const [{ held, plainLinks }, banned, mentionIds] = await Promise.all([
      writerVerdict(this.sql, ctx),
      authorIsBanned(this.store, ctx),
      mentionIdsOf(this.sql, reply.body),
    ]);
    const command: ForumTopicCommand = {
      type: 'PostReply',
      ...reply,
      authorId: ctx.actor.id!,
      held,
      banned,
      plainLinks,
      mentionIds,
      now: ctx.now,
    };
    return run(this.store, command, ctx, idempotencyScope(ctx, reply));
  }
}

/**
 * An approval tells the post's mentioned members too: the handler reads the post's text to find them. An edit is
 * decided against the configured window and the writer's trust now (links they have earned since show).
 */
@CommandHandler(ChangeForumPostCommand)
export class ChangeForumPostHandler implements ICommandHandler<ChangeForumPostCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly images: ForumImageStore,
  ) {}

  async execute({ change, ctx }: ChangeForumPostCommand): Promise<CommandResult> {
    const scope = idempotencyScope(ctx, change);
    if (change.type === 'DeleteForumPost') {
      const deleted = await run(this.store, { ...change, now: ctx.now }, ctx, scope);
      await this.deleteImagesOf(change.topicId, change.postId);
      return deleted;
    }
    if (change.type === 'EditForumPost') {
      const { plainLinks } = await writerVerdict(this.sql, ctx);
      const command: ForumTopicCommand = { ...change, editWindowMinutes: this.config.forum.editWindowMinutes, plainLinks, now: ctx.now };
      return run(this.store, command, ctx, scope);
    }
    if (change.type !== 'ApproveForumPost') return run(this.store, { ...change, now: ctx.now } as ForumTopicCommand, ctx, scope);
    const state = foldEvents(forumTopicDecider, await topicStore(this.store).readStream(forumTopicStreamId(change.topicId)));
    const mentionIds = await mentionIdsOf(this.sql, state.posts[change.postId]?.body ?? '');
    return run(this.store, { ...change, mentionIds, now: ctx.now }, ctx, scope);
  }

  /**
   * A deleted post's images go with it: those of its author that any of its texts (the first and each edit) showed.
   * Repeatable (a replayed delete deletes nothing more); the author's images in their other posts stay.
   */
  private async deleteImagesOf(topicId: string, postId: string): Promise<void> {
    const events = await topicStore(this.store).readStream(forumTopicStreamId(topicId));
    for (const event of events) {
      const data = event.data as { postId?: unknown; authorId?: unknown; body?: unknown };
      if (data.postId !== postId || typeof data.body !== 'string' || typeof data.authorId !== 'string') continue;
      for (const image of forumImagesIn(data.body))
        if (image.authorId === data.authorId) await this.images.delete(image.authorId, image.imageId);
    }
  }
}

/**
 * Flags race for the topic's revision like replies (run's retries), so exactly one of them decides the hide. Each flag
 * then files a report in the moderation context's queue (ReportFiled, about the post's author), where it takes the
 * queue's priorities and is decided like any report. The report is filed after the flag is recorded: a retried request
 * (same Idempotency-Key) replays the flag and files the same report again, which the report's stream recognises.
 * Its `details` stay empty: the flag's note is its flagger's words, sealed under their key in the topic's stream.
 */
@CommandHandler(FlagForumPostCommand)
export class FlagForumPostHandler implements ICommandHandler<FlagForumPostCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ flag, ctx }: FlagForumPostCommand): Promise<CommandResult> {
    const trusted = memberIsTrusted(await standingOf(this.sql, ctx), ctx.now);
    const command: ForumTopicCommand = {
      type: 'FlagForumPost',
      ...flag,
      flaggerId: ctx.actor.id!,
      trusted,
      autoHideAfter: this.config.forum.autoHideFlags,
      now: ctx.now,
    };
    const flagged = await run(this.store, command, ctx, idempotencyScope(ctx, flag));
    const state = foldEvents(forumTopicDecider, await topicStore(this.store).readStream(forumTopicStreamId(flag.topicId)));
    const author = state.posts[flag.postId]?.authorId;
    if (!author) return flagged;
    const report = {
      targetType: 'forum-post' as const,
      targetId: flag.postId,
      subjectAccountId: author,
      reason: flag.reason,
      details: null,
      reporterId: ctx.actor.id!,
    };
    return this.commandBus.execute(new FileReportCommand(report, ctx));
  }
}
