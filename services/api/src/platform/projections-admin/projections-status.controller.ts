import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { code, ProjectionDto, ProjectionRebuildDto, type UserDto } from '@anonse/contracts';
import { AdminGuard, CurrentUser, StaffGuard } from '../auth/guards';
import { ProjectionStatusService } from '../health/projection-status';
import { ApiHttpError } from '../http/api-error';
import { localeOf } from '../http/locale';
import { textOf } from '../i18n/i18n';
import { errors } from '../openapi/openapi';
import { Operation } from '../openapi/operation';
import { PROJECTIONS, PROJECTOR_NAMES, type ProjectionsHandle } from '../tokens';
import { localProjections } from './local-projections';
import { RebuildTracker } from './rebuild-tracker';
import { listPageHeaders } from '../http/content-range';

const text = (request: FastifyRequest, c: Parameters<typeof textOf>[0]) => textOf(c, localeOf(request.headers['accept-language']));

/**
 * The projections page: where each projector stands against the log, what it parked, and rebuilds from position 0.
 * Every staff role reads it; only administrators rebuild, and only in the process that runs the projections.
 */
@Controller('api/admin/projections')
export class ProjectionsStatusController {
  constructor(
    private readonly status: ProjectionStatusService,
    private readonly rebuilds: RebuildTracker,
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHandle | null,
    @Inject(PROJECTOR_NAMES) private readonly projectorNames: readonly string[],
  ) {}

  @Get()
  @UseGuards(StaffGuard)
  @Operation({
    tag: 'admin',
    summary: "Each projector's checkpoint, the log's head, lag (events), parked events and rebuild state (all staff)",
    responses: { 200: { description: 'Projectors', schema: z.array(ProjectionDto), headers: ['Content-Range'] }, ...errors(401, 403) },
  })
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<ProjectionDto[]> {
    const { head, projectors } = await this.status.read();
    const local = !!localProjections(this.projections);
    const rebuilds = await this.rebuilds.progressAll(
      Object.fromEntries(Object.entries(projectors).map(([name, p]) => [name, p.position])),
      new Date(),
    );
    const rows = Object.entries(projectors)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, p]) => ({
        id: name,
        name,
        checkpoint: p.position,
        head,
        lag: p.lag,
        parked: p.parked,
        local,
        rebuild: rebuilds.get(name) ?? null,
      }));
    listPageHeaders(reply, 'projections', 0, rows.length, rows.length);
    return rows;
  }

  @Get(':name/rebuild')
  @UseGuards(StaffGuard)
  @Operation({
    tag: 'admin',
    summary: "A rebuild's progress: position against the head it started at (all staff; null when none was ever started)",
    responses: { 200: { description: 'Progress', schema: ProjectionRebuildDto.nullable() }, ...errors(401, 403, 404) },
  })
  async progress(
    @Param('name') name: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProjectionRebuildDto | null> {
    this.known(name, request);
    const { projectors } = await this.status.read();
    void reply.header('Cache-Control', 'private, no-store');
    return this.rebuilds.progress(name, projectors[name]?.position ?? -1, new Date());
  }

  @Post(':name/rebuild')
  @UseGuards(AdminGuard)
  @Operation({
    tag: 'admin',
    summary:
      'Rebuilds a projector from position 0 in the background (administrators only; 409 while one runs or when projections run in another process)',
    responses: { 202: { description: 'Started', schema: ProjectionRebuildDto }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(202)
  async rebuild(@Param('name') name: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ProjectionRebuildDto> {
    this.known(name, request);
    const local = localProjections(this.projections);
    if (!local) throw new ApiHttpError(409, text(request, code('audit:rebuildElsewhere')));
    const { head, projectors } = await this.status.read();
    if (await this.rebuilds.running(name, projectors[name]?.position ?? -1))
      throw new ApiHttpError(409, text(request, code('audit:rebuildRunning')));
    await this.rebuilds.start(name, head, user.id, new Date());
    await local.rebuild(name);
    return (await this.rebuilds.progress(name, local.stats()[name]?.position ?? -1, new Date()))!;
  }

  private known(name: string, request: FastifyRequest): void {
    if (!this.projectorNames.includes(name)) throw new ApiHttpError(404, text(request, code('audit:unknownProjector')));
  }
}
