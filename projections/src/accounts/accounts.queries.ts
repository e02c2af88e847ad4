import type { Role } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

export interface AccountRecord {
  id: string;
  login: string;
  email: string;
  passwordHash: string;
  role: Role;
  registeredAt: string;
}

interface AccountRow {
  id: string;
  login: string;
  email: string;
  password_hash: string;
  role: number;
  registered_at: Date | string;
}

const COLUMNS = 'id, login, email, password_hash, role, registered_at';

const toRecord = (r: AccountRow): AccountRecord => ({
  id: r.id,
  login: r.login,
  email: r.email,
  passwordHash: r.password_hash,
  role: Number(r.role) as Role,
  registeredAt: (r.registered_at instanceof Date ? r.registered_at : new Date(r.registered_at)).toISOString(),
});

/**
 * Login lookup, case-insensitive. The login form's field also accepts an e-mail address (LoginInput allows
 * 254 characters): a login match wins over an e-mail match.
 */
export async function findAccountByLogin(db: SqlExecutor, login: string): Promise<AccountRecord | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM (
       SELECT ${COLUMNS}, 0 AS preference FROM accounts WHERE lower(login) = lower($1)
       UNION ALL
       SELECT ${COLUMNS}, 1 AS preference FROM accounts WHERE lower(email) = lower($1)
     ) m ORDER BY preference, registered_at, id LIMIT 1`,
    [login.trim()],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function getAccount(db: SqlExecutor, id: string): Promise<AccountRecord | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}
