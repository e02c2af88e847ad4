import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminVideoDto,
  AdminVideoListParams,
  CommandAccepted,
  RejectVideoInput,
  VIDEO_ATTESTATION_TEXT,
  VIDEO_ATTESTATION_VERSION,
  type Locale,
  type UserDto,
} from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { getVideo, videoReviewQueue, videoUploadFacts, type VideoRow } from '@anonse/projections';
import { CurrentUser, ModeratorGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { listPageHeaders } from '#api/platform/http/content-range';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { runVideoCommand } from '../commands/run-video-command';
import { VideoNotFoundError, type VideoCommand } from '../domain/decide';
import { toVideoDto } from './video-dto';

const ID = /^[A-Za-z0-9_-]{8,64}$/;

async function toAdminVideoDto(sql: SqlExecutor, row: VideoRow, locale: Locale): Promise<AdminVideoDto> {
  const { rows } = await sql.query<{ title: string }>('SELECT title FROM ads WHERE id = $1', [row.adId]);
  const a = row.attestation;
  return {
    ...toVideoDto(row, locale),
    ownerId: row.ownerId,
    adTitle: rows[0]?.title ?? null,
    // The words the uploader agreed to: only the current version's text is kept in the code, an older one says its version.
    attestation: a ? { ...a, text: a.textVersion === VIDEO_ATTESTATION_VERSION ? VIDEO_ATTESTATION_TEXT[locale] : a.textVersion } : null,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt,
  };
}

/**
 * The staff's video review (`/admin/videos-verification/` in the console; ra-data-simple-rest): the queue of clips
 * waiting, oldest first, each with its attestation; approve, reject with templates and/or own words, and hide (a
 * report's one click: the clip is removed and its files deleted). Administrators and moderators only. Claims go
 * through `/api/admin/claims` with item type `video`.
 */
@Controller('api/admin/videos')
@UseGuards(ModeratorGuard)
export class AdminVideosController {
  constructor(
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Clips waiting for review, the oldest first (ra-data-simple-rest list)',
    query: AdminVideoListParams,
    queryText: { sort: 'JSON: ["updatedAt","ASC"]', range: 'JSON: [0,24] (inclusive)', filter: 'JSON: {"status":"ready-for-review"}' },
    responses: { 200: { description: 'Clips', schema: z.array(AdminVideoDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(
    @ValidQuery() params: AdminVideoListParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminVideoDto[]> {
    const [from, to] = (params.range ?? [0, 24]) as [number, number];
    const { rows, total } = await videoReviewQueue(this.sql, { offset: from, limit: Math.min(100, to - from + 1) });
    listPageHeaders(reply, 'videos', from, rows.length, total);
    void reply.header('Cache-Control', 'private, no-store');
    const locale = localeOf(request.headers['accept-language']);
    return Promise.all(rows.map((r) => toAdminVideoDto(this.sql, r, locale)));
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One clip with its attestation, in any state',
    responses: { 200: { description: 'Clip', schema: AdminVideoDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminVideoDto> {
    const row = ID.test(id) ? await getVideo(this.sql, id) : null;
    if (!row) throw new VideoNotFoundError();
    void reply.header('Cache-Control', 'private, no-store');
    return toAdminVideoDto(this.sql, row, localeOf(request.headers['accept-language']));
  }

  @Post(':id/approve')
  @Operation({
    tag: 'admin',
    summary: 'Approves a processed clip: it is shown on its ad and in the feed (its place fixed now, see the feed order)',
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async approve(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    const row = await this.rowOf(id);
    const facts = await videoUploadFacts(this.sql, row.ownerId, row.adId);
    return this.run(request, user, id, (now) => ({
      type: 'ApproveVideo',
      moderatorId: user.id,
      adPromoted: facts.ad?.promoted ?? false,
      now,
    }));
  }

  @Post(':id/reject')
  @Operation({
    tag: 'admin',
    summary: 'Rejects a processed clip with templates (videos:reason_*) and/or words of your own; the owner sees them',
    body: RejectVideoInput,
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async reject(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    await this.rowOf(id);
    const input = parseInput(RejectVideoInput, body, request);
    return this.run(request, user, id, (now) => ({
      type: 'RejectVideo',
      moderatorId: user.id,
      reasonCodes: input.reasonCodes,
      reason: input.reason ?? '',
      now,
    }));
  }

  @Post(':id/hide')
  @Operation({
    tag: 'admin',
    summary: 'Takes a clip down at once (a report’s one click): it leaves the feed and the ad, and its files are deleted',
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async hide(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    await this.rowOf(id);
    return this.run(request, user, id, (now) => ({ type: 'RemoveVideo', by: { kind: 'staff' }, now }));
  }

  private async rowOf(id: string): Promise<VideoRow> {
    const row = ID.test(id) ? await getVideo(this.sql, id) : null;
    if (!row) throw new VideoNotFoundError();
    return row;
  }

  private async run(request: FastifyRequest, user: UserDto, id: string, command: (now: string) => VideoCommand): Promise<CommandAccepted> {
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await runVideoCommand(this.store, id, command(ctx.now), ctx);
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}
