import { sql, type Kysely } from 'kysely';
import type { AccountRecord, AccountStore, SessionHolder } from '../../core/accounts/account-store';

/* eslint-disable @typescript-eslint/no-explicit-any -- the Store's Kysely is untyped (its tables are documents). */
type Db = Kysely<any>;

interface AccountRow { username: string; user_id: string; password_hash: string; disabled: boolean; default_password: boolean }

const toAccount = (row: AccountRow): AccountRecord => ({
  username: row.username, userId: row.user_id, passwordHash: row.password_hash, disabled: row.disabled, defaultPassword: row.default_password,
});

/** The AccountStore port on the server's PostgreSQL / PGlite (tables of migration 0002_accounts). */
export class SqlAccountStore implements AccountStore {
  constructor(private readonly db: Db) {}

  async account(username: string): Promise<AccountRecord | undefined> {
    const { rows } = await sql<AccountRow>`SELECT * FROM accounts WHERE username = ${username}`.execute(this.db);
    return rows[0] ? toAccount(rows[0]) : undefined;
  }

  async accounts(): Promise<AccountRecord[]> {
    const { rows } = await sql<AccountRow>`SELECT * FROM accounts ORDER BY username`.execute(this.db);
    return rows.map(toAccount);
  }

  async putAccount(a: AccountRecord): Promise<void> {
    await sql`INSERT INTO accounts (username, user_id, password_hash, disabled, default_password)
      VALUES (${a.username}, ${a.userId}, ${a.passwordHash}, ${a.disabled}, ${a.defaultPassword})
      ON CONFLICT (username) DO UPDATE SET user_id = EXCLUDED.user_id, password_hash = EXCLUDED.password_hash,
        disabled = EXCLUDED.disabled, default_password = EXCLUDED.default_password`.execute(this.db);
  }

  async insertMissing(accounts: readonly AccountRecord[]): Promise<number> {
    let added = 0;
    for (const a of accounts) {
      const result = await sql`INSERT INTO accounts (username, user_id, password_hash, disabled, default_password)
        VALUES (${a.username}, ${a.userId}, ${a.passwordHash}, ${a.disabled}, ${a.defaultPassword})
        ON CONFLICT (username) DO NOTHING`.execute(this.db);
      added += Number(result.numAffectedRows ?? 0);
    }
    return added;
  }

  async createSession(key: string, username: string, at: number): Promise<void> {
    await sql`INSERT INTO sessions (key, username, created_at, last_seen_at) VALUES (${key}, ${username}, ${at}, ${at})`.execute(this.db);
  }

  async touchSession(key: string, at: number, idleSince: number): Promise<SessionHolder | undefined> {
    const { rows } = await sql<{ username: string; user_id: string }>`UPDATE sessions s SET last_seen_at = GREATEST(s.last_seen_at, ${at}::double precision)
      FROM accounts a
      WHERE s.key = ${key} AND a.username = s.username AND NOT a.disabled AND s.last_seen_at >= ${idleSince}
      RETURNING a.username, a.user_id`.execute(this.db);
    if (rows[0]) return { username: rows[0].username, userId: rows[0].user_id };
    await this.deleteSession(key);
    return undefined;
  }

  async deleteSession(key: string): Promise<void> {
    await sql`DELETE FROM sessions WHERE key = ${key}`.execute(this.db);
  }

  async deleteSessionsOf(username: string, except?: string): Promise<void> {
    await sql`DELETE FROM sessions WHERE username = ${username} AND key <> ${except ?? ''}`.execute(this.db);
  }

  async recordFailure(keys: readonly string[], at: number): Promise<void> {
    for (const key of keys) await sql`INSERT INTO login_failures (key, at) VALUES (${key}, ${at})`.execute(this.db);
  }

  async failuresSince(key: string, since: number): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM login_failures WHERE key = ${key} AND at > ${since}`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  async clearFailures(key: string): Promise<void> {
    await sql`DELETE FROM login_failures WHERE key = ${key}`.execute(this.db);
  }

  async pruneFailures(before: number): Promise<void> {
    await sql`DELETE FROM login_failures WHERE at <= ${before}`.execute(this.db);
  }
}
