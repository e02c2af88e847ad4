import type { EventStore } from '@anonse/eventstore';
import type { FakeEvent } from './fake-ads';

/**
 * Appends fake events through the real event store. Streams are spread over `concurrency` workers, each
 * appending its streams' events in order, so every stream keeps its order while appends overlap.
 * Returns the position of the last event appended.
 */
export async function appendFakeEvents(store: EventStore, events: readonly FakeEvent[], concurrency = 1): Promise<number> {
  const lanes: FakeEvent[][] = Array.from({ length: Math.max(1, concurrency) }, () => []);
  const laneOf = new Map<string, number>();
  for (const e of events) {
    let lane = laneOf.get(e.streamId);
    if (lane === undefined) laneOf.set(e.streamId, (lane = laneOf.size % lanes.length));
    lanes[lane]!.push(e);
  }
  let last = -1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const e of lane) {
        const { position } = await store.appendToStream(e.streamId, [{ id: e.id, type: e.type, data: e.data, metadata: e.metadata }]);
        last = Math.max(last, position);
      }
    }),
  );
  return last;
}
