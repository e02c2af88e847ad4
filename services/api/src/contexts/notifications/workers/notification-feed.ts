import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { NOTIFICATION_PUSH_EVENT, type NotificationPush } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { newestNotificationPosition, notificationsAfter } from '@anonse/projections';
import type { Logger } from 'pino';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, LOGGER, SQL } from '#api/platform/tokens';

const BATCH = 500;

/**
 * Pushes each new notice to its recipient's sockets. The projector may run in another process (PROCESS_ROLE=api
 * beside projections), so every API node learns of notices from the table itself, by tailing its `position`
 * column, and emits to the sockets connected to *that node only*: with N nodes each notice is emitted N times in
 * all, but each socket — connected to exactly one node — hears it once. Notices made while a browser was away
 * are not replayed here: the browser reloads its list whenever it (re)connects.
 */
@Injectable()
export class NotificationFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private cursor = -1;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastWarning = -Infinity;

  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly realtime: RealtimeServer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.realtime.isActive()) return;
    this.cursor = await newestNotificationPosition(this.sql);
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: everything after the cursor, in order; a full batch is followed at once by the next. */
  async poll(): Promise<number> {
    let pushed = 0;
    for (;;) {
      const rows = await notificationsAfter(this.sql, this.cursor, BATCH);
      for (const row of rows) {
        const payload: NotificationPush = { id: row.id, created_at: row.createdAt };
        this.realtime.toUserHere(row.recipientId, NOTIFICATION_PUSH_EVENT, payload);
        this.cursor = row.position;
      }
      pushed += rows.length;
      if (rows.length < BATCH || this.stopped) return pushed;
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.poll()
        .then(() => undefined)
        .catch((error: unknown) => this.warn(error))
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, this.config.notifications.feedPollMs);
    this.timer.unref();
  }

  /** A database hiccup delays pushes (the cursor stays); say so at most once a minute. */
  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn({ err: error }, 'notifications: the live feed could not read new notices; retrying');
  }
}
