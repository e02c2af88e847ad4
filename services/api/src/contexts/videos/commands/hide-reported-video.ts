import type { EventStore } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import { AlreadyRemovedError } from '../domain/decide';
import { runVideoCommand } from './run-video-command';

/**
 * A moderator's one click on a report about a clip: removed by staff, so it leaves the feed and its ad's page at once
 * and the worker deletes its files. A clip already removed (another report's click, or its owner) is down already.
 */
export async function hideReportedVideo(store: EventStore, videoId: string, ctx: CommandContext): Promise<void> {
  try {
    await runVideoCommand(store, videoId, { type: 'RemoveVideo', by: { kind: 'staff' }, now: ctx.now }, ctx);
  } catch (error) {
    if (!(error instanceof AlreadyRemovedError)) throw error;
  }
}
