import { Readable } from 'node:stream';
import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { code, ForumImageId, ForumImageUploaded, forumImageUrl, isEntityId, PHOTO_LIMITS, type UserDto } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { checkRawImageRequest, ForumImageStore, readPrivateImage, type UploadLimit } from '#api/contexts/media/index';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import type { AppConfig } from '#api/platform/config/config';
import { ApiHttpError } from '#api/platform/http/api-error';
import type { RawBodyRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { sendStoredFile } from '#api/platform/http/stored-file';
import { textOf } from '#api/platform/i18n/i18n';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { APP_CONFIG, EVENT_STORE, SQL } from '#api/platform/tokens';
import { authorIsBanned, writerVerdict } from '../commands/forum-topic.handlers';

const UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'];

const refusal = (request: FastifyRequest, status: number, messageCode: Parameters<typeof textOf>[0], values = {}) =>
  new ApiHttpError(status, textOf(messageCode, localeOf(request.headers['accept-language']), values));

/**
 * Images in forum posts, only through the media pipeline (docs/architecture.md § The forum): a trusted member uploads
 * one (re-encoded, every byte of metadata dropped, sealed under their key), and anyone reads it at its address,
 * which is the only image address a post of theirs renders as an image.
 */
@Controller('api/forum/images')
export class ForumImagesController {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly images: ForumImageStore,
  ) {}

  @Post()
  @RouteConfig({ rawBody: { maxBytes: PHOTO_LIMITS.maxBytes } } satisfies RawBodyRoute)
  @Operation({
    tag: 'forum',
    summary:
      "Uploads one image for a post (the raw image bytes; trusted members only): re-encoded without metadata; put its `url` in the post's Markdown",
    rawBody: UPLOAD_TYPES,
    responses: {
      201: { description: 'Stored', schema: ForumImageUploaded },
      ...errors(400, 401, 403),
      413: { description: 'Over FORUM_IMAGE_MAX_MB', schema: errors(413)[413]!.schema },
      415: { description: 'Not an image (decided by the content), or not a raw image body', schema: errors(415)[415]!.schema },
      422: { description: 'Over the pixel limits or unreadable', schema: errors(422)[422]!.schema },
    },
  })
  @UseGuards(LoggedInGuard)
  @HttpCode(201)
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ForumImageUploaded> {
    const maxBytes = this.config.forum.imageMaxBytes;
    const limit: UploadLimit = {
      maxBytes,
      tooLarge: (r) => refusal(r, 413, code('forum:imageTooLarge'), { mb: Math.floor(maxBytes / 1024 / 1024) }),
    };
    const body = checkRawImageRequest(request, limit);
    try {
      const ctx = commandContext(request, { id: user.id, role: user.role });
      // The rule that unlocks links unlocks images: a fresh account's images would be spam's.
      const { plainLinks } = await writerVerdict(this.sql, ctx);
      if (plainLinks) throw refusal(request, 403, code('forum:imagesNotTrusted'));
      // FORUM_IMAGES_PER_POST=0 turns images off: no post could show one.
      const max = this.config.forum.imagesPerPost;
      if (max === 0) throw refusal(request, 400, code('forum:tooManyImages'), { max });
      if (await authorIsBanned(this.store, ctx)) throw refusal(request, 403, code('forum:banned'));
    } catch (error) {
      // Refused before reading: drop the rest of the body so the client still receives the answer.
      body.resume();
      throw error;
    }
    const image = await readPrivateImage(body, request, { limit });
    const imageId = await this.images.put(user.id, image);
    return { url: forumImageUrl(user.id, imageId), width: image.width, height: image.height };
  }

  @Get(':authorId/:file')
  @Operation({
    tag: 'forum',
    summary: "A forum image (JPEG); gone once its post or its author's account is deleted",
    responses: { 200: { description: 'JPEG bytes' }, ...errors(404) },
  })
  async read(
    @Param('authorId') authorId: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const imageId = file.endsWith('.jpg') ? file.slice(0, -4) : '';
    if (!isEntityId(authorId) || !ForumImageId.safeParse(imageId).success) throw refusal(request, 404, code('forum:imageNotFound'));
    const image = await this.images.read(authorId, imageId);
    if (!image) throw refusal(request, 404, code('forum:imageNotFound'));
    await sendStoredFile(
      reply,
      { stream: Readable.from([image]), size: image.length },
      {
        contentType: 'image/jpeg',
        // Short: a deleted post's or account's image must not outlive it for long in caches.
        cache: 'public, max-age=600',
      },
    );
  }
}
