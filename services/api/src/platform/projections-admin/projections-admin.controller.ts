import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jsonParam, ListRange, text } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listParkedEvents, type ParkedEvent, type RetryParkedResult } from '@anonse/projections';
import { AdminGuard } from '../auth/guards';
import { ApiHttpError } from '../http/api-error';
import { localeOf } from '../http/locale';
import { message } from '../i18n/i18n';
import { parseInput } from '../http/validation';
import { PROJECTIONS, SQL, type ProjectionsHandle } from '../tokens';
import { localProjections } from './local-projections';
import { errors } from '../openapi/openapi';
import { Operation, ValidQuery } from '../openapi/operation';
import { listPageHeaders } from '../http/content-range';

/** ra-data-simple-rest list parameters: `range=[0,24]&filter={"projector":"ads"}` (always newest first). */
const ParkedListParams = z.object({
  range: jsonParam(ListRange),
  filter: jsonParam(z.strictObject({ projector: text({ min: 1, max: 100 }).optional() })),
});

const RetryParkedInput = z.object({
  projector: text({ min: 1, max: 100 }),
  streamId: text({ min: 1, max: 300 }).optional(),
});

/** A parked event as the console lists it; `id` (projector:position) is what react-admin keys rows by. */
export type ParkedEventDto = ParkedEvent & { id: string };

/** Events the projectors could not apply: list them, and re-run them after a fix. Administrators only. */
@Controller('api/admin/projections/parked')
@UseGuards(AdminGuard)
export class ProjectionsAdminController {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHandle | null,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Events the projectors could not apply (parked), newest first',
    query: ParkedListParams,
    queryText: { range: 'JSON: [0,24] (inclusive)', filter: 'JSON: {"projector":"ads"}' },
    responses: { 200: { description: 'Parked events', headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(
    @ValidQuery() params: z.infer<typeof ParkedListParams>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ParkedEventDto[]> {
    const range = (params.range ?? [0, 24]) as [number, number];
    const { rows, total } = await listParkedEvents(this.sql, { projector: params.filter?.projector, range });
    listPageHeaders(reply, 'parked', range[0], rows.length, total);
    return rows.map((r) => ({ id: `${r.projector}:${r.position}`, ...r }));
  }

  /** Re-runs a projector's parked events (of one stream, or all), in order; 409 when projections run elsewhere. */
  @Post('retry')
  @Operation({
    tag: 'admin',
    summary: "Re-runs a projector's parked events (of one stream, or all) after a fix",
    body: RetryParkedInput,
    responses: { 200: { description: 'How many applied, how many still parked' }, ...errors(400, 401, 403, 409) },
  })
  @HttpCode(200)
  async retry(@Body() body: unknown, @Req() request: FastifyRequest): Promise<RetryParkedResult> {
    const locale = localeOf(request.headers['accept-language']);
    const input = parseInput(RetryParkedInput, body, request);
    const local = localProjections(this.projections);
    if (!local) throw new ApiHttpError(409, message('projectionsElsewhere', locale));
    if (!local.projectorNames.includes(input.projector))
      throw new ApiHttpError(400, message('validation', locale), { projector: [message('unknownProjector', locale)] });
    return local.retryParked(input.projector, input.streamId);
  }
}
