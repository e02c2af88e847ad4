import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
} from '../event-store';
import { type KeyVault } from './key-vault';
import { isSealed, seal, unseal } from './sealing';

/**
 * Which parts of which events are personal data (GDPR art. 9: in this product, all of it is sex-life
 * data): the top-level `data` keys to seal, and the person whose key seals them.
 */
export type PersonalDataPolicy = Readonly<
  Record<string, { subject: (data: Record<string, unknown>) => string; fields: readonly string[] }>
>;

/** Marker set on `metadata` of an event whose personal data can no longer be read. */
export const ERASED = '$personalDataErased';

/**
 * An EventStore decorator that seals personal fields before they reach the log and unseals them on every
 * read, so handlers and projectors see plain events while the log holds only ciphertext. After an erasure
 * the sealed fields read as `null` and `metadata[ERASED]` is true; projectors drop such rows.
 */
export class SealingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly vault: KeyVault,
    private readonly policy: PersonalDataPolicy,
  ) {}

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((e) => this.seal(e)));
    return this.inner.appendToStream(streamId, sealed, options);
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.unsealAll(await this.inner.readStream(streamId, options));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.unsealAll(await this.inner.readAll(options));
  }

  async *subscribeToAll(options?: SubscribeToAllOptions): AsyncIterable<RecordedEvent[]> {
    for await (const batch of this.inner.subscribeToAll(options)) yield await this.unsealShared(batch);
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  /** Deletes the subject's key for good (PersonalDataEraser): its sealed values read as erased on the next read. */
  erasePersonalData(subjectId: string): Promise<void> {
    return this.vault.erase(subjectId);
  }

  /** The subject's key, created on first use (PersonalDataKeys: for data sealed outside the log, such as files). */
  personalDataKey(subjectId: string): Promise<Buffer> {
    return this.vault.keyFor(subjectId);
  }

  async existingPersonalDataKey(subjectId: string): Promise<Buffer | null> {
    return (await this.vault.keysOf([subjectId])).get(subjectId) ?? null;
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.vault.close();
  }

  private async seal(event: EventToAppend): Promise<EventToAppend> {
    const rule = this.policy[event.type];
    if (!rule) return event;
    const data = { ...(event.data as Record<string, unknown>) };
    const subject = rule.subject(data);
    const key = await this.vault.keyFor(subject);
    for (const field of rule.fields) if (data[field] !== undefined) data[field] = seal(subject, key, data[field]);
    return { ...event, data };
  }

  /**
   * Subscriptions of one store share a read of the log's head (PostgresEventStore.readForSubscription): the batch
   * is one array for all of them, and so is its unsealing, with its one key lookup. Held only as long as the batch.
   */
  private readonly unsealed = new WeakMap<RecordedEvent[], Promise<RecordedEvent[]>>();

  private unsealShared(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    let unsealed = this.unsealed.get(events);
    if (!unsealed) {
      unsealed = this.unsealAll(events);
      this.unsealed.set(events, unsealed);
      unsealed.catch(() => this.unsealed.delete(events));
    }
    return unsealed;
  }

  private async unsealAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    for (const e of events) {
      const rule = this.policy[e.type];
      if (!rule) continue;
      for (const field of rule.fields) {
        const value = (e.data as Record<string, unknown>)[field];
        if (isSealed(value)) subjects.add(value.subject);
      }
    }
    if (!subjects.size) return events;
    // One key lookup per batch, never cached across batches: an erasure takes effect on the next read.
    const keys = await this.vault.keysOf([...subjects]);
    return events.map((e) => {
      const rule = this.policy[e.type];
      if (!rule) return e;
      const data = { ...(e.data as Record<string, unknown>) };
      let erased = false;
      for (const field of rule.fields) {
        const value = data[field];
        if (!isSealed(value)) continue;
        const key = keys.get(value.subject);
        if (key) data[field] = unseal(value, key);
        else {
          data[field] = null;
          erased = true;
        }
      }
      return { ...e, data, metadata: erased ? { ...e.metadata, [ERASED]: true } : e.metadata };
    });
  }
}
