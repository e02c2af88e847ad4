import { forumSlugStreamId, type ForumSlugKind } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import { runCommand } from '#api/platform/commands/command-runner';
import { ForumSlugTakenError } from '../domain/errors';
import { forumSlugDecider } from '../domain/slug';

/**
 * Claims the first of `candidates` nobody holds for `ownerId`, before the owner's own event is appended, and
 * returns it. Each claim appends with its stream's expected revision, so two writers wanting one address at once
 * cannot both have it; the loser moves on to the next candidate (ForumSlugTakenError when none is left).
 */
export async function claimForumSlug(
  store: EventStore,
  kind: ForumSlugKind,
  candidates: readonly string[],
  ownerId: string,
  ctx: CommandContext,
  scope: string,
): Promise<string> {
  for (const slug of candidates) {
    try {
      await runCommand({
        store,
        streamId: forumSlugStreamId(kind, slug),
        decider: forumSlugDecider,
        command: { type: 'ClaimForumSlug', kind, slug, ownerId, now: ctx.now },
        ctx,
        scope: `${scope}|slug`,
        maxAttempts: 5,
      });
      return slug;
    } catch (error) {
      if (!(error instanceof ForumSlugTakenError)) throw error;
    }
  }
  throw new ForumSlugTakenError();
}
