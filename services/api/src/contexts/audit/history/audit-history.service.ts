import { Inject, Injectable } from '@nestjs/common';
import { PERSONAL_DATA_POLICY, type AuditActor, type AuditEventDto, type AuditKind, type Role } from '@anonse/contracts';
import { ERASED, type EventStore, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { AsOfOutOfRangeError, countUpTo, foldAsOf, foldPrefix, type AsOf, type AuditedEvent } from '../domain/as-of';
import { FoldSnapshots, snapshotsOf, type FoldSnapshot } from './fold-snapshots';
import { AUDITED_STREAMS } from './audited-streams';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const roleOf = (v: unknown): Role | null => (v === 0 || v === 1 || v === 2 || v === 3 ? v : null);
const POLICY = PERSONAL_DATA_POLICY as Record<string, { fields: readonly string[] } | undefined>;

/** What Date#toISOString writes, as the app's clock stamps `occurredAt`: kept as it is, not parsed and written again. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** When an event was decided: its metadata (the app's clock), else when the log stored it. */
export const timeOf = (e: RecordedEvent): string => {
  const occurred = str(e.metadata.occurredAt);
  // A first as-of maps a whole stream: a Date per event was a tenth of it (bench/audit.ts).
  if (occurred && ISO_UTC.test(occurred) && Number.isFinite(Date.parse(occurred))) return occurred;
  return occurred && Number.isFinite(Date.parse(occurred)) ? new Date(occurred).toISOString() : e.createdAt.toISOString();
};

export const auditedEventOf = (e: RecordedEvent): AuditedEvent => ({
  type: e.type,
  data: e.data,
  metadata: e.metadata,
  position: e.position,
  revision: e.revision,
  time: timeOf(e),
  erased: e.metadata[ERASED] === true,
});

/** Secrets' digests (`passwordHash`, `tokenHash`, …): worth nothing to an audit, and a password hash can be attacked offline. */
const SECRET_DIGEST = /[a-z]Hash$/;
export const REDACTED = '[redacted]';

const withoutDigests = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.keys(data).some((k) => SECRET_DIGEST.test(k))
    ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, SECRET_DIGEST.test(k) && v !== null ? REDACTED : v]))
    : data;

/** A human reason from the event's data: the moderator's or administrator's words, else the template's code. */
function reasonOf(data: Record<string, unknown>): string | null {
  return str(data.reason) ?? str(data.reasonCode) ?? str(data.template) ?? null;
}

/** A state as of a moment, the event it stands after, and the stream's length. */
export interface StateAsOf {
  streamId: string;
  state: Record<string, unknown>;
  last: { position: number; revision: number; time: string; type: string };
  total: number;
}

const isBeyond = (asOf: AsOf, s: FoldSnapshot): boolean =>
  asOf.by === 'latest'
    ? false
    : asOf.by === 'revision'
      ? s.revision > asOf.revision
      : asOf.by === 'position'
        ? s.position > asOf.position
        : Date.parse(s.time) > asOf.at.getTime();

const isWithin = (asOf: AsOf, e: AuditedEvent): boolean =>
  asOf.by === 'latest'
    ? true
    : asOf.by === 'revision'
      ? e.revision <= asOf.revision
      : asOf.by === 'position'
        ? e.position <= asOf.position
        : Date.parse(e.time) <= asOf.at.getTime();

export interface History {
  /** The aggregate's own stream, in revision order. */
  main: RecordedEvent[];
  /** Every stream of the history, in log order. */
  all: RecordedEvent[];
}

/**
 * Reads histories straight from the log (never a read model: an audit must show what happened, not what a projector
 * made of it). Sealed data comes unsealed by the store; where the person's keys are gone it reads as null, and the
 * event says which fields are unavailable instead of failing.
 */
@Injectable()
export class AuditHistoryService {
  /** Wallets only: their shown state (balance, entries) holds no personal data, so a kept fold can never leak any. */
  private readonly snapshots: Partial<Record<AuditKind, FoldSnapshots>> = { wallet: new FoldSnapshots() };

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  /** Null when the aggregate's stream does not exist. */
  async read(kind: AuditKind, id: string, options: { mainOnly?: boolean } = {}): Promise<History | null> {
    const streams = AUDITED_STREAMS[kind].streams(id);
    const [main, ...side] = await Promise.all((options.mainOnly ? streams.slice(0, 1) : streams).map((s) => this.store.readStream(s)));
    if (!main?.length) return null;
    const all = side.length ? [main, ...side].flat().sort((a, b) => a.position - b.position) : main;
    return { main, all };
  }

  /**
   * The aggregate's stream as far as `asOf` needs it, read once, and how many events it holds in all. A revision says
   * how many events to read; a date or a position is found in the one read of the whole stream (reading it in chunks
   * to stop early cost more round trips and key look-ups than it saved: bench/audit.ts).
   */
  async readUpTo(kind: AuditKind, id: string, asOf: AsOf): Promise<{ events: RecordedEvent[]; total: number } | null> {
    const streamId = AUDITED_STREAMS[kind].streams(id)[0]!;
    if (asOf.by !== 'revision') {
      const events = await this.store.readStream(streamId);
      return events.length ? { events, total: events.length } : null;
    }
    const last = (await this.store.readStream(streamId, { direction: 'backwards', maxCount: 1 }))[0];
    if (!last) return null;
    return {
      events: await this.store.readStream(streamId, { maxCount: Math.min(asOf.revision, last.revision) + 1 }),
      total: last.revision + 1,
    };
  }

