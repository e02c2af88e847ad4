import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * A worker that polls for due work: the read models' own rows are its durable queue (written with their
 * checkpoints), so a pass finds whatever fell due while the process was down. Passes never overlap, a failed pass
 * is logged and the next one retries, and shutdown waits for the pass in flight. Subclasses say what one pass does
 * and how often; their steps must be idempotent, since every API node may run the same worker.
 */
export abstract class PollingWorker<Result> implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result> | undefined;

  /** For the log line of a failed pass. */
  protected abstract readonly workerName: string;
  protected abstract readonly logger: Logger;
  protected abstract intervalMs(): number;
  protected abstract pass(): Promise<Result>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () =>
        void this.runDue().catch((error) => this.logger.error({ err: error }, `${this.workerName}: a pass failed; the next one retries`)),
      this.intervalMs(),
    );
    this.timer.unref();
  }

  onApplicationShutdown(): Promise<unknown> | undefined {
    clearInterval(this.timer);
    return this.running;
  }

  /** One pass over what is due now (tests call it to drive time); joins the pass in flight if there is one. */
  runDue(): Promise<Result> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }
}
