import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_CONVERSATION_LIST_DOCS,
  AdminConversationActionInput,
  AdminConversationDto,
  AdminConversationListItem,
  AdminConversationListParams,
  code,
  isEntityId,
  MessagePhotoId,
  REPORT_WINDOW_AFTER,
  REPORT_WINDOW_BEFORE,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listReportedConversations, messagesInWindows, messageWithPhoto, reportedConversation } from '@anonse/projections';
import { ModerateAccountCommand, RecordPersonalDataViewCommand } from '#api/contexts/accounts/index';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { listPageHeaders } from '#api/platform/http/content-range';
import { localeOf } from '#api/platform/http/locale';
import { commandContext, freshCommandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeConversationCommand } from '../commands/change-conversation.command';
import { ChangeMessagingAccountCommand } from '../commands/change-messaging-account.command';
import { MessagePhotoStore } from '#api/contexts/media/index';

const notFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('messaging:notFound'), localeOf(request.headers['accept-language'])));

/** The seq ranges staff may see: REPORT_WINDOW_BEFORE messages before each report's message and REPORT_WINDOW_AFTER after. */
export const reportWindows = (atSeqs: readonly number[]): [number, number][] =>
  atSeqs.map((seq) => [Math.max(1, seq - REPORT_WINDOW_BEFORE), seq + REPORT_WINDOW_AFTER]);

/**
 * Reported conversations in the console (simple-rest dialect). Staff never see a conversation nobody reported, and
 * of a reported one only the window around each report (docs/messaging.md § Moderation); every opening is recorded
 * in the data access log, once for each participant, before anything is sent.
 */
@Controller('api/admin/conversations')
@UseGuards(StaffGuard)
export class AdminConversationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly photos: MessagePhotoStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Reported conversations: open underage and coercion reports first, then by the latest report (ra-data-simple-rest list)',
    query: AdminConversationListParams,
    queryText: ADMIN_CONVERSATION_LIST_DOCS,
    responses: {
      200: { description: 'Conversations', schema: z.array(AdminConversationListItem), headers: ['Content-Range'] },
      ...errors(400, 401, 403),
    },
  })
  async list(
    @ValidQuery() params: AdminConversationListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminConversationListItem[]> {
    const range = (params.range ?? [0, 24]) as [number, number];
    const direction = (params.sort?.[1].toUpperCase() ?? 'DESC') as 'ASC' | 'DESC';
    const { rows, total } = await listReportedConversations(this.sql, params.filter ?? {}, range, direction);
    listPageHeaders(reply, 'conversations', range[0], rows.length, total);
    void reply.header('Cache-Control', 'private, no-store');
    return rows;
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary:
      'One reported conversation: its reports, the actions taken and the messages around each report; the view is recorded in the data access log first',
    responses: { 200: { description: 'Conversation', schema: AdminConversationDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminConversationDto> {
    const found = isEntityId(id) ? await reportedConversation(this.sql, id) : null;
    if (!found) throw notFound(request);
    for (const person of found.participants)
      await this.commandBus.execute(
        new RecordPersonalDataViewCommand(
          person.id,
          'conversation',
          freshCommandContext(request, { id: user.id, role: user.role }),
          found.id,
        ),
      );
    const messages = await messagesInWindows(this.sql, id, reportWindows(found.reports.map((r) => r.atSeq)));
    void reply.header('Cache-Control', 'private, no-store');
    return {
      id: found.id,
      participants: found.participants,
      ad: found.adId && found.adTitle ? { id: found.adId, title: found.adTitle } : null,
      status: found.status,
      reports: found.reports.map(({ atSeq: _atSeq, ...report }) => report),
      messages,
      actions: found.actions,
    };
  }

  @Get(':id/photos/:photoId')
  @Operation({
    tag: 'admin',
    summary:
      'A photo of a message the staff see: only within the window around a report, as its text (`size=thumb` for the thumbnail); never cached',
    responses: { 200: { description: 'JPEG bytes' }, ...errors(401, 403, 404) },
  })
  async photo(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const missing = () =>
      new ApiHttpError(404, textOf(code('messaging:photoNotFound'), localeOf(request.headers['accept-language'])), undefined, {
        'Cache-Control': 'private, no-store',
      });
    const found = isEntityId(id) && MessagePhotoId.safeParse(photoId).success ? await reportedConversation(this.sql, id) : null;
    const message = found ? await messageWithPhoto(this.sql, id, photoId) : null;
    // The window is the one the opening showed (and the data access log recorded); an erased message is gone for all.
    const inWindow = (seq: number) => reportWindows(found!.reports.map((r) => r.atSeq)).some(([from, to]) => seq >= from && seq <= to);
    if (!message || message.deleted || !inWindow(message.seq)) throw missing();
    const size = (request.query as Record<string, unknown>).size === 'thumb' ? 'thumb' : 'full';
    const body = await this.photos.read(id, message.senderId, photoId, size);
    if (!body) throw missing();
    await reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', String(body.length))
      .send(body);
  }

  @Post(':id/actions')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary:
      "Acts on the reported account: warn, hide-message (messageId), block-sender (no more messages from it), ban (the account's block)",
    body: AdminConversationActionInput,
    responses: { 201: { description: 'The conversation now', schema: AdminConversationDto }, ...errors(400, 401, 403, 404, 409, 422) },
  })
  @HttpCode(201)
  @Idempotent()
  async act(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminConversationDto> {
    if (!isEntityId(id) || !(await reportedConversation(this.sql, id))) throw notFound(request);
    const input = parseInput(AdminConversationActionInput, body, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(
      new ChangeConversationCommand(
        {
          type: 'ModerateConversation',
          conversationId: id,
          staffId: user.id,
          action: input.action,
          messageId: input.messageId ?? null,
          note: input.note || null,
        },
        ctx,
      ),
    );
    await this.consistency.waitFor(result.position);
    const after = (await reportedConversation(this.sql, id))!;
    const targetId = after.actions.at(-1)?.targetId;
    if (targetId && input.action === 'block-sender') {
      const suspended = await this.commandBus.execute(
        new ChangeMessagingAccountCommand({ type: 'SuspendMessaging', accountId: targetId, staffId: user.id, conversationId: id }, ctx),
      );
      await this.consistency.waitFor(suspended.position);
    }
    if (targetId && input.action === 'ban') {
      // The account's own block (sessions end, logins refused), with the conversation named as the reason.
      const banned = await this.commandBus.execute(
        new ModerateAccountCommand(targetId, { type: 'BlockAccount', reason: input.note || `conversation ${id}` }, undefined, ctx),
      );
      await this.consistency.waitFor(banned.position);
    }
    return this.one(id, request, reply, user);
  }
}
