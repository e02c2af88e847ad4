import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { CommandAccepted, isEntityId, UpdateAdInput, type UserDto } from '@anonse/contracts';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { requiredIfMatchRevision } from '#api/platform/http/etag';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { AdOwnerActionCommand, UpdateAdCommand, type AdOwnerAction } from '../commands/owner-ad.command';
import { adNotFound } from './ad-not-found';
import { IF_MATCH_409, runOwnerCommand } from './owner-command';

const ownerActionResponses = { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404), ...IF_MATCH_409 };

/**
 * The owner's hand on their ad: edit (If-Match), deactivate, reactivate, renew, delete. Another user's ad
 * answers 403 (it exists, but is not theirs to change); an unknown or deleted one 404.
 */
@Controller('api/anonse')
@UseGuards(LoggedInGuard)
export class OwnerAdsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
  ) {}

  @Put(':id')
  @Operation({
    tag: 'ads',
    summary: "Edits the owner's ad: city, phone and hours at once, the rest as a revision awaiting moderation",
    headers: ['If-Match'],
    body: UpdateAdInput,
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 404, 422), ...IF_MATCH_409 },
  })
  @HttpCode(200)
  @Idempotent()
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw adNotFound(request);
    const fields = parseInput(UpdateAdInput, body, request);
    return this.run(
      id,
      user.id,
      request,
      () => new UpdateAdCommand(id, fields, requiredIfMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
  }

  @Post(':id/deactivate')
  @Operation({
    tag: 'ads',
    summary: 'Takes an active ad off the site (reactivate brings it back)',
    headers: ['If-Match'],
    responses: ownerActionResponses,
  })
  @HttpCode(200)
  @Idempotent()
  deactivate(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto) {
    return this.action(id, 'deactivate', request, user);
  }

  @Post(':id/reactivate')
  @Operation({
    tag: 'ads',
    summary: 'Puts a deactivated ad back while its term lasts',
    headers: ['If-Match'],
    responses: ownerActionResponses,
  })
  @HttpCode(200)
  @Idempotent()
  reactivate(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto) {
    return this.action(id, 'reactivate', request, user);
  }

  @Post(':id/renew')
  @Operation({
    tag: 'ads',
    summary: 'Starts a new term from now; an expired ad comes back',
    headers: ['If-Match'],
    responses: ownerActionResponses,
  })
  @HttpCode(200)
  @Idempotent()
  renew(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto) {
    return this.action(id, 'renew', request, user);
  }

  @Delete(':id')
  @Operation({ tag: 'ads', summary: 'Deletes the ad for good', headers: ['If-Match'], responses: ownerActionResponses })
  @HttpCode(200)
  @Idempotent()
  remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto) {
    return this.action(id, 'delete', request, user);
  }

  private action(id: string, action: AdOwnerAction, request: FastifyRequest, user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw adNotFound(request);
    return this.run(
      id,
      user.id,
      request,
      () =>
        new AdOwnerActionCommand(id, action, requiredIfMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
  }

  /** Runs the command and waits for the read side; a stale If-Match answers 409 with the ad as it is now. */
  private async run(
    id: string,
    userId: string,
    request: FastifyRequest,
    command: () => UpdateAdCommand | AdOwnerActionCommand,
  ): Promise<CommandAccepted> {
    const result = await runOwnerCommand(
      { commandBus: this.commandBus, queryBus: this.queryBus, consistency: this.consistency },
      request,
      id,
      userId,
      command,
    );
    return { id, revision: result.revision, position: result.position };
  }
}
