import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BlurVideoInput, CommandAccepted, VideoDto, type UserDto } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { videosOfOwner } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { runVideoCommand } from '../commands/run-video-command';
import { VideoNotFoundError } from '../domain/decide';
import { toVideoDto } from './video-dto';

/**
 * The advertiser's own clips (the dashboard's "Filmy"): list them, blur more of one (it is processed again and
 * reviewed again), take one down (its files are deleted next).
 */
@Controller('api/videos')
@UseGuards(LoggedInGuard)
export class MyVideosController {
  constructor(
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('mine')
  @Operation({
    tag: 'videos',
    summary: "The caller's clips, newest first, in every state (a rejection with its reasons in the caller's language)",
    responses: { 200: { description: 'Clips', schema: z.array(VideoDto) }, ...errors(401) },
  })
  async mine(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VideoDto[]> {
    const locale = localeOf(request.headers['accept-language']);
    return (await videosOfOwner(this.sql, user.id)).filter((v) => v.status !== 'removed').map((v) => toVideoDto(v, locale));
  }

  @Post(':id/blur')
  @Operation({
    tag: 'videos',
    summary: 'Blurs more areas of one of the caller’s processed clips over its whole length; the clip is processed and reviewed again',
    body: BlurVideoInput,
    responses: { 200: { description: 'Accepted: the clip waits for processing', schema: CommandAccepted }, ...errors(400, 401, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async blur(
    @Param('id') id: string,
    @ValidBody() input: BlurVideoInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw new VideoNotFoundError();
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await runVideoCommand(
      this.store,
      id,
      { type: 'BlurVideo', accountId: user.id, regions: input.regions, now: ctx.now },
      ctx,
    );
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }

  @Delete(':id')
  @Operation({
    tag: 'videos',
    summary: 'Removes one of the caller’s clips; every rendition and the poster are deleted by the video worker',
    responses: { 200: { description: 'Removed', schema: CommandAccepted }, ...errors(401, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw new VideoNotFoundError();
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await runVideoCommand(
      this.store,
      id,
      { type: 'RemoveVideo', by: { kind: 'owner', accountId: user.id }, now: ctx.now },
      ctx,
    );
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}
