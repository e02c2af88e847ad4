import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdStatus, RejectAdInput, type AdDetail, type CommandAccepted } from '@anonse/contracts';
import { AdminGuard, userOf } from '../../accounts/http/guards';
import { ApiHttpError } from '../../http/api-error';
import { etagOf, ifMatchRevision } from '../../http/etag';
import { localeOf, message } from '../../http/locale';
import { commandContext } from '../../http/request-context';
import { parseInput } from '../../http/validation';
import { ConsistencyService } from '../../infra/consistency.service';
import { ApproveAdCommand, RejectAdCommand } from '../commands/moderate-ad.command';
import { GetAdQuery, ListAdminAdsQuery } from '../queries/ad.queries';

const jsonParam = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

/** react-admin's ra-data-simple-rest list parameters: `sort=["field","DESC"]&range=[0,24]&filter={…}`. */
const AdminListParams = z.object({
  sort: jsonParam(z.tuple([z.string().max(40), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 1000, 'invalid range')),
  filter: jsonParam(
    z.object({
      status: AdStatus.optional(),
      q: z.string().max(200).optional(),
      city: z.string().max(80).optional(),
      category: z.string().max(40).optional(),
      ownerId: z.string().max(100).optional(),
    }),
  ),
});

/** The moderation API (simple-rest dialect for web-admin), administrators only (401/403 server-side). */
@Controller('api/admin/anonse')
@UseGuards(AdminGuard)
export class AdminAdsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
  ) {}

  @Get()
  async list(@Query() query: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdDetail[]> {
    const params = parseInput(AdminListParams, query, request);
    const range = params.range ?? [0, 24];
    const { rows, total } = await this.queryBus.execute(
      new ListAdminAdsQuery({
        filter: params.filter,
        sort: params.sort ? { field: params.sort[0], order: params.sort[1].toUpperCase() as 'ASC' | 'DESC' } : undefined,
        range: range as [number, number],
      }),
    );
    const end = rows.length ? range[0] + rows.length - 1 : range[0];
    void reply.header('Content-Range', `anonse ${range[0]}-${end}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range, ETag');
    return rows;
  }

  @Get(':id')
  async one(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdDetail> {
    const ad = await this.queryBus.execute(new GetAdQuery(id));
    if (!ad) throw new ApiHttpError(404, message('adNotFound', localeOf(request.headers['accept-language'])));
    void reply.header('ETag', etagOf(ad.revision)).header('Cache-Control', 'private, no-store');
    return ad;
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@Param('id') id: string, @Req() request: FastifyRequest): Promise<CommandAccepted> {
    const user = userOf(request)!;
    const result = await this.commandBus.execute(
      new ApproveAdCommand(id, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(@Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<CommandAccepted> {
    const input = parseInput(RejectAdInput, body, request);
    const user = userOf(request)!;
    const result = await this.commandBus.execute(
      new RejectAdCommand(id, input.reason, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}
