import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminSupportChatDto,
  AdminSupportChatListParams,
  code,
  isEntityId,
  ROLES,
  SUPPORT_CHAT_LIST_DOCS,
  SupportChatAssignInput,
  SupportChatNoteInput,
  SupportChatReplyInput,
  SupportChatStats,
  SupportInboxCounts,
  SupportStatusInput,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getSupportChat, listSupportChats, supportChatCounts, supportChatStats } from '@anonse/projections';
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
import { message, textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { SQL } from '#api/platform/tokens';
import { ChangeSupportChatCommand } from '../commands/change-support-chat.command';

const notFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('support:chatNotFound'), localeOf(request.headers['accept-language'])));

/**
 * The support chats of the console's inbox (`/admin/support/`, beside the contact messages): every staff role reads,
 * moderators and administrators answer, note, assign, close and reopen. Opening one is recorded in the data access
 * log first. Who holds a chat while answering it is the moderation claim (`itemType: support-chat`).
 */
@Controller('api/admin/support-chats')
@UseGuards(StaffGuard)
export class AdminSupportChatsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly realtime: RealtimeServer,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Support chats: open ones first, then by their last message (ra-data-simple-rest list)',
    query: AdminSupportChatListParams,
    queryText: SUPPORT_CHAT_LIST_DOCS,
    responses: {
      200: { description: 'Chats', schema: z.array(AdminSupportChatDto), headers: ['Content-Range'] },
      ...errors(400, 401, 403),
    },
  })
  async list(
    @ValidQuery() params: AdminSupportChatListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSupportChatDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listSupportChats(this.sql, list);
    listPageHeaders(reply, 'support-chats', list.range[0], rows.length, total);
    return rows;
  }

  @Get('counts')
  @Operation({
    tag: 'admin',
    summary: 'Open chats, and those whose last word is the person’s',
    responses: { 200: { description: 'Counts', schema: SupportInboxCounts }, ...errors(401, 403) },
  })
  async counts(@Res({ passthrough: true }) reply: FastifyReply): Promise<SupportInboxCounts> {
    void reply.header('Cache-Control', 'private, no-store');
    return supportChatCounts(this.sql);
  }

  @Get('stats')
  @Operation({
    tag: 'admin',
    summary: 'First-response time of support conversations: p50 and p95 of the answered ones (the console dashboard)',
    responses: { 200: { description: 'Stats', schema: SupportChatStats }, ...errors(401, 403) },
  })
  async stats(@Res({ passthrough: true }) reply: FastifyReply): Promise<SupportChatStats> {
    void reply.header('Cache-Control', 'private, no-store');
    return supportChatStats(this.sql);
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One chat with its thread and notes (ETag: its revision); the opening is recorded in the data access log first',
    responses: { 200: { description: 'Chat', schema: AdminSupportChatDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminSupportChatDto> {
    const found = isEntityId(id) ? await getSupportChat(this.sql, id) : null;
    if (!found) throw notFound(request);
    await this.commandBus.execute(
      new RecordPersonalDataViewCommand(id, 'support-chat', freshCommandContext(request, { id: user.id, role: user.role }), id),
    );
    void reply.header('ETag', etagOf(found.revision)).header('Cache-Control', 'private, no-store');
    return found;
  }

  @Post(':id/messages')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Answers the person: live when they are connected, else by e-mail to their address (If-Match optional)',
    body: SupportChatReplyInput,
    responses: { 201: { description: 'The chat now', schema: AdminSupportChatDto }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(201)
  @Idempotent()
  async answer(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminSupportChatDto> {
    if (!isEntityId(id)) throw notFound(request);
    const input = parseInput(SupportChatReplyInput, body, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // A retry (the same Idempotency-Key and body) names the same answer, so it is sent once.
    const messageId = derivedEntityId(idempotencyScope(ctx, { id, ...input }), 'support-chat-message');
    const personOnline = await this.realtime.isOnline(id);
    await this.run(
      request,
      id,
      new ChangeSupportChatCommand(
        {
          type: 'AnswerSupportChat',
          accountId: id,
          messageId,
          staffId: user.id,
          text: input.text,
          cannedId: input.cannedId ?? null,
          personOnline,
        },
        ctx,
        ifMatchRevision(request),
      ),
    );
    return this.current(request, reply, id);
  }

  @Post(':id/notes')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Adds an internal note (staff only; never shown to the person)',
    body: SupportChatNoteInput,
    responses: { 201: { description: 'The chat now', schema: AdminSupportChatDto }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(201)
  @Idempotent()
  async note(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminSupportChatDto> {
    if (!isEntityId(id)) throw notFound(request);
    const input = parseInput(SupportChatNoteInput, body, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const noteId = derivedEntityId(idempotencyScope(ctx, { id, ...input }), 'support-chat-note');
    await this.run(
      request,
      id,
      new ChangeSupportChatCommand({ type: 'AddSupportChatNote', accountId: id, noteId, staffId: user.id, text: input.text }, ctx),
    );
    return this.current(request, reply, id);
  }

  @Put(':id/assignee')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Assigns the chat to a moderator or administrator, or to nobody (null)',
    body: SupportChatAssignInput,
    responses: { 200: { description: 'The chat now', schema: AdminSupportChatDto }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async assign(
    @Param('id') id: string,
    @ValidBody() input: SupportChatAssignInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminSupportChatDto> {
    if (!isEntityId(id)) throw notFound(request);
    if (input.assigneeId !== null) {
      const { rows } = await this.sql.query<{ role: number }>('SELECT role FROM accounts WHERE id = $1', [input.assigneeId]);
      const role = rows[0]?.role;
      if (role !== ROLES.moderator && role !== ROLES.administrator) {
        const locale = localeOf(request.headers['accept-language']);
        throw new ApiHttpError(400, message('badRequest', locale), { assigneeId: [textOf(code('support:badAssignee'), locale)] });
      }
    }
    await this.run(
      request,
      id,
      new ChangeSupportChatCommand(
        { type: 'AssignSupportChat', accountId: id, staffId: user.id, assigneeId: input.assigneeId },
        commandContext(request, { id: user.id, role: user.role }),
        ifMatchRevision(request),
      ),
    );
    return this.current(request, reply, id);
  }

  @Put(':id/status')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Marks the chat handled, or open again (If-Match optional; a stale one: 409 with the chat as it is)',
    body: SupportStatusInput,
    responses: { 200: { description: 'The chat now', schema: AdminSupportChatDto }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async status(
    @Param('id') id: string,
    @ValidBody() input: SupportStatusInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminSupportChatDto> {
    if (!isEntityId(id)) throw notFound(request);
    await this.run(
      request,
      id,
      new ChangeSupportChatCommand(
        { type: 'SetSupportChatStatus', accountId: id, staffId: user.id, status: input.status },
        commandContext(request, { id: user.id, role: user.role }),
        ifMatchRevision(request),
      ),
    );
    return this.current(request, reply, id);
  }

  private async run(request: FastifyRequest, id: string, command: ChangeSupportChatCommand): Promise<void> {
    try {
      const result = await this.commandBus.execute(command);
      await this.consistency.waitFor(result.position);
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error;
      const text = textOf(code('support:chatChanged'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(409, text, undefined, undefined, await getSupportChat(this.sql, id));
    }
  }

  private async current(request: FastifyRequest, reply: FastifyReply, id: string): Promise<AdminSupportChatDto> {
    const found = await getSupportChat(this.sql, id);
    if (!found) throw notFound(request);
    void reply.header('ETag', etagOf(found.revision));
    return found;
  }
}
