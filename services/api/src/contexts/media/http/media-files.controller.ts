import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { code, ROLES } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import { isPhotoOnPublicAd, isPhotoOnPublicSalon, renditionByName, variantKey, type StoredRendition } from '@anonse/projections';
import { CURRENT_USER_RESOLVER, type CurrentUserResolver } from '#api/platform/auth/guards';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { PRIVATE_FILE_CACHE, PUBLIC_FILE_CACHE, sendStoredFile } from '#api/platform/http/stored-file';
import { SQL } from '#api/platform/tokens';
import { CONTENT_TYPES } from '../processing/render-photo';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';
import { ownerMaySee } from './photo-dto';

/** What the worker names renditions: random base, width, extension. Anything else names no file. */
const FILE_NAME = /^[A-Za-z0-9_-]{16,64}-\d{1,5}\.(avif|webp|jpg)$/;

/**
 * Renditions of photos. A name is served only while the read model lists it, so a rendition replaced by a
 * redaction or of a deleted photo is never served again, even before its file is purged. It is public only while
 * an approved ad shows its photo (`fields.photos`); otherwise (a pending or hidden ad, a photo in no ad) only its
 * owner, administrators and moderators get it, and a photo whose redaction failed only its owner (to redo the redaction).
 * Everyone else gets the same 404 as for an unknown name.
 */
@Controller('api/media/files')
export class MediaFilesController {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(CURRENT_USER_RESOLVER) private readonly users: CurrentUserResolver,
  ) {}

  @Get(':name')
  @Operation({
    tag: 'media',
    summary:
      'One photo rendition (AVIF, WebP or JPEG): public while an approved ad shows the photo, else to its owner, administrators and moderators only',
    responses: { 200: { description: 'Image bytes' }, ...errors(404) },
  })
  async file(@Param('name') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // Not cached either: the same name may become public (its ad approved) a minute later.
    const notFound = () =>
      new ApiHttpError(404, textOf(code('media:photoNotFound'), localeOf(request.headers['accept-language'])), undefined, {
        'Cache-Control': PRIVATE_FILE_CACHE,
      });
    if (!FILE_NAME.test(name)) throw notFound();
    const file = await renditionByName(this.sql, name);
    const cache = file ? await this.cacheFor(file, request, reply) : null;
    const opened = cache ? await this.storage.open(variantKey(name)) : null;
    if (!file || !cache || !opened) throw notFound();
    await sendStoredFile(reply, opened, { contentType: CONTENT_TYPES[file.format], cache });
  }

  /** How the file may be cached for this caller, or null when the caller may not see it. */
  private async cacheFor(file: StoredRendition, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (
      file.status === 'ready' &&
      ((await isPhotoOnPublicAd(this.sql, file.photoId)) || (await isPhotoOnPublicSalon(this.sql, file.photoId)))
    )
      return PUBLIC_FILE_CACHE;
    // Only now is the session looked up: the public path costs no session query.
    const user = await this.users.currentUser(request, reply);
    if (!user) return null;
    if (user.id === file.ownerId && ownerMaySee(file)) return PRIVATE_FILE_CACHE;
    // Moderators too: they judge pending ads and edit their photos (admin image editing).
    if ((user.role === ROLES.administrator || user.role === ROLES.moderator) && file.status === 'ready') return PRIVATE_FILE_CACHE;
    return null;
  }
}
