import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards, Body, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  catchUpPage,
  code,
  ConversationDto,
  ConversationListQuery,
  ConversationPage,
  ConversationReportedAnswer,
  ConversationStartedAnswer,
  isEntityId,
  MarkReadInput,
  MessageDto,
  MessageListQuery,
  MessagePage,
  MessagePhotoId,
  MessagePhotoUploaded,
  PHOTO_LIMITS,
  MessagingEventsPage,
  MessagingEventsQuery,
  ReportConversationInput,
  SendMessageInput,
  StartConversationInput,
  UnreadCount,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listConversations, listMessages, unreadMessagingCount } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import type { RawBodyRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeConversationCommand } from '../commands/change-conversation.command';
import { ChangeMessagingAccountCommand } from '../commands/change-messaging-account.command';
import { MessagingRateLimits } from '../messaging-rate-limits';
import { MessagingService } from '../messaging.service';
import { MessagingFeedItems } from './feed-items';

const ACTIONS = ['accept', 'decline', 'block', 'unblock', 'archive', 'unarchive', 'mute', 'unmute'] as const;
type Action = (typeof ACTIONS)[number];
const SIDE_COMMANDS = {
  accept: 'AcceptConversation',
  decline: 'DeclineConversation',
  archive: 'ArchiveConversation',
  unarchive: 'UnarchiveConversation',
  mute: 'MuteConversation',
  unmute: 'UnmuteConversation',
} as const;
const UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'];
/** Nothing shown to the two people only may be kept by a cache. */
const PRIVATE_CACHE = 'private, no-store';

/** Catch-up items per answer; the browser asks again from the answer's position while it gets a full page. */
const EVENTS_PAGE = 100;

const notFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('messaging:notFound'), localeOf(request.headers['accept-language'])));

