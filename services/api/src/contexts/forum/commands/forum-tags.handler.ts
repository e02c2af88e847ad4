import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FORUM_TAGS_STREAM } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { forumTagExists } from '@anonse/projections';
import { idempotencyScope, type CommandContext } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { forumTagsDecider, type ForumTagCommand } from '../domain/tags';

type Without<C, K extends PropertyKey> = C extends unknown ? Omit<C, K> : never;
/** What staff ask; the handler adds what the read model knows and the time. */
type Change = Without<ForumTagCommand, 'now' | 'exists' | 'targetExists'>;

/** A staff member's change to the tags (create, rename, merge, archive). */
export class ChangeForumTagCommand extends Command<CommandResult> {
  constructor(
    readonly change: Change,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Which tags exist is read from the topics and staff's own tags; the decider records what staff did against the stream. */
@CommandHandler(ChangeForumTagCommand)
export class ChangeForumTagHandler implements ICommandHandler<ChangeForumTagCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  async execute({ change, ctx }: ChangeForumTagCommand): Promise<CommandResult> {
    const target = change.type === 'RenameForumTag' ? change.to : change.type === 'MergeForumTags' ? change.into : null;
    const [exists, targetExists] = await Promise.all([
      forumTagExists(this.sql, change.tag),
      target ? forumTagExists(this.sql, target) : false,
    ]);
    return runCommand({
      store: this.store,
      streamId: FORUM_TAGS_STREAM,
      decider: forumTagsDecider,
      command: { ...change, exists, targetExists, now: ctx.now } as ForumTagCommand,
      ctx,
      scope: idempotencyScope(ctx, change),
    });
  }
}
