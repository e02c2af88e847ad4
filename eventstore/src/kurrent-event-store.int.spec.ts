import { isKurrentUrl } from './create-event-store';
import { KurrentEventStore } from './kurrent-event-store';
import { eventStoreContract, type EventStoreHarness } from './testing/event-store.contract';

// EventStoreDB cannot run in every environment (CI without Docker, this sandbox): the contract runs whenever
// EVENT_STORE_URL names one, and is otherwise reported as skipped — never as passed.
const url = process.env.EVENT_STORE_URL ?? '';
const runnable = isKurrentUrl(url);

async function kurrentHarness(connectionString: string): Promise<EventStoreHarness> {
  const store = new KurrentEventStore(connectionString);
  return { store, close: () => store.close() };
}

(runnable ? describe : describe.skip)(`KurrentDB adapter${runnable ? '' : ' (skipped: set EVENT_STORE_URL=esdb://… to run it)'}`, () => {
  eventStoreContract('kurrentdb', () => kurrentHarness(url), { concurrentHarness: () => kurrentHarness(url) });
});
