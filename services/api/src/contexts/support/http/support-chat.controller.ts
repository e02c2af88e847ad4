import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  catchUpPage,
  SUPPORT_CHAT_EVENTS_PAGE,
  SupportChatDto,
  SupportChatEventsPage,
  SupportChatEventsQuery,
  SupportChatSendInput,
  SupportChatSent,
  type UserDto,
} from '@anonse/contracts';
import { Inject } from '@nestjs/common';
import type { SqlExecutor } from '@anonse/eventstore';
import { supportChatFeedOf } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { parseInput } from '#api/platform/http/validation';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { SupportChatService } from '../support-chat.service';

/** The dashboard's "Czat z obsługą" (docs/product.md): the signed-in person's one chat with staff. */
@Controller('api/support/chat')
@UseGuards(LoggedInGuard)
export class SupportChatController {
  constructor(
    private readonly chats: SupportChatService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'support',
    summary: "The person's support chat: its newest messages, whether staff are online, and the position live updates continue from",
    responses: { 200: { description: 'The chat', schema: SupportChatDto }, ...errors(401) },
  })
  async chat(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<SupportChatDto> {
    void reply.header('Cache-Control', 'private, no-store');
    return this.chats.view(user.id);
  }

  @Post('messages')
  @Operation({
    tag: 'support',
    summary:
      'Writes to support (the same clientId again answers the same message); with no moderator online it goes on by e-mail, and the answer says so',
    body: SupportChatSendInput,
    responses: { 201: { description: 'The message', schema: SupportChatSent }, ...errors(400, 401, 429) },
  })
  @HttpCode(201)
  @Idempotent()
  async send(@Body() body: unknown, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<SupportChatSent> {
    return this.chats.send(request, user, parseInput(SupportChatSendInput, body, request));
  }

  @Get('events')
  @Operation({
    tag: 'support',
    summary:
      "The catch-up after a socket reconnect: the chat's changes after `after`, oldest first (ask again from `position` while a page is full)",
    query: SupportChatEventsQuery,
    responses: { 200: { description: 'Changes', schema: SupportChatEventsPage }, ...errors(400, 401) },
  })
  async events(
    @ValidQuery() query: SupportChatEventsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<SupportChatEventsPage> {
    const rows = await supportChatFeedOf(this.sql, user.id, query.after, SUPPORT_CHAT_EVENTS_PAGE);
    const page = catchUpPage(rows, query.after, SUPPORT_CHAT_EVENTS_PAGE);
    void reply.header('Cache-Control', 'private, no-store');
    const items = [];
    for (const row of page.items) items.push(await this.chats.itemFor(row));
    return { items, position: page.position };
  }
}
