import { videoStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope, type CommandContext } from '#api/platform/commands/command-context';
import { foldEvents, runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { videoDecider, type VideoCommand } from '../domain/decide';
import type { VideoState } from '../domain/state';

/** Loads `video-{id}`, decides, appends. */
export function runVideoCommand(store: EventStore, videoId: string, command: VideoCommand, ctx: CommandContext): Promise<CommandResult> {
  return runCommand({
    store,
    streamId: videoStreamId(videoId),
    decider: videoDecider,
    command,
    ctx,
    scope: idempotencyScope(ctx, { type: command.type, videoId }),
    requireNewStream: command.type === 'UploadVideo',
  });
}

export async function loadVideo(store: EventStore, videoId: string): Promise<VideoState> {
  return foldEvents(videoDecider, await store.readStream(videoStreamId(videoId)));
}
