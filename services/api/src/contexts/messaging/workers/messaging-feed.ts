import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { MESSAGING_PUSH_EVENT } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { messagingFeedAfter, newestMessagingFeedPosition } from '@anonse/projections';
import type { Logger } from 'pino';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, LOGGER, SQL } from '#api/platform/tokens';
import { MessagingFeedItems } from '../http/feed-items';

const BATCH = 500;

/**
 * Pushes each new row of the messaging feed to its account's sockets, as the notification feed does: every API
 * node tails the table by position and emits to the sockets connected to it only, so each socket hears an item
 * once. What a browser missed while away it fetches from GET /api/conversations/events (the same items). A pushed
 * summary's ad path is the Polish one (a socket has no language); the catch-up answers in the request's language.
 */
@Injectable()
export class MessagingFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
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
    private readonly items: MessagingFeedItems,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.realtime.isActive()) return;
    this.cursor = await newestMessagingFeedPosition(this.sql);
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
      const fetched = await messagingFeedAfter(this.sql, this.cursor, BATCH);
      // One position may have rows for both people: a full batch could end between them, so its last position waits
      // for the next batch whole (the cursor is a position, not a row).
      const last = fetched.at(-1)?.position;
      const whole = fetched.length === BATCH ? fetched.filter((row) => row.position !== last) : fetched;
      const rows = whole.length ? whole : fetched;
      for (const row of rows) {
        this.realtime.toUserHere(row.accountId, MESSAGING_PUSH_EVENT, await this.items.itemFor(row.accountId, row, 'pl'));
        this.cursor = row.position;
      }
      pushed += rows.length;
      if (fetched.length < BATCH || this.stopped) return pushed;
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

  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn({ err: error }, 'messaging: the live feed could not read new items; retrying');
  }
}
