import { Command } from '@nestjs/cqrs';
import type { RedactionEffect, RedactionRegion } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** The owner's upload, already checked and stored privately under `uploadKey`; processing follows off the request. */
export class UploadPhotoCommand extends Command<CommandResult> {
  constructor(
    readonly photoId: string,
    readonly uploadKey: string,
    readonly contentType: string,
    readonly bytes: number,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The owner asks for areas to be covered; the worker rewrites the master and every rendition. */
export class RedactPhotoCommand extends Command<CommandResult> {
  constructor(
    readonly photoId: string,
    readonly regions: RedactionRegion[],
    readonly effect: RedactionEffect,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** A moderator covers areas of a photo shown on `adId` (admin image editing); the owner is notified. */
export class ModeratorRedactPhotoCommand extends Command<CommandResult> {
  constructor(
    readonly adId: string,
    readonly photoId: string,
    readonly regions: RedactionRegion[],
    readonly effect: RedactionEffect,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The owner deletes a photo; its files are purged by the worker. */
export class DeletePhotoCommand extends Command<CommandResult> {
  constructor(
    readonly photoId: string,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * Every photo of a person goes (account deletion, GDPR erasure): one PhotoDeleted per photo, whose purge jobs
 * delete the files; the files of their forum images go too. Run it before the person's key is erased. Answers how
 * many photos were deleted.
 */
export class DeleteOwnerPhotosCommand extends Command<{ deleted: number; position: number }> {
  constructor(
    readonly ownerId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
