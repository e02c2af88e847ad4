import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminSalon, AdminSalonListParams, CommandAccepted, isEntityId, RejectSalonInput, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getAccount, getSalon, listSalonsForAdmin } from '@anonse/projections';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { DomainError } from '#api/platform/domain/domain-error';
import { ApiHttpError } from '#api/platform/http/api-error';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';
import { etagOf, ifMatchRevision } from '#api/platform/http/etag';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ModerateSalonCommand, type SalonDecision } from '../commands/salon.commands';
import { salonNotFound } from './salon-errors';
import { toAdminSalon, toOwnerSalon } from './salon-views';

/**
 * Salons in the console (simple-rest dialect): every staff role reads, a moderator or an administrator decides
 * (the handler's guard is the narrower one). Decisions carry the If-Match of the revision shown.
 */
@Controller('api/admin/salons')
@UseGuards(StaffGuard)
export class AdminSalonsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Salons (ra-data-simple-rest list): waiting ones first; filter by status or text',
    query: AdminSalonListParams,
    responses: { 200: { description: 'Salons', schema: z.array(AdminSalon), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminSalonListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSalon[]> {
    const list = listRequest(params);
    const { rows, total } = await listSalonsForAdmin(this.sql, {
      status: list.filter?.status,
      text: list.filter?.q,
      // react-admin's default sort is by id, which means nothing for salons: the list's own order stands.
      sort: list.sort && list.sort.field !== 'id' ? { field: list.sort.field, order: list.sort.order } : undefined,
      range: list.range,
    });
    listPageHeaders(reply, 'salons', list.range[0], rows.length, total);
    return Promise.all(rows.map(async (r) => toAdminSalon(this.sql, r, (await getAccount(this.sql, r.ownerId))?.login ?? null)));
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One salon: the version to decide on, its photos, the public version beside it',
    responses: { 200: { description: 'Salon (ETag = revision)', schema: AdminSalon, headers: ['ETag'] }, ...errors(401, 403, 404) },
  })
  async one(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSalon> {
    const row = isEntityId(id) ? await getSalon(this.sql, id) : null;
    if (!row) throw salonNotFound(request);
    void reply.header('ETag', etagOf(row.revision)).header('Cache-Control', 'private, no-store');
    return toAdminSalon(this.sql, row, (await getAccount(this.sql, row.ownerId))?.login ?? null);
  }

  @Post(':id/approve')
  @Operation({
    tag: 'admin',
    summary: 'Approves a pending salon or the waiting edit of an approved one',
    headers: ['If-Match'],
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  @UseGuards(ModeratorGuard)
  approve(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    return this.decide(id, { type: 'approve' }, request, user);
  }

  @Post(':id/reject')
  @Operation({
    tag: 'admin',
    summary: 'Rejects a pending salon, or only the waiting edit of an approved one, with a reason',
    headers: ['If-Match'],
    body: RejectSalonInput,
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  @UseGuards(ModeratorGuard)
  reject(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw salonNotFound(request);
    return this.decide(id, { type: 'reject', reason: parseInput(RejectSalonInput, body, request).reason }, request, user);
  }

  /** A decision that comes too late (stale If-Match, or decided meanwhile) answers 409 with the salon as it is now. */
  private async decide(id: string, decision: SalonDecision, request: FastifyRequest, user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw salonNotFound(request);
    let result: { revision: number; position: number };
    try {
      result = await this.commandBus.execute(
        new ModerateSalonCommand(id, decision, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
      );
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
      const row = await getSalon(this.sql, id);
      if (!row) throw salonNotFound(request);
      throw new ApiHttpError(
        409,
        textOf(error.code, localeOf(request.headers['accept-language'])),
        undefined,
        undefined,
        toOwnerSalon(row),
      );
    }
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}
