import type { Logger } from 'pino';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import type { AppConfig } from '../config/config';
import type { ReadSide } from './read-side';

/** Injection tokens of what the composition root builds before Nest starts. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const SQL = Symbol('SQL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_SIDE = Symbol('READ_SIDE');
export const PROJECTIONS = Symbol('PROJECTIONS');
export const LOGGER = Symbol('LOGGER');
/** Prefix of the rate limiters' Redis keys (`anonse:rl:` unless AppDeps says otherwise). */
export const RATE_LIMIT_KEY_PREFIX = Symbol('RATE_LIMIT_KEY_PREFIX');

/** What the API needs from the projections worker when it runs in-process (read-your-writes, /readyz). */
export interface ProjectionsHandle {
  waitForPosition(position: number, options?: { timeoutMs?: number }): Promise<boolean>;
  positions(): Record<string, number>;
}

export interface AppDeps {
  config: AppConfig;
  sql: SqlClient;
  eventStore: EventStore;
  readSide: ReadSide;
  /** Null when projections run in another process (PROCESS_ROLE=api). */
  projections: ProjectionsHandle | null;
  logger: Logger;
  /** Prefix of the rate limiters' Redis keys; default `anonse:rl:`. Tests give each app its own. */
  rateLimitKeyPrefix?: string;
}
