import type { PGlite } from '@electric-sql/pglite';

/** The part of a `pg` client kysely's PostgresDialect uses. */
interface PoolClient {
  query(sql: string, parameters: readonly unknown[]): Promise<{ rows: unknown[]; rowCount: number; command: string }>;
  release(): void;
}

/**
 * PGlite (one in-process Postgres session) as the pool kysely's PostgresDialect expects: one client at a time,
 * so a transaction holds the session until it ends and the next caller waits for it.
 */
export class PGlitePool {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly db: PGlite) {}

  async connect(): Promise<PoolClient> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((done) => { release = done; });
    await previous;
    let released = false;
    return {
      query: async (sql, parameters) => {
        const result = await this.db.query(sql, [...parameters]);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command: (result as { command?: string }).command ?? '' };
      },
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  }

  async end(): Promise<void> {
    await this.queue;
    await this.db.close();
  }
}
