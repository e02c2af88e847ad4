import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { videosOfOwner } from '@anonse/projections';
import type { CommandContext } from '#api/platform/commands/command-context';
import { runVideoCommand } from './run-video-command';

/**
 * The account erasure's step for videos: every clip of the person is removed (by erasure), and the video worker then
 * deletes every file of each (renditions, poster, an original not yet processed). Repeatable: a clip already removed
 * appends nothing. The read model lists the clips, and keeps a deleted person's rows until their files are gone.
 */
export async function removeOwnerVideos(store: EventStore, sql: SqlExecutor, ownerId: string, ctx: CommandContext): Promise<number> {
  let removed = 0;
  for (const video of await videosOfOwner(sql, ownerId)) {
    const result = await runVideoCommand(store, video.id, { type: 'RemoveVideo', by: { kind: 'erasure' }, now: ctx.now }, ctx);
    if (!result.replayed) removed++;
  }
  return removed;
}