  async timeline(events: readonly RecordedEvent[]): Promise<AuditEventDto[]> {
    const logins = await this.loginsOf(events);
    return events.map((e) => this.toDto(e, logins));
  }

  /**
   * The state as of `asOf`, null for an unknown stream. A long wallet is folded from its nearest snapshot: at most
   * `every` events are read past it. The first request of a stream reads it whole and takes the snapshots.
   */
  async stateAsOf(kind: AuditKind, id: string, asOf: AsOf): Promise<StateAsOf | null> {
    const audited = AUDITED_STREAMS[kind];
    const streamId = audited.streams(id)[0]!;
    const cache = this.snapshots[kind];
    const kept = cache?.get(streamId);
    if (kept) return this.fromSnapshot(kind, streamId, kept, asOf);
    const found = await this.readUpTo(kind, id, asOf);
    if (!found) return null;
    const events = found.events.map(auditedEventOf);
    const count = countUpTo(events, asOf);
    let state: unknown;
    if (cache && asOf.by !== 'revision' && events.length >= cache.every) {
      // One pass: the snapshots for later requests, and this request's state on the way.
      const walked = snapshotsOf(audited.fold, events, cache.every, count);
      cache.set(streamId, walked.snapshots);
      state = walked.captured;
    }
    state ??= foldPrefix(audited.fold, events, count);
    const last = events[count - 1]!;
    return {
      streamId,
      state: audited.present(state),
      last: { position: last.position, revision: last.revision, time: last.time, type: last.type },
      total: found.total,
    };
  }

  private async fromSnapshot(kind: AuditKind, streamId: string, kept: readonly FoldSnapshot[], asOf: AsOf): Promise<StateAsOf> {
    const audited = AUDITED_STREAMS[kind];
    let i = -1;
    while (i + 1 < kept.length && !isBeyond(asOf, kept[i + 1]!)) i++;
    const base = i >= 0 ? kept[i]! : null;
    const next = kept[i + 1];
    const from = base ? base.revision + 1 : 0;
    // Up to the next snapshot only: the point lies before it, or that snapshot would be the base.
    const [tailRead, lastRead] = await Promise.all([
      this.store.readStream(streamId, { fromRevision: from, ...(next ? { maxCount: next.revision - from } : {}) }),
      this.store.readStream(streamId, { direction: 'backwards', maxCount: 1 }),
    ]);
    const tail = tailRead.map(auditedEventOf);
    const total = lastRead[0]!.revision + 1;
    if (!base) {
      // Before the first snapshot: the plain fold from the start, with its own out-of-range answers.
      const folded = foldAsOf(audited.fold, tail, asOf);
      const last = folded.last!;
      return {
        streamId,
        state: audited.present(folded.state),
        last: { position: last.position, revision: last.revision, time: last.time, type: last.type },
        total,
      };
    }
    if (asOf.by === 'revision' && asOf.revision > total - 1) throw new AsOfOutOfRangeError('revisionOutOfRange', String(total - 1));
    let count = 0;
    while (count < tail.length && isWithin(asOf, tail[count]!)) count++;
    const state = foldPrefix(audited.fold, tail, count, base.state);
    const last = count ? tail[count - 1]! : base;
    return {
      streamId,
      state: audited.present(state),
      last: { position: last.position, revision: last.revision, time: last.time, type: last.type },
      total,
    };
  }

  asOf(kind: AuditKind, main: readonly RecordedEvent[], asOf: AsOf) {
    const audited = AUDITED_STREAMS[kind];
    const folded = foldAsOf(audited.fold, main.map(auditedEventOf), asOf);
    return { ...folded, state: audited.present(folded.state) };
  }

  private toDto(e: RecordedEvent, logins: ReadonlyMap<string, string>): AuditEventDto {
    const meta = e.metadata;
    const actor = (meta.actor && typeof meta.actor === 'object' ? meta.actor : {}) as Record<string, unknown>;
    const data = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>;
    const erased = meta[ERASED] === true;
    const actorId = str(actor.id);
    const who: AuditActor = { id: actorId, role: roleOf(actor.role), login: actorId ? (logins.get(actorId) ?? null) : null };
    return {
      id: `${e.streamId}:${e.revision}`,
      eventId: e.id,
      streamId: e.streamId,
      position: e.position,
      revision: e.revision,
      type: e.type,
      schemaVersion: typeof meta.schemaVersion === 'number' ? meta.schemaVersion : 1,
      time: timeOf(e),
      recordedAt: e.createdAt.toISOString(),
      actor: who,
      reason: reasonOf(data),
      correlationId: str(meta.correlationId),
      causationId: str(meta.causationId),
      commandId: str(meta.commandId),
      data: withoutDigests(data),
      unavailable: erased ? (POLICY[e.type]?.fields ?? []).filter((f) => data[f] === null) : [],
    };
  }

  private async loginsOf(events: readonly RecordedEvent[]): Promise<Map<string, string>> {
    const ids = new Set<string>();
    for (const e of events) {
      const actor = e.metadata.actor as { id?: unknown } | undefined;
      if (typeof actor?.id === 'string') ids.add(actor.id);
    }
    if (!ids.size) return new Map();
    const { rows } = await this.sql.query<{ id: string; login: string }>('SELECT id, login FROM accounts WHERE id = ANY($1::text[])', [
      [...ids],
    ]);
    return new Map(rows.map((r) => [r.id, r.login]));
  }
}
