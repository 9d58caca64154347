import { sql, type Kysely, type Transaction } from 'kysely';
import type { IndexQuery, IndexValue } from '../../core/store/demo-db';
import type { TableName } from '../../core/store/demo-tables';
import { PendingWrites } from './pending-writes';
import { recordKey } from './sql-rows';
import { SHARED_TABLES, versionBumpStatement, type SharedReads } from './shared-reads';

/* eslint-disable @typescript-eslint/no-explicit-any -- rows are documents; their typing is the Store port's. */
export type Executor = Kysely<any> | Transaction<any>;

/** How a transaction names the reads it keeps: a record by its key, a `find` by its query. */
export const readKeys = {
  get: (key: IndexValue | readonly IndexValue[]): string => `get ${recordKey(key)}`,
  find: (query: IndexQuery): string => `find ${JSON.stringify(query)}`,
  /** The query of a `find` read's name. */
  queryOf: (name: string): IndexQuery | undefined => (name.startsWith('find ') ? (JSON.parse(name.slice(5)) as IndexQuery) : undefined),
  isGet: (name: string): boolean => name.startsWith('get '),
};

/**
 * What one transaction on the SQL store knows beyond the database: the reads it made (answered again until it
 * writes what they read), its writes not yet sent (pending-writes.ts), the versions of the shared tables it saw
 * (shared-reads.ts) and the tables it wrote.
 */
export class SqlTransaction {
  /** The reads made so far (their answers as JSON text), per table, by what was asked (`get <key>`, `find <query>` …). */
  readonly reads = new Map<TableName, Map<string, Promise<string>>>();
  readonly pending = new PendingWrites();
  /** Tables this transaction wrote: its reads of them no longer come from the process's shared answers. */
  readonly written = new Set<TableName>();
  private readonly bumped = new Set<TableName>();
  private versions: Promise<ReadonlyMap<string, number>> | undefined;

  constructor(
    readonly db: Executor,
    readonly shared: SharedReads,
    /** Tables a bulk write filled (their planner statistics are taken afresh after the commit). */
    readonly bulkLoaded: Set<string> = new Set(),
  ) {}

  /** The reads kept for `table` (an empty set at first). */
  keptReads(table: TableName): Map<string, Promise<string>> {
    let kept = this.reads.get(table);
    if (!kept) this.reads.set(table, (kept = new Map()));
    return kept;
  }

  /** The version of a shared table as this transaction sees it (all of them read in one statement, once). */
  async versionOf(table: TableName): Promise<number> {
    this.versions ??= sql<{ name: string; version: string | number }>`SELECT name, version FROM table_versions`.execute(this.db)
      .then(({ rows }) => new Map(rows.map((row) => [row.name, Number(row.version)])));
    return (await this.versions).get(table) ?? 0;
  }

  /** Notes a write of `table` (its shared version moves with the next statement sent). */
  wrote(table: TableName): void {
    this.written.add(table);
  }

  /** The version moves of shared tables written since the last statement (each moved once per transaction). */
  private bumps(): ReturnType<typeof versionBumpStatement>[] {
    const due = [...this.written].filter((table) => SHARED_TABLES.has(table) && !this.bumped.has(table));
    for (const table of due) this.bumped.add(table);
    return due.length ? [versionBumpStatement(due)] : [];
  }

  /** Sends every pending write (and version move) as one statement; nothing when there is none. */
  async flush(): Promise<void> {
    const statement = this.pending.take(this.bumps());
    if (statement) await statement.execute(this.db);
  }

  /** Sends the pending writes first when `table` has some (a read of it must see them). */
  async beforeReading(table: TableName): Promise<void> {
    if (this.pending.touches(table)) await this.flush();
  }
}
