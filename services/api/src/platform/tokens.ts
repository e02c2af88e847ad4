import type { AnswerCache } from './answer-cache';
import type { Logger } from 'pino';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import type { AppConfig } from './config/config';
import type { SearchIndex } from '@anonse/projections';
import type { KeyedHash } from './infra/secret-key';
import type { Clock } from './clock/clock';

/** Injection tokens of what the composition root builds before Nest starts. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const SQL = Symbol('SQL');
export const EVENT_STORE = Symbol('EVENT_STORE');
/** The search index the ads queries read (Postgres search_ads, or Meilisearch). */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');
/** Names of the projectors whose checkpoints read-your-writes and health watch. */
export const PROJECTOR_NAMES = Symbol('PROJECTOR_NAMES');
export const PROJECTIONS = Symbol('PROJECTIONS');
export const LOGGER = Symbol('LOGGER');
export const KEYED_HASH = Symbol('KEYED_HASH');
/** Prefix of the rate limiters' Redis keys (`anonse:rl:` unless AppDeps says otherwise). */
export const RATE_LIMIT_KEY_PREFIX = Symbol('RATE_LIMIT_KEY_PREFIX');
/** The clock port (platform/clock): every "now" of a command, reactor or worker. */
export const CLOCK = Symbol('CLOCK');
/** Tells this process' page cache to look at the content version now (after a command it waited for). */
export const PAGES_REFRESH = Symbol('PAGES_REFRESH');
/** The micro-cache of anonymous search answers (platform/answer-cache.ts). */
export const SEARCH_ANSWERS = Symbol('SEARCH_ANSWERS');
export interface PagesRefresh {
  refresh(): Promise<void>;
}

/** What the API needs from the projections worker when it runs in-process (read-your-writes, /readyz). */
export interface ProjectionsHandle {
  waitForPosition(position: number, options?: { timeoutMs?: number }): Promise<boolean>;
  positions(): Record<string, number>;
  /** Positions of the projectors that change what anonymous visitors see (search, photos, …). */
  publicPositions(): Record<string, number>;
}

export interface AppDeps {
  config: AppConfig;
  sql: SqlClient;
  eventStore: EventStore;
  searchIndex: SearchIndex;
  projectorNames: readonly string[];
  /** Null when projections run in another process (PROCESS_ROLE=api). */
  projections: ProjectionsHandle | null;
  logger: Logger;
  /** Keyed hashes under the server secret (lookup keys derived from personal data, fingerprints). */
  keyedHash: KeyedHash;
  /** Prefix of the rate limiters' Redis keys; default `anonse:rl:`. Tests give each app its own. */
  rateLimitKeyPrefix?: string;
  /** Where time comes from; the system clock unless a test (or DEV_CLOCK) gives an adjustable one. */
  clock?: Clock;
  /** This process' page cache, told after read-your-writes waits so the author's next page shows the change. */
  pagesRefresh?: PagesRefresh;
  /** This process' search micro-cache, cleared with the page cache; a fresh one (1 s) unless given. */
  searchAnswers?: AnswerCache;
}