/** Conversations between people (docs/messaging.md): the signed-in person's side of each. */
@Controller('api/conversations')
@UseGuards(LoggedInGuard)
export class ConversationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly messaging: MessagingService,
    private readonly limits: MessagingRateLimits,
    private readonly feedItems: MessagingFeedItems,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Post()
  @Operation({
    tag: 'messaging',
    summary:
      "Writes to an ad's owner or to a person: a new conversation (a request when the pair has none accepted) or the next message of the pair's one about that ad",
    body: StartConversationInput,
    responses: {
      201: { description: 'The conversation', schema: ConversationStartedAnswer },
      ...errors(400, 401, 403, 404, 409, 422, 429),
    },
  })
  @HttpCode(201)
  @Idempotent()
  async start(
    @ValidBody() input: StartConversationInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ConversationStartedAnswer> {
    return { conversationId: await this.messaging.start(request, user, input) };
  }

  @Get()
  @Operation({
    tag: 'messaging',
    summary: 'One folder of conversations, latest activity first',
    query: ConversationListQuery,
    responses: { 200: { description: 'Conversations', schema: ConversationPage }, ...errors(400, 401) },
  })
  async list(
    @ValidQuery() query: ConversationListQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<ConversationPage> {
    const page = await listConversations(this.sql, user.id, query.folder, query.cursor, localeOf(request.headers['accept-language']));
    if (!page) {
      const text = textOf(code('messaging:badCursor'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(400, text, { cursor: [text] });
    }
    void reply.header('Cache-Control', 'private, no-store');
    return page;
  }

  @Get('unread-count')
  @Operation({
    tag: 'messaging',
    summary: 'Unread messages of accepted, unmuted conversations plus requests waiting for an answer',
    responses: { 200: { description: 'The count', schema: UnreadCount }, ...errors(401) },
  })
  async unread(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<UnreadCount> {
    void reply.header('Cache-Control', 'private, no-store');
    return { count: await unreadMessagingCount(this.sql, user.id) };
  }

  @Get('events')
  @Operation({
    tag: 'messaging',
    summary:
      "The catch-up after a socket reconnect: the person's changes after `after`, oldest first (ask again from `position` while a page is full)",
    query: MessagingEventsQuery,
    responses: { 200: { description: 'Changes', schema: MessagingEventsPage }, ...errors(400, 401) },
  })
  async events(
    @ValidQuery() query: MessagingEventsQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<MessagingEventsPage> {
    const rows = await this.feedItems.rowsOf(user.id, query.after, EVENTS_PAGE);
    const page = catchUpPage(rows, query.after, EVENTS_PAGE);
    void reply.header('Cache-Control', 'private, no-store');
    return {
      items: await this.feedItems.itemsFor(user.id, page.items, localeOf(request.headers['accept-language'])),
      position: page.position,
    };
  }

  @Get(':id')
  @Operation({
    tag: 'messaging',
    summary: 'One conversation as the caller sees it, with what they may do in it',
    responses: { 200: { description: 'The conversation', schema: ConversationDto }, ...errors(401, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<ConversationDto> {
    if (!isEntityId(id)) throw notFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return this.messaging.dto(await this.messaging.conversation(request, user, id), user);
  }

  @Get(':id/messages')
  @Operation({
    tag: 'messaging',
    summary: 'Messages, newest first; `before` pages back',
    query: MessageListQuery,
    responses: { 200: { description: 'Messages', schema: MessagePage }, ...errors(400, 401, 404) },
  })
  async messages(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<MessagePage> {
    if (!isEntityId(id)) throw notFound(request);
    const view = await this.messaging.conversation(request, user, id);
    const query = parseInput(MessageListQuery, request.query, request);
    void reply.header('Cache-Control', 'private, no-store');
    return listMessages(this.sql, user.id, id, view.deletedUpTo, query.before, query.limit);
  }

  @Post(':id/messages')
  @Operation({
    tag: 'messaging',
    summary: 'Sends a message (the same clientId again answers the same message, sent once)',
    body: SendMessageInput,
    responses: { 201: { description: 'The message', schema: MessageDto }, ...errors(400, 401, 403, 404, 409, 422, 429) },
  })
  @HttpCode(201)
  @Idempotent()
  async send(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<MessageDto> {
    if (!isEntityId(id)) throw notFound(request);
    const view = await this.messaging.conversation(request, user, id);
    return this.messaging.send(request, user, view, parseInput(SendMessageInput, body, request));
  }

  @Post(':id/photos')
  @RouteConfig({ rawBody: { maxBytes: PHOTO_LIMITS.maxBytes } } satisfies RawBodyRoute)
  @Operation({
    tag: 'messaging',
    summary:
      'Uploads one photo (the raw image bytes) into an accepted conversation: re-encoded without metadata, kept private; send its id with the message',
    rawBody: UPLOAD_TYPES,
    responses: {
      201: { description: 'Stored (sealed, private)', schema: MessagePhotoUploaded },
      ...errors(400, 401, 403, 404),
      413: { description: 'Over 20 MB', schema: errors(413)[413]!.schema },
      415: { description: 'Not an image (decided by the content), or not a raw image body', schema: errors(415)[415]!.schema },
      422: {
        description: 'The conversation is not accepted, the account is new, or the image is over the pixel limits or unreadable',
        schema: errors(422)[422]!.schema,
      },
      429: { description: 'Too many photos in an hour (Retry-After)', schema: errors(429)[429]!.schema },
    },
  })
  @HttpCode(201)
  async uploadPhoto(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<MessagePhotoUploaded> {
    if (!isEntityId(id)) {
      (request.body as { resume?: () => void } | null)?.resume?.();
      throw notFound(request);
    }
    return this.messaging.uploadPhoto(request, user, id);
  }

  @Get(':id/photos/:photoId')
  @Operation({
    tag: 'messaging',
    summary: 'A photo of a message, to the two people only (`size=thumb` for the thumbnail); never cached',
    responses: { 200: { description: 'JPEG bytes' }, ...errors(401, 404) },
  })
  async photo(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<void> {
    // Someone else's photo, a hidden one and an unknown one answer alike.
    const missing = () =>
      new ApiHttpError(404, textOf(code('messaging:photoNotFound'), localeOf(request.headers['accept-language'])), undefined, {
        'Cache-Control': PRIVATE_CACHE,
      });
    if (!isEntityId(id) || !MessagePhotoId.safeParse(photoId).success) throw missing();
    const view = await this.messaging.conversation(request, user, id).catch(() => null);
    const size = (request.query as Record<string, unknown>).size === 'thumb' ? 'thumb' : 'full';
    const body = view ? await this.messaging.photoFor(view, photoId, size) : null;
    if (!body) throw missing();
    await reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', PRIVATE_CACHE)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', String(body.length))
      .send(body);
  }

  @Post(':id/read')
  @Operation({
    tag: 'messaging',
    summary: 'Marks the conversation read up to a message (the other side learns it only when both share read receipts)',
    body: MarkReadInput,
    responses: { 204: { description: 'Read' }, ...errors(400, 401, 404) },
  })
  @HttpCode(204)
  @Idempotent()
  async read(@Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<void> {
    if (!isEntityId(id)) throw notFound(request);
    await this.messaging.conversation(request, user, id);
    const { upTo } = parseInput(MarkReadInput, body, request);
    await this.change(request, user, { type: 'MarkConversationRead', conversationId: id, accountId: user.id, upTo });
  }

  @Delete(':id')
  @Operation({
    tag: 'messaging',
    summary: 'Deletes the conversation for the caller (the other side keeps it; a later message brings it back)',
    responses: { 204: { description: 'Deleted for the caller' }, ...errors(401, 404) },
  })
  @HttpCode(204)
  @Idempotent()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<void> {
    if (!isEntityId(id)) throw notFound(request);
    await this.messaging.conversation(request, user, id);
    await this.change(request, user, { type: 'DeleteConversationForMe', conversationId: id, accountId: user.id });
  }

  @Post(':id/report')
  @Operation({
    tag: 'messaging',
    summary: 'Reports the conversation (or one of the other side’s messages) to the moderators',
    body: ReportConversationInput,
    responses: { 201: { description: 'Received', schema: ConversationReportedAnswer }, ...errors(400, 401, 404, 429) },
  })
  @HttpCode(201)
  @Idempotent()
  async report(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ConversationReportedAnswer> {
    if (!isEntityId(id)) throw notFound(request);
    await this.messaging.conversation(request, user, id);
    const input = parseInput(ReportConversationInput, body, request);
    await this.limits.report(request, user.id);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // A retry (the same Idempotency-Key and body) names the same report.
    const reportId = derivedEntityId(idempotencyScope(ctx, { id, ...input }), 'conversation-report');
    const result = await this.commandBus.execute(
      new ChangeConversationCommand(
        {
          type: 'ReportConversation',
          conversationId: id,
          reportId,
          reporterId: user.id,
          reason: input.reason,
          messageId: input.messageId ?? null,
          note: input.note || null,
        },
        ctx,
      ),
    );
    await this.consistency.waitFor(result.position);
    return { reportId };
  }

  @Post(':id/:action')
  @Operation({
    tag: 'messaging',
    summary:
      'accept | decline (the recipient of a request), block | unblock (both directions, every conversation of the pair), archive | unarchive | mute | unmute (for the caller)',
    responses: { 200: { description: 'The conversation now', schema: ConversationDto }, ...errors(401, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async act(
    @Param('id') id: string,
    @Param('action') action: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ConversationDto> {
    if (!isEntityId(id) || !(ACTIONS as readonly string[]).includes(action)) throw notFound(request);
    const view = await this.messaging.conversation(request, user, id);
    const act = action as Action;
    const otherId = view.summary.other.id;
    if (act === 'block' || act === 'unblock') {
      const ctx = commandContext(request, { id: user.id, role: user.role });
      const change =
        act === 'block'
          ? ({ type: 'BlockPartner', accountId: user.id, blockedId: otherId, conversationId: id } as const)
          : ({ type: 'UnblockPartner', accountId: user.id, blockedId: otherId } as const);
      const result = await this.commandBus.execute(new ChangeMessagingAccountCommand(change, ctx));
      await this.consistency.waitFor(result.position);
    } else await this.change(request, user, { type: SIDE_COMMANDS[act], conversationId: id, accountId: user.id });
    return this.messaging.dto(await this.messaging.conversation(request, user, id), user);
  }

  private async change(request: FastifyRequest, user: UserDto, change: ChangeConversationCommand['change']): Promise<void> {
    const result = await this.commandBus.execute(
      new ChangeConversationCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
  }
}
