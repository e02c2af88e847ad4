import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  code,
  CommandAccepted,
  isEntityId,
  PHOTO_LIMITS,
  PhotoDto,
  photoFailureCode,
  RedactPhotoInput,
  type UserDto,
} from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import { getPhoto, photosOfOwner, releaseUploadSlot, reserveUploadSlot } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { etagOf, ifMatchRevision } from '#api/platform/http/etag';
import type { RawBodyRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import type { CommandContext } from '#api/platform/commands/command-context';
import { commandContext, freshCommandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { newId } from '#api/platform/ids';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, SQL } from '#api/platform/tokens';
import { DeletePhotoCommand, RedactPhotoCommand, UploadPhotoCommand } from '../commands/photo.commands';
import { ImageRejectedError } from '../processing/image-errors';
import { inspectUpload } from '../processing/inspect-upload';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';
import { PhotoWorker } from '../workers/photo-worker';
import { toPhotoDto } from './photo-dto';
import { checkRawImageRequest } from './private-image-upload';
import { mediaError, readImageUpload } from './upload-refusals';

/** Photos waiting for processing one person may have at once (a flood of uploads would starve everyone else's). */
export const MAX_UNPROCESSED_PER_OWNER = 24;
/** A reservation of a request that died stops counting after this long (the sweep then drops it). */
const SLOT_STALE_MS = 60 * 60_000;

const UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'];

/**
 * An upload's command ids. An Idempotency-Key is not honoured here (its fingerprint would need the whole body,
 * which is streamed to disk, never held): each upload is a new photo, and a retried one is deleted by its owner.
 */
const uploadContext = (request: FastifyRequest, user: UserDto): CommandContext =>
  freshCommandContext(request, { id: user.id, role: user.role });

const localeFor = (request: FastifyRequest) => localeOf(request.headers['accept-language']);
const photoNotFound = (request: FastifyRequest) => mediaError(404, code('media:photoNotFound'), request);

/** The owner's photos: upload (raw bytes, so the browser can show upload progress), list, redact, delete. */
@Controller('api/media/photos')
@UseGuards(LoggedInGuard)
export class PhotosController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly worker: PhotoWorker,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @RouteConfig({ rawBody: { maxBytes: PHOTO_LIMITS.maxBytes } } satisfies RawBodyRoute)
  @Operation({
    tag: 'media',
    summary: 'Uploads one photo (the raw image bytes as the body); processing follows, poll its status',
    rawBody: UPLOAD_TYPES,
    responses: {
      201: { description: 'Stored, waiting for processing (status uploaded)', schema: PhotoDto },
      ...errors(400, 401),
      413: { description: 'Over 20 MB', schema: errors(413)[413]!.schema },
      415: { description: 'Not an image (decided by the content), or not a raw image body', schema: errors(415)[415]!.schema },
      422: {
        description: 'Over 50 megapixels or 30,000 px per side, an unreadable image, or as many photos kept as MAX_PHOTOS_PER_OWNER allows',
        schema: errors(422)[422]!.schema,
      },
      429: { description: 'Too many photos waiting for processing', schema: errors(429)[429]!.schema },
      ...errors(507),
    },
  })
  @HttpCode(201)
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<PhotoDto> {
    const body = checkRawImageRequest(request);
    const photoId = newId();
    const now = request.server.clock.now();
    // Counted and reserved in one step under a per-owner lock: parallel uploads cannot all pass one count.
    const slot = await reserveUploadSlot(
      this.sql,
      { photoId, ownerId: user.id, now, staleBefore: new Date(now.getTime() - SLOT_STALE_MS) },
      { maxUnprocessed: MAX_UNPROCESSED_PER_OWNER, maxTotal: this.config.media.maxPhotosPerOwner },
    );
    if (slot !== 'ok') {
      body.resume();
      if (slot === 'tooManyPhotos') throw mediaError(422, code('media:tooManyPhotos'), request);
      throw new ApiHttpError(429, textOf(code('media:uploadTooFast'), localeFor(request)), undefined, { 'Retry-After': '30' });
    }

    let dir: string;
    try {
      dir = await mkdtemp(path.join(tmpdir(), 'anonse-upload-'));
    } catch (error) {
      await releaseUploadSlot(this.sql, photoId).catch(() => undefined);
      throw error;
    }
    try {
      const file = path.join(dir, 'upload');
      const bytes = await readImageUpload(body, file, request);
      let inspected;
      try {
        inspected = await inspectUpload(file);
      } catch (error) {
        if (error instanceof ImageRejectedError)
          throw mediaError(error.reason === 'notAnImage' ? 415 : 422, photoFailureCode(error.reason), request);
        throw error;
      }
      const uploadKey = `private/uploads/${randomBytes(18).toString('base64url')}`;
      await this.storage.putFile(uploadKey, file, inspected.contentType);
      let result;
      try {
        result = await this.commandBus.execute(
          new UploadPhotoCommand(photoId, uploadKey, inspected.contentType, bytes, uploadContext(request, user)),
        );
      } catch (error) {
        await this.storage.delete(uploadKey).catch(() => undefined);
        throw error;
      }
      await this.consistency.waitFor(result.position);
      this.worker.nudge();
      const photo = await getPhoto(this.sql, photoId);
      return photo
        ? toPhotoDto(photo, localeFor(request))
        : {
            id: photoId,
            status: 'uploaded',
            revision: result.revision,
            width: inspected.width,
            height: inspected.height,
            blurhash: null,
            sources: [],
            failureReason: null,
            failureMessage: null,
            createdAt: new Date().toISOString(),
          };
    } finally {
      // Refused, or the photo's row is there (read-your-writes above): the row counts from now on. Should that wait
      // have timed out, the row follows within moments, and the count misses this one upload only until then.
      await releaseUploadSlot(this.sql, photoId).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  }

  @Get()
  @Operation({
    tag: 'media',
    summary: "The logged-in user's photos, newest first",
    responses: { 200: { description: 'Photos', schema: z.array(PhotoDto) }, ...errors(401) },
  })
  async mine(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<PhotoDto[]> {
    return (await photosOfOwner(this.sql, user.id)).map((p) => toPhotoDto(p, localeFor(request)));
  }

  @Get(':id')
  @Operation({
    tag: 'media',
    summary: 'One photo of the logged-in user (poll it while processing)',
    responses: { 200: { description: 'Photo (ETag = revision)', schema: PhotoDto, headers: ['ETag'] }, ...errors(401, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<PhotoDto> {
    const photo = isEntityId(id) ? await getPhoto(this.sql, id) : null;
    // Someone else's photo answers exactly like a missing one.
    if (!photo || photo.ownerId !== user.id) throw photoNotFound(request);
    void reply.header('ETag', etagOf(photo.revision)).header('Cache-Control', 'private, no-store');
    return toPhotoDto(photo, localeFor(request));
  }

  @Post(':id/redactions')
  @Operation({
    tag: 'media',
    summary: 'Covers areas of a ready photo (blur, pixelate or a solid block) before anyone sees it; the old files are deleted',
    headers: ['If-Match'],
    body: RedactPhotoInput,
    responses: { 202: { description: 'Accepted: the photo is processing again', schema: CommandAccepted }, ...errors(400, 401, 404, 409) },
  })
  @HttpCode(202)
  @Idempotent()
  async redact(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw photoNotFound(request);
    const input = parseInput(RedactPhotoInput, request.body, request);
    const result = await this.commandBus.execute(
      new RedactPhotoCommand(
        id,
        input.regions,
        input.effect,
        ifMatchRevision(request),
        commandContext(request, { id: user.id, role: user.role }),
      ),
    );
    await this.consistency.waitFor(result.position);
    this.worker.nudge();
    return { id, revision: result.revision, position: result.position };
  }

  @Delete(':id')
  @Operation({
    tag: 'media',
    summary: 'Deletes a photo and all its files',
    headers: ['If-Match'],
    responses: { 200: { description: 'Deleted', schema: CommandAccepted }, ...errors(401, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw photoNotFound(request);
    const result = await this.commandBus.execute(
      new DeletePhotoCommand(id, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    this.worker.nudge();
    return { id, revision: result.revision, position: result.position };
  }
}
