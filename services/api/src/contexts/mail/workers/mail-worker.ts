import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { APP_CONFIG, CLOCK, KEYED_HASH, LOGGER, SQL } from '#api/platform/tokens';
import { MailSender } from './mail-sender';

/**
 * The mail sender inside the Nest app. It polls only where the process runs workers (PROCESS_ROLE=all; the
 * separate projections worker starts its own, projections-main.ts); API-only nodes leave the outbox alone.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly sender: MailSender;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) sql: SqlClient,
    @Inject(CLOCK) clock: Clock,
    @Inject(KEYED_HASH) keyedHash: KeyedHash,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.sender = new MailSender({ sql, clock, config, keyedHash, logger });
  }

  onApplicationBootstrap(): void {
    if (this.config.processRole === 'all') this.sender.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sender.stop();
  }
}
