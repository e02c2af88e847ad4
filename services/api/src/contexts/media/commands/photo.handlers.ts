import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import { photoIdsOfOwner } from '@anonse/projections';
import type { CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { DomainError } from '#api/platform/domain/domain-error';
import {
  DeleteOwnerPhotosCommand,
  DeletePhotoCommand,
  ModeratorRedactPhotoCommand,
  RedactPhotoCommand,
  UploadPhotoCommand,
} from './photo.commands';
import { ForumImageStore } from '../storage/forum-image-store';
import { runPhotoCommand } from './run-photo-command';

@CommandHandler(UploadPhotoCommand)
export class UploadPhotoHandler implements ICommandHandler<UploadPhotoCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ photoId, uploadKey, contentType, bytes, ctx }: UploadPhotoCommand): Promise<CommandResult> {
    if (!ctx.actor.id) throw new Error('UploadPhoto needs an actor');
    const command = { type: 'UploadPhoto' as const, photoId, ownerId: ctx.actor.id, uploadKey, contentType, bytes, now: ctx.now };
    return runPhotoCommand(this.store, photoId, command, ctx, { payload: { upload: photoId } });
  }
}

@CommandHandler(RedactPhotoCommand)
export class RedactPhotoHandler implements ICommandHandler<RedactPhotoCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ photoId, regions, effect, expectedRevision, ctx }: RedactPhotoCommand): Promise<CommandResult> {
    if (!ctx.actor.id) throw new Error('RedactPhoto needs an actor');
    const command = { type: 'RequestRedaction' as const, actorId: ctx.actor.id, regions, effect, now: ctx.now };
    return runPhotoCommand(this.store, photoId, command, ctx, { expectedRevision, payload: { redact: photoId, regions, effect } });
  }
}

@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ photoId, expectedRevision, ctx }: DeletePhotoCommand): Promise<CommandResult> {
    if (!ctx.actor.id) throw new Error('DeletePhoto needs an actor');
    return runPhotoCommand(this.store, photoId, { type: 'DeletePhoto', actorId: ctx.actor.id, now: ctx.now }, ctx, {
      expectedRevision,
      payload: { delete: photoId },
    });
  }
}

@CommandHandler(DeleteOwnerPhotosCommand)
export class DeleteOwnerPhotosHandler implements ICommandHandler<DeleteOwnerPhotosCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly forumImages: ForumImageStore,
  ) {}

  async execute({ ownerId, ctx }: DeleteOwnerPhotosCommand): Promise<{ deleted: number; position: number }> {
    let deleted = 0;
    let position = -1;
    // The read model lists the photos: callers stop the account taking uploads first (and wait for the projection).
    for (const photoId of await photoIdsOfOwner(this.sql, ownerId)) {
      try {
        const result = await runPhotoCommand(this.store, photoId, { type: 'DeletePhoto', actorId: null, now: ctx.now }, ctx, {
          payload: { deleteAllOf: ownerId, photoId },
        });
        if (!result.replayed) deleted++;
        position = Math.max(position, result.position);
      } catch (error) {
        // Already gone, or the owner's key already erased: nothing left to delete through the log.
        if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
      }
    }
    // The images of their forum posts are files only (no stream): sealed under the person's key, which the erasure
    // deletes next, and removed here.
    await this.forumImages.purgeAuthor(ownerId);
    return { deleted, position };
  }
}

/** The caller (the admin route) has checked that the ad shows the photo; the decider then lets a moderator redact it. */
@CommandHandler(ModeratorRedactPhotoCommand)
export class ModeratorRedactPhotoHandler implements ICommandHandler<ModeratorRedactPhotoCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ adId, photoId, regions, effect, expectedRevision, ctx }: ModeratorRedactPhotoCommand): Promise<CommandResult> {
    if (!ctx.actor.id) throw new Error('ModeratorRedactPhoto needs an actor');
    const command = { type: 'RequestRedaction' as const, actorId: ctx.actor.id, regions, effect, now: ctx.now, moderatorOnAd: adId };
    return runPhotoCommand(this.store, photoId, command, ctx, {
      expectedRevision,
      payload: { moderatorRedact: photoId, adId, regions, effect },
    });
  }
}

export const PHOTO_COMMAND_HANDLERS = [
  UploadPhotoHandler,
  RedactPhotoHandler,
  DeletePhotoHandler,
  DeleteOwnerPhotosHandler,
  ModeratorRedactPhotoHandler,
];
