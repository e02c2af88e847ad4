import { isKurrentUrl } from './create-event-store';
import { KurrentEventStore } from './kurrent-event-store';
import { eventStoreContract, type EventStoreHarness } from './testing/event-store.contract';

// EventStoreDB cannot run in every environment (CI without Docker, this sandbox): the contract runs
// whenever EVENT_STORE_URL names one, and otherwise this file says why it did not, as a real assertion.
const url = process.env.EVENT_STORE_URL;
const skipReason = !url ? 'EVENT_STORE_URL is not set' : isKurrentUrl(url) ? undefined : 'EVENT_STORE_URL is not an esdb:// or kurrentdb:// URL';

async function kurrentHarness(connectionString: string): Promise<EventStoreHarness> {
  const store = new KurrentEventStore(connectionString);
  return { store, close: () => store.close() };
}

if (url && !skipReason) {
  eventStoreContract('kurrentdb', () => kurrentHarness(url), { concurrentHarness: () => kurrentHarness(url) });
} else {
  describe('EventStore contract: kurrentdb', () => {
    it('runs only against a server named by EVENT_STORE_URL', () => {
      expect(skipReason).toBe('EVENT_STORE_URL is not set');
    });
  });
}
