import type { SqlClient, SqlExecutor } from '@anonse/eventstore';

export type SqlFault = 'none' | 'hang' | 'refuse';

/**
 * A fault injector around a real client. While `hang`, the statements it picks (all by default) wait, as on a server
 * that stopped answering, and run once the fault is lifted; while `refuse`, they fail as on a server that is gone.
 * After `close()` it stands for a closed pool: every statement that still arrives is recorded in `late` and refused
 * with pg's own message, which is what a read left in flight at shutdown meets.
 */
export function faultySql(real: SqlClient) {
  let fault: SqlFault = 'none';
  let picks: (sql: string) => boolean = () => true;
  let lifted: () => void = () => undefined;
  let gate = Promise.resolve();
  let closed = false;
  const late: string[] = [];
  const guard = async (sql: string) => {
    if (closed) {
      late.push(sql);
      throw new Error('Cannot use a pool after calling end on the pool');
    }
    if (!picks(sql)) return;
    if (fault === 'refuse') throw new Error('connect ECONNREFUSED (injected)');
    if (fault === 'hang') await gate;
    if (closed) {
      late.push(sql);
      throw new Error('Cannot use a pool after calling end on the pool');
    }
  };
  const executor = (db: SqlExecutor): SqlExecutor => ({
    async query(sql, params) {
      await guard(sql);
      return db.query(sql, params);
    },
  });
  const client: SqlClient = {
    kind: real.kind,
    ...executor(real),
    async transaction(fn) {
      await guard('BEGIN');
      return real.transaction((tx) => fn(executor(tx)));
    },
    listen: (channel, onNotify) => real.listen(channel, onNotify),
    close: async () => {
      closed = true;
    },
  };
  return {
    client,
    /** Statements that arrived after close(). */
    late,
    /** Sets the fault; `only` narrows it to the statements it matches. */
    set(next: SqlFault, only?: RegExp) {
      if (next === 'hang' && fault !== 'hang') gate = new Promise<void>((resolve) => (lifted = resolve));
      if (next !== 'hang') lifted();
      fault = next;
      picks = only ? (sql) => only.test(sql) : () => true;
    },
  };
}
