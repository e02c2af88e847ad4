import { Command } from '@nestjs/cqrs';
import type { ForumFlagReason } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { ApproveForumPost, DeleteForumPost, EditForumPost, HideForumPost, ModerateForumTopic, RejectForumPost } from '../domain/topic';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/** A new topic: the handler finds its address, its category's state and whether its author's post waits. */
export class StartTopicCommand extends Command<CommandResult & { slug: string }> {
  constructor(
    readonly topic: { topicId: string; postId: string; categoryId: string; title: string; tags: string[]; body: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** A reply: the handler decides whether it waits in the queue. */
export class PostReplyCommand extends Command<CommandResult> {
  constructor(
    readonly reply: { topicId: string; postId: string; body: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Edit, delete, approve, reject or hide one post of a topic, or lock or pin the topic. */
export class ChangeForumPostCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<
      | Omit<EditForumPost, 'editWindowMinutes' | 'plainLinks'>
      | DeleteForumPost
      | Omit<ApproveForumPost, 'mentionIds'>
      | RejectForumPost
      | ModerateForumTopic
      | HideForumPost
    >,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** A member's flag on a post: the handler reads whether the member is trusted and the auto-hide threshold. */
export class FlagForumPostCommand extends Command<CommandResult> {
  constructor(
    readonly flag: { topicId: string; postId: string; reason: ForumFlagReason; note: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Staff move a topic to another category: the handler reads the category's stream. */
export class MoveForumTopicCommand extends Command<CommandResult> {
  constructor(
    readonly move: { topicId: string; categoryId: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Staff merge a topic into another: two streams, the merged one closed first (./forum-merge.handler.ts). */
export class MergeForumTopicCommand extends Command<CommandResult> {
  constructor(
    readonly merge: { topicId: string; intoTopicId: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Staff ban an account from the forum, or lift the ban. */
export class ChangeForumBanCommand extends Command<CommandResult> {
  constructor(
    readonly change: { type: 'BanFromForum'; accountId: string; reason: string } | { type: 'LiftForumBan'; accountId: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
