import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../../platform/tokens';
import { AccountErasureService } from '../privacy/account-erasure.service';

/** How often the due items are polled; a deletion completes at once in its request, this only repairs crashes. */
export const ERASURE_POLL_MS = 60_000;

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
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), ERASURE_POLL_MS);
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
      .catch((error: unknown) => this.logger.error({ component: 'account-erasure', err: error }, 'completing account erasures failed; retried later'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
