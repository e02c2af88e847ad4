import type { RecordedEvent } from './event-store';
import type { WakeSignal } from './wake-signal';

export interface PollingSubscriptionOptions {
  after: number;
  batchSize: number;
  pollIntervalMs: number;
  signal?: AbortSignal;
  wake: WakeSignal;
  readBatch(after: number, maxCount: number): Promise<RecordedEvent[]>;
}

/**
 * Catch-up then live over a gap-safe `readAll`: read from the checkpoint until a short batch, then wait
 * for a wake (NOTIFY or an append in this process) or the poll interval. The poll is the safety net:
 * a lost notification, or a row held back by an older open transaction, only delays delivery.
 */
export async function* pollingSubscription(options: PollingSubscriptionOptions): AsyncGenerator<RecordedEvent[]> {
  const { signal, wake } = options;
  let after = options.after;
  while (!signal?.aborted) {
    const seen = wake.current;
    const batch = await options.readBatch(after, options.batchSize);
    if (signal?.aborted) return;
    if (batch.length > 0) {
      after = batch[batch.length - 1]!.position;
      yield batch;
      if (batch.length === options.batchSize) continue;
    }
    await wake.wait(seen, options.pollIntervalMs, signal);
  }
}
