import { mkdir } from 'node:fs/promises';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import type { Blobs } from '../../core/blobs';
import { PGlitePool } from './pglite-pool';
import { withPreparedStatements } from './prepared-statements';
import { SqlDemoDb } from './sql-demo-db';
import { SQL_MIGRATIONS } from './sql-migrations';

/** Where the database is: a PostgreSQL server (`postgres://…`) or a PGlite folder (the embedded default). */
export type SqlLocation = { readonly url: string } | { readonly pgliteDir: string } | { readonly memory: true };

const provider: MigrationProvider = { getMigrations: async () => SQL_MIGRATIONS };

export interface OpenedSqlDb {
  readonly store: SqlDemoDb;
  readonly db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The migrations applied by this opening (empty when the schema was already current). */
  readonly applied: readonly string[];
  /** The database answers and its schema is the code's (for /readyz). */
  ready(): Promise<boolean>;
}

async function dialectOf(location: SqlLocation): Promise<PostgresDialect> {
  if ('url' in location) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: location.url, max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10) });
    return new PostgresDialect({ pool: withPreparedStatements(pool) });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if ('pgliteDir' in location) await mkdir(location.pgliteDir, { recursive: true });
  const pglite = new PGlite('pgliteDir' in location ? location.pgliteDir : undefined);
  await pglite.waitReady;
  return new PostgresDialect({ pool: new PGlitePool(pglite) as never });
}

/** Opens the database, brings its schema up to date (kysely's Migrator, under its lock) and answers the Store. */
export async function openSqlDb(location: SqlLocation, blobs: Blobs): Promise<OpenedSqlDb> {
  const db = new Kysely<any>({ dialect: await dialectOf(location) }); // eslint-disable-line @typescript-eslint/no-explicit-any
  // Named, not left to the search path: kysely looks for its tables by name in every schema, and another
  // schema's (a second deployment or test on the same server) would pass for this one's.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]!.schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  const names = Object.keys(SQL_MIGRATIONS);
  return {
    db,
    store: new SqlDemoDb(db, blobs),
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
    ready: async () => {
      try {
        const done = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name);
        return names.every((name) => done.includes(name));
      } catch {
        return false;
      }
    },
  };
}
