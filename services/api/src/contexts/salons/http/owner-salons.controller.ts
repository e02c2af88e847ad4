import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ApiError,
  CommandAccepted,
  CreateSalonInput,
  isEntityId,
  OwnerSalon,
  ROLES,
  UpdateSalonInput,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getSalon, listSalonsOfOwner } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { StaleRevisionError } from '#api/platform/domain/domain-error';
import { ApiHttpError } from '#api/platform/http/api-error';
import { etagOf, ifMatchRevision, requiredIfMatchRevision } from '#api/platform/http/etag';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { message } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { CreateSalonCommand, DeleteSalonCommand, EditSalonCommand } from '../commands/salon.commands';
import { salonNotFound } from './salon-errors';
import { toOwnerSalon } from './salon-views';

const SalonAccepted = CommandAccepted.extend({ slug: z.string() });
const IF_MATCH = {
  409: { description: 'Stale If-Match; `current` is the salon as it is now', schema: ApiError },
  428: { description: 'If-Match is missing', schema: ApiError },
};

/** The owner's salons: submit one for review, edit it (If-Match), delete it, list them. */
@Controller('api/salon')
@UseGuards(LoggedInGuard)
export class OwnerSalonsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Post()
  @Operation({
    tag: 'salons',
    summary: 'Submits a new massage salon for review',
    body: CreateSalonInput,
    responses: { 201: { description: 'Accepted', schema: SalonAccepted }, ...errors(400, 401, 413, 415, 422) },
  })
  @HttpCode(201)
  @Idempotent()
  async create(
    @ValidBody() fields: CreateSalonInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<z.infer<typeof SalonAccepted>> {
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // A retry (the same Idempotency-Key and body) names the same salon, so it is created once.
    const salonId = derivedEntityId(idempotencyScope(ctx, fields), 'salon');
    const result = await this.commandBus.execute(new CreateSalonCommand(salonId, fields, ctx));
    await this.consistency.waitFor(result.position);
    const row = await getSalon(this.sql, salonId);
    return { id: salonId, revision: result.revision, position: result.position, slug: row?.slug ?? result.slug };
  }

  @Get('mine')
  @Operation({
    tag: 'salons',
    summary: "The caller's salons with their status, newest first",
    responses: { 200: { description: 'Salons', schema: z.array(OwnerSalon) }, ...errors(401) },
  })
  async mine(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<OwnerSalon[]> {
    void reply.header('Cache-Control', 'private, no-store');
    return (await listSalonsOfOwner(this.sql, user.id)).map(toOwnerSalon);
  }

  @Get(':id')
  @Operation({
    tag: 'salons',
    summary: "One of the caller's salons as last sent (staff may read any)",
    responses: { 200: { description: 'Salon (ETag = revision)', schema: OwnerSalon, headers: ['ETag'] }, ...errors(401, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<OwnerSalon> {
    const row = isEntityId(id) ? await getSalon(this.sql, id) : null;
    const staff = user.role === ROLES.administrator || user.role === ROLES.moderator;
    if (!row || (row.ownerId !== user.id && !staff)) throw salonNotFound(request);
    void reply.header('ETag', etagOf(row.revision)).header('Cache-Control', 'private, no-store');
    return toOwnerSalon(row);
  }

  @Put(':id')
  @Operation({
    tag: 'salons',
    summary:
      'Edits the salon: a pending or rejected one goes (back) to review, an approved one keeps its public version until the edit is approved',
    headers: ['If-Match'],
    body: UpdateSalonInput,
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 404, 422), ...IF_MATCH },
  })
  @HttpCode(200)
  @Idempotent()
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw salonNotFound(request);
    const fields = parseInput(UpdateSalonInput, body, request);
    const revision = requiredIfMatchRevision(request);
    return this.run(
      id,
      user,
      request,
      () => new EditSalonCommand(id, fields, revision, commandContext(request, { id: user.id, role: user.role })),
    );
  }

  @Delete(':id')
  @Operation({
    tag: 'salons',
    summary: 'Deletes the salon for good',
    headers: ['If-Match'],
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404), ...IF_MATCH },
  })
  @HttpCode(200)
  @Idempotent()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw salonNotFound(request);
    return this.run(
      id,
      user,
      request,
      () => new DeleteSalonCommand(id, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
  }

  /** A stale If-Match answers 409 with the salon as it is now, to its owner only (a stranger learns nothing). */
  private async run(
    id: string,
    user: UserDto,
    request: FastifyRequest,
    command: () => EditSalonCommand | DeleteSalonCommand,
  ): Promise<CommandAccepted> {
    let result: { revision: number; position: number };
    try {
      result = await this.commandBus.execute(command());
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error;
      const row = await getSalon(this.sql, id);
      if (!row || row.ownerId !== user.id) throw salonNotFound(request);
      throw new ApiHttpError(
        409,
        message('conflict', localeOf(request.headers['accept-language'])),
        undefined,
        undefined,
        toOwnerSalon(row),
      );
    }
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}
