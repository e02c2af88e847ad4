import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MarkAllNotificationsReadInput,
  MarkNotificationReadInput,
  NotificationList,
  NotificationListQuery,
  NotificationsMarked,
  type UserDto,
} from '@anonse/contracts';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { MarkAllNotificationsReadCommand, MarkNotificationReadCommand } from '../commands/mark-read.command';
import { CountUnreadNotificationsQuery, ListNotificationsQuery } from '../queries/notifications.queries';

/** Told to the person's other tabs and devices when they read something here, so every bell shows the same. */
export const NOTIFICATIONS_READ_PUSH_EVENT = 'notifications:read';

/** The bell's list (default: the 9 it shows, docs/product.md § 9). */
const DEFAULT_LIMIT = 9;

/** The notifications of the logged-in person (docs/product.md § 7); nobody else's are ever named or changed. */
@Controller('api/notifications')
@UseGuards(LoggedInGuard)
export class NotificationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
    private readonly realtime: RealtimeServer,
  ) {}

  @Get()
  @Operation({
    tag: 'notifications',
    summary: "The caller's newest notifications in the request's language, the unread count, and where the live channel is",
    query: NotificationListQuery,
    responses: { 200: { description: 'Notifications (spec: data.data.notifications)', schema: NotificationList }, ...errors(400, 401) },
  })
  async list(
    @ValidQuery() query: NotificationListQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<NotificationList> {
    void reply.header('Cache-Control', 'private, no-store');
    const page = await this.queryBus.execute(
      new ListNotificationsQuery(user.id, query.limit ?? DEFAULT_LIMIT, localeOf(request.headers['accept-language'])),
    );
    return { data: { ...page, realtime: this.realtime.endpoint() } };
  }

  @Post('markAsRead')
  @Operation({
    tag: 'notifications',
    summary: 'Marks one of the caller’s notifications read',
    body: MarkNotificationReadInput,
    responses: { 200: { description: 'Unread count after the change', schema: NotificationsMarked }, ...errors(400, 401, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async markAsRead(
    @ValidBody() input: MarkNotificationReadInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<NotificationsMarked> {
    const result = await this.commandBus.execute(
      new MarkNotificationReadCommand(
        user.id,
        input.notificationID.toLowerCase(),
        commandContext(request, { id: user.id, role: user.role }),
      ),
    );
    return this.afterMarking(user.id, result.position, result.replayed);
  }

  @Post('markAllAsRead')
  @Operation({
    tag: 'notifications',
    summary: 'Marks the caller’s notifications read (up to the newest of those listed, when a list is sent)',
    body: MarkAllNotificationsReadInput,
    responses: { 200: { description: 'Unread count after the change', schema: NotificationsMarked }, ...errors(400, 401, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async markAllAsRead(
    @ValidBody() input: MarkAllNotificationsReadInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<NotificationsMarked> {
    const seen = input?.notifications?.map((n) => n.id.toLowerCase());
    const result = await this.commandBus.execute(
      new MarkAllNotificationsReadCommand(user.id, seen, commandContext(request, { id: user.id, role: user.role })),
    );
    return this.afterMarking(user.id, result.position, result.replayed);
  }

  /** Read-your-writes, then the other tabs are told (only when something changed). */
  private async afterMarking(accountId: string, position: number, replayed: boolean): Promise<NotificationsMarked> {
    await this.consistency.waitFor(position);
    const unread = await this.queryBus.execute(new CountUnreadNotificationsQuery(accountId));
    if (!replayed) this.realtime.toUser(accountId, NOTIFICATIONS_READ_PUSH_EVENT, { unread_count: unread });
    return { data: { unread_count: unread } };
  }
}
