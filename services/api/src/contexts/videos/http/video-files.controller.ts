import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { code, ROLES } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getVideo, isVideoPublic, type VideoRow } from '@anonse/projections';
import { MEDIA_STORAGE, type MediaStorage } from '#api/contexts/media/index';
import { CURRENT_USER_RESOLVER, type CurrentUserResolver } from '#api/platform/auth/guards';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { PRIVATE_FILE_CACHE, PUBLIC_FILE_CACHE, sendStoredFile } from '#api/platform/http/stored-file';
import { SQL } from '#api/platform/tokens';
import { videoPrefix } from '../processing/video-files';

/** What processing names a clip's files (per attempt): anything else names no file. */
const FILE_NAME = /^a\d{1,2}-(720\.mp4|480\.mp4|poster\.jpg)$/;

/**
 * A clip's renditions and poster. Public only while the clip is approved and its ad active; otherwise only its owner
 * and staff who review (administrators, moderators) get them, and everyone else the same 404 as for an unknown name.
 * Byte ranges are answered (206), so a player can seek and start where it likes.
 */
@Controller('api/videos')
export class VideoFilesController {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(CURRENT_USER_RESOLVER) private readonly users: CurrentUserResolver,
  ) {}

  @Get(':id/files/:name')
  @Operation({
    tag: 'videos',
    summary: 'One rendition (MP4) or the poster (JPEG) of a clip: public while approved on an active ad, else its owner and staff only',
    headers: ['Range'],
    responses: { 200: { description: 'The bytes' }, 206: { description: 'The asked range' }, ...errors(404, 416) },
  })
  async file(
    @Param('id') id: string,
    @Param('name') name: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const notFound = () =>
      new ApiHttpError(404, textOf(code('videos:videoNotFound'), localeOf(request.headers['accept-language'])), undefined, {
        'Cache-Control': PRIVATE_FILE_CACHE,
      });
    if (!FILE_NAME.test(name) || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw notFound();
    const key = `${videoPrefix(id)}${name}`;
    const row = await getVideo(this.sql, id);
    if (!row || (row.posterKey !== key && !row.renditions.some((r) => r.fileKey === key))) throw notFound();
    const cache = await this.cacheFor(row, request, reply);
    const opened = cache ? await this.storage.open(key) : null;
    if (!cache || !opened) throw notFound();
    await sendStoredFile(reply, opened, {
      contentType: name.endsWith('.jpg') ? 'image/jpeg' : 'video/mp4',
      cache,
      ranges: {
        header: request.headers.range,
        unsatisfiable: (size) =>
          new ApiHttpError(416, textOf(code('videos:videoNotFound'), localeOf(request.headers['accept-language'])), undefined, {
            'Content-Range': `bytes */${size}`,
          }),
      },
    });
  }

  private async cacheFor(row: VideoRow, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (row.status === 'approved' && (await isVideoPublic(this.sql, row.id))) return PUBLIC_FILE_CACHE;
    // Only now is the session looked up: the public path costs no session query.
    const user = await this.users.currentUser(request, reply);
    if (!user) return null;
    if (user.id === row.ownerId && row.status !== 'removed') return PRIVATE_FILE_CACHE;
    if (user.role === ROLES.administrator || user.role === ROLES.moderator) return PRIVATE_FILE_CACHE;
    return null;
  }
}
