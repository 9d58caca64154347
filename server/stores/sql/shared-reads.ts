import { sql, type RawBuilder } from 'kysely';
import type { TableName } from '../../core/store/demo-tables';
import { list } from './sql-rows';

/**
 * The tables every request reads and hardly any request writes: the organisation (people, departments, roles),
 * the flows and their designs, forms and settings. One approval read them in 8 statements; a process now keeps
 * their answers between transactions, each table's answers under the table's version.
 *
 * Every transaction that writes one of these tables moves its row in `table_versions` (migration 0006) in the same
 * transaction, so a transaction that sees version V of a table sees exactly the rows the answers kept under V were
 * read from — in any process on the database. A transaction reads all versions in one statement the first time it
 * wants one of these tables; under SERIALIZABLE that read stands for the table's rows (a concurrent writer of the
 * table writes the version row the reader read, so PostgreSQL sees the conflict). A change made outside the Store
 * (a hand-written UPDATE, a migration changing these rows) must move the version too.
 */
export const SHARED_TABLES: ReadonlySet<TableName> = new Set<TableName>([
  'users', 'depts', 'roles', 'categories', 'models', 'designs', 'forms', 'listFormItems', 'noticeModes', 'settings',
]);

/** Answers kept per table beyond which the table's answers are dropped (a process reading many designs). */
const MAX_ANSWERS_PER_TABLE = 2000;

interface TableAnswers {
  readonly version: number;
  readonly answers: Map<string, unknown>;
}

/** The answers a process keeps for SHARED_TABLES, by table and version. Answers are never handed out uncopied. */
export class SharedReads {
  private readonly tables = new Map<TableName, TableAnswers>();

  /** The answer kept for `key` at `version`, if any (`found: false` when none). */
  lookup(table: TableName, version: number, key: string): { found: true; answer: unknown } | { found: false } {
    const kept = this.tables.get(table);
    if (!kept || kept.version !== version || !kept.answers.has(key)) return { found: false };
    return { found: true, answer: kept.answers.get(key) };
  }

  /** Keeps an answer read at `version`; an answer older than the kept ones is not kept (a long transaction's). */
  keep(table: TableName, version: number, key: string, answer: unknown): void {
    let kept = this.tables.get(table);
    if (kept && kept.version > version) return;
    if (!kept || kept.version < version || kept.answers.size >= MAX_ANSWERS_PER_TABLE) {
      kept = { version, answers: new Map() };
      this.tables.set(table, kept);
    }
    kept.answers.set(key, answer);
  }
}

/** Moves the versions of shared tables (shared-reads.ts) that this transaction wrote. */
export function versionBumpStatement(tables: readonly TableName[]): RawBuilder<unknown> {
  const rows = tables.map((name) => sql`(${name}, 1)`);
  return sql`INSERT INTO table_versions (name, version) VALUES ${list(rows)}
    ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1`;
}
