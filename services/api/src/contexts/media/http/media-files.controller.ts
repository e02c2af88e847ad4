import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { code } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import { servableFile, variantKey } from '@anonse/projections';
import { ApiHttpError } from '../../../platform/http/api-error';
import { localeOf } from '../../../platform/http/locale';
import { textOf } from '../../../platform/i18n/i18n';
import { errors } from '../../../platform/openapi/openapi';
import { Operation } from '../../../platform/openapi/operation';
import { SQL } from '../../../platform/tokens';
import { CONTENT_TYPES } from '../processing/render-photo';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';

/** What the worker names renditions: random base, width, extension. Anything else names no file. */
const FILE_NAME = /^[A-Za-z0-9_-]{16,64}-\d{1,5}\.(avif|webp|jpg)$/;

/**
 * Renditions of ready photos. A name is served only while the read model lists it, so a rendition replaced by a
 * redaction or of a deleted photo is never served again, even before its file is purged. Names never repeat
 * (a redaction writes new ones), hence immutable caching.
 */
@Controller('api/media/files')
export class MediaFilesController {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  @Get(':name')
  @Operation({ tag: 'media', summary: 'One photo rendition (AVIF, WebP or JPEG), cached for a year', responses: { 200: { description: 'Image bytes' }, ...errors(404) } })
  async file(@Param('name') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const notFound = () => new ApiHttpError(404, textOf(code('media:photoNotFound'), localeOf(request.headers['accept-language'])));
    if (!FILE_NAME.test(name)) throw notFound();
    const file = await servableFile(this.sql, name);
    const opened = file ? await this.storage.open(variantKey(name)) : null;
    if (!file || !opened) throw notFound();
    await reply
      .header('Content-Type', CONTENT_TYPES[file.format])
      .header('Content-Length', String(opened.size))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .send(opened.stream);
  }
}
