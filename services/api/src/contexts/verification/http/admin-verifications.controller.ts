import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_VERIFICATION_LIST_DOCS,
  AdminVerificationDto,
  AdminVerificationListParams,
  code,
  CommandAccepted,
  isEntityId,
  RejectVerificationInput,
  RevokeVerificationInput,
  verificationReasonCode,
  type UserDto,
} from '@anonse/contracts';
import { CurrentUser, ModeratorGuard } from '#api/platform/auth/guards';
import type { CommandContext } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext, freshCommandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { RunVerificationCommand, type VerificationChange } from '../commands/verification.command';
import { VerificationPhotoStore } from '../files/verification-photo-store';
import {
  AccountOfAttemptQuery,
  GetAdminVerificationQuery,
  ListAdminVerificationsQuery,
  VerificationStateQuery,
} from '../queries/verification.queries';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

/** Every view is a new record: a GET takes no Idempotency-Key, so each gets a fresh command id. */
const viewContext = (request: FastifyRequest, user: UserDto): CommandContext =>
  freshCommandContext(request, { id: user.id, role: user.role });

const notFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('verification:verificationNotFound'), localeOf(request.headers['accept-language'])), undefined, {
    'Cache-Control': 'private, no-store',
  });
const photoNotFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('verification:photoNotFound'), localeOf(request.headers['accept-language'])), undefined, {
    'Cache-Control': 'private, no-store',
  });

/**
 * The moderators' verification queue (simple-rest dialect for web-admin): administrators and moderators only —
 * auditors and everyone else get 403, server-side. Photos are decrypted on the fly for each view, and every view
 * is recorded (who, when) before a byte is sent.
 */
@Controller('api/admin/verifications')
@UseGuards(ModeratorGuard)
export class AdminVerificationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
    private readonly photos: VerificationPhotoStore,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Verification attempts, the oldest waiting first (ra-data-simple-rest list)',
    query: AdminVerificationListParams,
    queryText: ADMIN_VERIFICATION_LIST_DOCS,
    responses: {
      200: { description: 'Attempts', schema: z.array(AdminVerificationDto), headers: ['Content-Range'] },
      ...errors(400, 401, 403),
    },
  })
  async list(
    @ValidQuery() params: AdminVerificationListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminVerificationDto[]> {
    const list = listRequest(params);
    const { rows, total } = await this.queryBus.execute(new ListAdminVerificationsQuery(list));
    listPageHeaders(reply, 'verifications', list.range[0], rows.length, total);
    return rows;
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One verification attempt with every recorded view of its photos',
    responses: { 200: { description: 'Attempt', schema: AdminVerificationDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminVerificationDto> {
    const attempt = isEntityId(id) ? await this.queryBus.execute(new GetAdminVerificationQuery(id)) : null;
    if (!attempt) throw notFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return attempt;
  }

  @Get(':id/photos/:index')
  @Operation({
    tag: 'admin',
    summary: 'One photo of a pending attempt (0: the card, 1: the likeness), decrypted for this view, which is recorded',
    responses: { 200: { description: 'JPEG bytes, never cached' }, ...errors(401, 403, 404) },
  })
  async photo(
    @Param('id') id: string,
    @Param('index') index: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<void> {
    if (!isEntityId(id) || !/^[01]$/.test(index)) throw photoNotFound(request);
    const photoIndex = Number(index);
    const accountId = await this.queryBus.execute(new AccountOfAttemptQuery(id));
    if (!accountId) throw photoNotFound(request);
    const state = await this.queryBus.execute(new VerificationStateQuery(accountId));
    const photo = state.attempts.get(id)?.photos.find((p) => p.photoIndex === photoIndex);
    if (!photo) throw photoNotFound(request);
    // The view is on record before the photo leaves; a photo that cannot be shown (decided meanwhile) is refused by the decider.
    const result = await this.commandBus.execute(
      new RunVerificationCommand(
        { type: 'ViewVerificationPhoto', accountId, attemptId: id, photoIndex, viewerId: user.id },
        viewContext(request, user),
      ),
    );
    await this.consistency.waitFor(result.position);
    const body = await this.photos.read(id, photo.fileKey);
    if (!body) throw photoNotFound(request);
    await reply
      .header('Content-Type', photo.contentType)
      .header('Content-Length', String(body.length))
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', 'inline')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  }

  @Post(':id/approve')
  @Operation({
    tag: 'admin',
    summary: 'Approves the attempt: the account is verified (VerifyAccount); its photos and their key are deleted',
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async approve(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    const accountId = await this.accountOf(id, request);
    return this.run(request, user, id, { type: 'VerifyAccount', accountId, attemptId: id });
  }

  @Post(':id/reject')
  @Operation({
    tag: 'admin',
    summary:
      'Rejects the attempt with a template and/or a reason of your own; its photos and their key are deleted; a new attempt is possible after the wait',
    body: RejectVerificationInput,
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
    const accountId = await this.accountOf(id, request);
    const input = parseInput(RejectVerificationInput, body, request);
    return this.run(request, user, id, {
      type: 'RejectVerification',
      accountId,
      attemptId: id,
      reasonCode: input.template ? verificationReasonCode(input.template) : null,
      reason: input.reason ?? '',
    });
  }

  @Post(':id/revoke')
  @Operation({
    tag: 'admin',
    summary: "Takes back the account's verification (the badge leaves its ads) with a reason",
    body: RevokeVerificationInput,
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async revoke(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    const accountId = await this.accountOf(id, request);
    const input = parseInput(RevokeVerificationInput, body, request);
    return this.run(request, user, id, { type: 'RevokeVerification', accountId, reason: input.reason });
  }

  /** The account an attempt belongs to; an unknown attempt (or a malformed id) is 404 whatever the body. */
  private async accountOf(id: string, request: FastifyRequest): Promise<string> {
    const accountId = isEntityId(id) ? await this.queryBus.execute(new AccountOfAttemptQuery(id)) : null;
    if (!accountId) throw notFound(request);
    return accountId;
  }

  private async run(request: FastifyRequest, user: UserDto, id: string, change: VerificationChange): Promise<CommandAccepted> {
    const result = await this.commandBus.execute(
      new RunVerificationCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}
