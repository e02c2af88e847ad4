import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, LOGGER } from '#api/platform/tokens';
import { AccountErasureService } from '../privacy/account-erasure.service';

/**
 * Finishes account erasures a crash interrupted (the `account_erasures` due items, enqueued by a projector with its
 * checkpoint). Every step is repeatable, so several API nodes polling at once do no harm.
 */
@Injectable()
export class AccountErasureWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly erasure: AccountErasureService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), this.config.accounts.erasurePollMs);
    this.timer.unref();
    void this.runOnce();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over the open erasures (never two at once in this process). */
  runOnce(): Promise<void> {
    this.running ??= this.erasure
      .completeOpen()
      .then((n) => {
        if (n) this.logger.info({ component: 'account-erasure', completed: n }, 'completed interrupted account erasures');
      })
      .catch((error: unknown) =>
        this.logger.error({ component: 'account-erasure', err: error }, 'completing account erasures failed; retried later'),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
