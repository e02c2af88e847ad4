import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { code, CommandAccepted, isEntityId, PhotoDto, RedactPhotoInput, type UserDto } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import { photosByIds } from '@anonse/projections';
import { CurrentUser, ModeratorGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { ifMatchRevision } from '#api/platform/http/etag';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ModeratorRedactPhotoCommand } from '../commands/photo.commands';
import { PhotoWorker } from '../workers/photo-worker';
import { toPhotoDto } from './photo-dto';

const localeFor = (request: FastifyRequest) => localeOf(request.headers['accept-language']);
const adNotFound = (request: FastifyRequest) => new ApiHttpError(404, textOf(code('ads:adNotFound'), localeFor(request)));
const photoNotFound = (request: FastifyRequest) => new ApiHttpError(404, textOf(code('media:photoNotFound'), localeFor(request)));

/** The photo ids an ad shows or waits to show (its public version and a pending revision), in the owner's order. */
async function photoIdsOfAd(sql: SqlClient, adId: string): Promise<string[] | null> {
  const { rows } = await sql.query<{ photos: unknown; pending: unknown }>(
    `SELECT fields->'photos' AS photos, pending_fields->'photos' AS pending FROM ads WHERE id = $1 AND status <> 'deleted'`,
    [adId],
  );
  if (!rows[0]) return null;
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return [...new Set([...ids(rows[0].photos), ...ids(rows[0].pending)])];
}

/**
 * Image editing by moderators (docs/product.md § 2 /admin/image-editing/{ad_id}): the photos of any ad, and a redaction with
 * the engine owners use (the worker rewrites the master and every rendition under new names and deletes the old
 * files). The photo must be on that ad; the owner is notified (PhotoRedactionRequested `by: moderator`).
 */
@Controller('api/admin/ads/:adId/photos')
@UseGuards(ModeratorGuard)
export class AdminAdPhotosController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly worker: PhotoWorker,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: "An ad's photos (public version and pending revision) with their state and revision, for image editing",
    responses: { 200: { description: 'Photos', schema: z.array(PhotoDto) }, ...errors(401, 403, 404) },
  })
  async list(
    @Param('adId') adId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PhotoDto[]> {
    const ids = isEntityId(adId) ? await photoIdsOfAd(this.sql, adId) : null;
    if (!ids) throw adNotFound(request);
    const found = new Map((await photosByIds(this.sql, ids)).map((p) => [p.id, p]));
    void reply.header('Cache-Control', 'private, no-store');
    return ids.flatMap((id) => (found.has(id) ? [toPhotoDto(found.get(id)!, localeFor(request))] : []));
  }

  @Post(':photoId/redact')
  @Operation({
    tag: 'admin',
    summary:
      'Covers areas of a photo of the ad (blur, pixelate or block), as its owner can; the unredacted files are deleted and the owner is notified',
    headers: ['If-Match'],
    body: RedactPhotoInput,
    responses: {
      202: { description: 'Accepted: the photo is processing again', schema: CommandAccepted },
      ...errors(400, 401, 403, 404, 409),
    },
  })
  @HttpCode(202)
  @Idempotent()
  async redact(
    @Param('adId') adId: string,
    @Param('photoId') photoId: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    const ids = isEntityId(adId) ? await photoIdsOfAd(this.sql, adId) : null;
    if (!ids) throw adNotFound(request);
    if (!isEntityId(photoId) || !ids.includes(photoId)) throw photoNotFound(request);
    const input = parseInput(RedactPhotoInput, request.body, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(
      new ModeratorRedactPhotoCommand(adId, photoId, input.regions, input.effect, ifMatchRevision(request), ctx),
    );
    await this.consistency.waitFor(result.position);
    this.worker.nudge();
    return { id: photoId, revision: result.revision, position: result.position };
  }
}
