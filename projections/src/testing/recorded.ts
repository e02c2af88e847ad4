import type { RecordedEvent } from '@anonse/eventstore';
import type { FakeEvent } from './fake-ads';

/**
 * Turns fake events into what a subscription would hand over (positions from `start`, stream revisions
 * counted per stream) — for feeding a projector directly in unit-sized tests and benches.
 */
export function asRecordedEvents(events: readonly FakeEvent[], start = 0): RecordedEvent[] {
  const revisions = new Map<string, number>();
  return events.map((e, i) => {
    const revision = (revisions.get(e.streamId) ?? -1) + 1;
    revisions.set(e.streamId, revision);
    return {
      streamId: e.streamId,
      revision,
      position: start + i,
      id: e.id,
      type: e.type,
      data: e.data,
      metadata: e.metadata,
      createdAt: new Date(String(e.metadata.occurredAt)),
    };
  });
}
