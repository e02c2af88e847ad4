import { photoStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope, type CommandContext } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { photoDecider, type PhotoCommand } from '../domain/decide';

/** Loads `photo-{id}`, decides, appends (with If-Match's revision when given). */
export function runPhotoCommand(
  store: EventStore,
  photoId: string,
  command: PhotoCommand,
  ctx: CommandContext,
  options: { expectedRevision?: number; payload?: unknown } = {},
): Promise<CommandResult> {
  return runCommand({
    store,
    streamId: photoStreamId(photoId),
    decider: photoDecider,
    command,
    ctx,
    scope: idempotencyScope(ctx, options.payload ?? { type: command.type, photoId }),
    expectedRevision: options.expectedRevision,
  });
}
