import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminSupportListParams,
  code,
  isEntityId,
  SUPPORT_LIST_DOCS,
  SupportInboxCounts,
  SupportMessageDto,
  SupportReplyInput,
  SupportStatusInput,
  supportMessageSubject,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getSupportMessage, listSupportMessages, supportInboxCounts } from '@anonse/projections';
import { RecordPersonalDataViewCommand } from '#api/contexts/accounts/index';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { StaleRevisionError } from '#api/platform/domain/domain-error';
import { ApiHttpError } from '#api/platform/http/api-error';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';
import { etagOf, ifMatchRevision } from '#api/platform/http/etag';
import { localeOf } from '#api/platform/http/locale';
import { commandContext, freshCommandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeSupportMessageCommand } from '../commands/change-support-message.command';

const notFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('support:notFound'), localeOf(request.headers['accept-language'])));

/**
 * The support inbox (docs/product.md § 2 `/admin/support/`, simple-rest dialect): every staff role reads it, moderators and
 * administrators answer, close, reopen and delete. Changes may carry If-Match (the ETag of the message): two
 * moderators working the inbox do not clobber each other.
 */
@Controller('api/admin/support')
@UseGuards(StaffGuard)
export class AdminSupportController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Contact messages: open ones first, then newest first (ra-data-simple-rest list)',
    query: AdminSupportListParams,
    queryText: SUPPORT_LIST_DOCS,
    responses: {
      200: { description: 'Messages', schema: z.array(SupportMessageDto), headers: ['Content-Range'] },
      ...errors(400, 401, 403),
    },
  })
  async list(@ValidQuery() params: AdminSupportListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<SupportMessageDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listSupportMessages(this.sql, list);
    listPageHeaders(reply, 'support', list.range[0], rows.length, total);
    return rows;
  }

  @Get('counts')
  @Operation({
    tag: 'admin',
    summary: "The inbox's badge: open messages, and those nobody has answered",
    responses: { 200: { description: 'Counts', schema: SupportInboxCounts }, ...errors(401, 403) },
  })
  async counts(@Res({ passthrough: true }) reply: FastifyReply): Promise<SupportInboxCounts> {
    void reply.header('Cache-Control', 'private, no-store');
    return supportInboxCounts(this.sql);
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One message with its thread (ETag: its revision); the view is recorded in the data access log first',
    responses: { 200: { description: 'Message', schema: SupportMessageDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<SupportMessageDto> {
    const found = isEntityId(id) ? await getSupportMessage(this.sql, id) : null;
    if (!found) throw notFound(request);
    // The sender's name, address and words are personal data: on record before they leave, like an account's e-mail.
    // A guest has no account, so the message's own data subject stands for them; `detail` names the message.
    await this.commandBus.execute(
      new RecordPersonalDataViewCommand(
        found.accountId ?? supportMessageSubject(found.id),
        'support-message',
        freshCommandContext(request, { id: user.id, role: user.role }),
        found.id,
      ),
    );
    void reply.header('ETag', etagOf(found.revision)).header('Cache-Control', 'private, no-store');
    return found;
  }

  @Put(':id/status')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Marks a message handled, or open again (If-Match optional; a stale one: 409 with the message as it is)',
    body: SupportStatusInput,
    responses: { 200: { description: 'The message now', schema: SupportMessageDto }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async status(
    @Param('id') id: string,
    @ValidBody() input: SupportStatusInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<SupportMessageDto> {
    if (!isEntityId(id)) throw notFound(request);
    await this.run(
      request,
      id,
      new ChangeSupportMessageCommand(
        { type: 'SetSupportMessageStatus', messageId: id, staffId: user.id, status: input.status },
        commandContext(request, { id: user.id, role: user.role }),
        ifMatchRevision(request),
      ),
    );
    return this.current(request, reply, id);
  }

  @Post(':id/replies')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Replies to a message: e-mailed to the sender in their language and kept in the thread (If-Match optional)',
    body: SupportReplyInput,
    responses: { 201: { description: 'The message with its thread', schema: SupportMessageDto }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(201)
  @Idempotent()
  async reply(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<SupportMessageDto> {
    if (!isEntityId(id)) throw notFound(request);
    // Validated after the id, so a reply to nothing is a 404 whatever its body.
    const input = parseInput(SupportReplyInput, body, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // A retry (the same Idempotency-Key and body) names the same reply, so it is sent once.
    const replyId = derivedEntityId(idempotencyScope(ctx, { id, ...input }), 'support-reply');
    await this.run(
      request,
      id,
      new ChangeSupportMessageCommand(
        { type: 'ReplyToSupportMessage', messageId: id, replyId, staffId: user.id, text: input.text },
        ctx,
        ifMatchRevision(request),
      ),
    );
    return this.current(request, reply, id);
  }

  @Delete(':id')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Deletes a message and shreds its personal data (its key is destroyed; the log stays intact)',
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(204)
  @Idempotent()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<void> {
    if (!isEntityId(id)) throw notFound(request);
    await this.run(
      request,
      id,
      new ChangeSupportMessageCommand(
        { type: 'DeleteSupportMessage', messageId: id, staffId: user.id },
        commandContext(request, { id: user.id, role: user.role }),
        ifMatchRevision(request),
      ),
    );
  }

  private async run(request: FastifyRequest, id: string, command: ChangeSupportMessageCommand): Promise<void> {
    try {
      const result = await this.commandBus.execute(command);
      await this.consistency.waitFor(result.position);
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error;
      const text = textOf(code('support:changed'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(409, text, undefined, undefined, await getSupportMessage(this.sql, id));
    }
  }

  private async current(request: FastifyRequest, reply: FastifyReply, id: string): Promise<SupportMessageDto> {
    const found = await getSupportMessage(this.sql, id);
    if (!found) throw notFound(request);
    void reply.header('ETag', etagOf(found.revision));
    return found;
  }
}
