/**
 * The one SQL connection abstraction shared by the event store, the projections and the read side, with
 * two implementations: a `pg` Pool (a Postgres server in DATABASE_URL) and PGlite (embedded, one
 * connection). PGlite serialises plain queries behind its transaction mutex, so every transaction MUST go
 * through `transaction()` (never a raw BEGIN), or another caller's query could land inside it.
 */
export interface SqlResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<Row>>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction (READ COMMITTED); commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; the returned function unlistens. Used only to wake pollers. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
