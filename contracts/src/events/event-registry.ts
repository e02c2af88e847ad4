import { z } from 'zod';

/**
 * One event type as a contract: the schema of its data at the current version, and one upcaster per older
 * version. A stored event carries the version it was written at (metadata.schemaVersion); reading it runs the
 * upcasters from that version up, then parses with the current schema. Schemas never change in place: a change
 * is a new version plus an upcaster from the previous one.
 */
export interface EventDefinition<Type extends string = string, Data extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly data: Data;
  /** `upcasters[v]` turns data written at version v into data of version v + 1. */
  readonly upcasters: Readonly<Record<number, (data: unknown) => unknown>>;
}

export function defineEvent<Type extends string, Data extends z.ZodType>(
  type: Type,
  data: Data,
  history: { version?: number; upcasters?: Record<number, (data: unknown) => unknown> } = {},
): EventDefinition<Type, Data> {
  const version = history.version ?? 1;
  const upcasters = history.upcasters ?? {};
  for (let v = 1; v < version; v++) if (!upcasters[v]) throw new Error(`${type} v${version}: no upcaster from v${v}`);
  return { type, version, data, upcasters };
}

/** `{ type, data }` of one definition: what deciders decide and projectors fold. */
export type EventOf<D extends EventDefinition> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.output<S> } : never;

/**
 * The union of `{ type, data }` a registry parses: a context's event union is derived from its one list of
 * definitions, so a definition added there is at once a member every fold over the union has to handle.
 */
export type EventsOf<R extends { parse(event: StoredEventLike): unknown }> = ReturnType<R['parse']>;

/** A stored event's data no longer matches its contract (or names a version from the future). */
export class EventContractError extends Error {
  override readonly name = 'EventContractError';
}

export interface StoredEventLike {
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: { readonly schemaVersion?: unknown };
}

/** The events of one context (or several merged): parses stored events, validates new ones. */
export interface EventRegistry<E extends { type: string; data: unknown } = { type: string; data: unknown }> {
  readonly types: readonly E['type'][];
  has(type: string): type is E['type'];
  /** The version new events of `type` are written at. */
  versionOf(type: E['type']): number;
  /** Upcasts and parses a stored event; throws EventContractError when it does not fit. */
  parse(event: StoredEventLike): E;
  /** Validates an event about to be appended (a decider's output): the log only ever holds what its contract allows. */
  check(event: E): E;
}

export function eventRegistry<const D extends readonly EventDefinition[]>(definitions: D): EventRegistry<EventOf<D[number]>> {
  type E = EventOf<D[number]>;
  const byType = new Map<string, EventDefinition>();
  for (const d of definitions) {
    if (byType.has(d.type)) throw new Error(`event type ${d.type} is defined twice`);
    byType.set(d.type, d);
  }
  const definitionOf = (type: string): EventDefinition => {
    const d = byType.get(type);
    if (!d) throw new EventContractError(`unknown event type ${JSON.stringify(type)}`);
    return d;
  };
  const parseData = (d: EventDefinition, data: unknown): unknown => {
    const result = d.data.safeParse(data);
    if (!result.success)
      throw new EventContractError(`${d.type} v${d.version} does not match its contract: ${z.prettifyError(result.error)}`);
    return result.data;
  };
  return {
    types: [...byType.keys()] as E['type'][],
    has: (type): type is E['type'] => byType.has(type),
    versionOf: (type) => definitionOf(type).version,
    parse(event) {
      const d = definitionOf(event.type);
      const stored = event.metadata?.schemaVersion ?? 1;
      if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 1 || stored > d.version)
        throw new EventContractError(`${d.type}: cannot read schema version ${String(stored)} (this build knows 1..${d.version})`);
      let data = event.data;
      for (let v = stored; v < d.version; v++) data = d.upcasters[v]!(data);
      return { type: d.type, data: parseData(d, data) } as E;
    },
    check(event) {
      return { type: event.type, data: parseData(definitionOf(event.type), event.data) } as E;
    },
  };
}

/**
 * The part of a registry one reader folds: a projector that reads a few of another context's events names them
 * here (each checked against the registry's own types), and `parse` gives the union of just those, so its switch is
 * exhaustive over what it chose to read rather than over every event of that context. Anything else is refused.
 */
export function eventSubset<E extends { type: string; data: unknown }, const T extends readonly E['type'][]>(
  registry: EventRegistry<E>,
  types: T,
): EventRegistry<Extract<E, { type: T[number] }>> {
  type S = Extract<E, { type: T[number] }>;
  const chosen: ReadonlySet<string> = new Set(types);
  const has = (type: string): type is S['type'] => chosen.has(type);
  const only = (type: string) => {
    if (!has(type)) throw new EventContractError(`event type ${JSON.stringify(type)} is not among ${[...chosen].join(', ')}`);
  };
  return {
    types: [...types] as S['type'][],
    has,
    versionOf: (type) => registry.versionOf(type),
    parse(event) {
      only(event.type);
      return registry.parse(event) as S;
    },
    check(event) {
      only(event.type);
      return registry.check(event) as S;
    },
  };
}
