import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Blobs } from '../../core/blobs';
import type { DemoDb, DemoTable, DemoTx, IndexQuery, IndexValue, OpenedUpload, WriteOptions } from '../../core/store/demo-db';
import { TABLE_NAMES, emptyTables, type DemoTables, type TableName, type UploadRow } from '../../core/store/demo-tables';
import { SQL_LAYOUT, type SqlColumn, type SqlTableLayout } from './sql-layout';

/* eslint-disable @typescript-eslint/no-explicit-any -- rows are documents; their typing is the Store port's. */
type Db = Kysely<any>;
type Executor = Db | Transaction<any>;

/** PostgreSQL's answers to two transactions that would not give a serial outcome: run the loser again. */
const RETRIED_CODES: ReadonlySet<string> = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 12;
/**
 * A putMany of this many rows is a bulk load (a seed, an import, a restore): the table's planner statistics are
 * taken afresh after the write commits. Without them PostgreSQL plans for the table it saw before (PGlite runs no
 * autovacuum at all), and a 待我审批 page at 100,000 instances was read by a plan made for an empty table.
 */
const BULK_ROWS = 1000;
/** Rows per INSERT of a putMany (Postgres takes at most 65,535 parameters in one statement). */
const ROWS_PER_INSERT = 500;

const ident = (name: string) => sql.raw(`"${name}"`);
const list = (parts: readonly RawBuilder<unknown>[], separator = ', ') => sql.join(parts, sql.raw(separator));

/** The column's value of a record (null when the record is not in that index: a missing or non-key value). */
function columnValue(row: Record<string, unknown>, column: SqlColumn): string | number | null {
  const value = row[column.field];
  if (column.type === 'integer') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : null;
}

const keyParts = (key: IndexValue | readonly IndexValue[]): readonly IndexValue[] => (Array.isArray(key) ? key : [key as IndexValue]);

/**
 * The reads already made in this transaction, per table (one approval reads the organisation's tables, its
 * instance's tasks and its design several times over): answered again from here until the transaction writes to
 * that table. Uploads are not kept (their bytes can be large).
 */
type TransactionReads = Map<TableName, Map<string, Promise<unknown>>>;

/** One table of one transaction: the Store port's DemoTable over SQL. */
class SqlTable<Row> implements DemoTable<Row> {
  constructor(
    private readonly db: Executor,
    private readonly name: TableName,
    private readonly layout: SqlTableLayout,
    private readonly blobs: Blobs,
    private readonly reads: TransactionReads,
    private readonly bulkLoaded: Set<string>,
  ) {}

  /** The answer of `read`, kept for the rest of the transaction (a copy each time: the caller may change it). */
  private async once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.name === 'uploads') return read();
    let kept = this.reads.get(this.name);
    if (!kept) this.reads.set(this.name, (kept = new Map()));
    let answer = kept.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      kept.set(key, answer);
      // A failed read is not kept (the transaction fails with it anyway).
      answer.catch(() => kept!.delete(key));
    }
    return structuredClone(await answer);
  }

  private forget(): void {
    this.reads.delete(this.name);
  }

  private get table() {
    return ident(this.layout.table);
  }

  private primaryWhere(key: IndexValue | readonly IndexValue[]) {
    const parts = keyParts(key);
    return list(this.layout.primary.map((column, i) => sql`${ident(column.column)} = ${parts[i] ?? null}`), ' AND ');
  }

  /** The stored document of a record: uploaded bytes go to Blobs, the row keeps their hash. */
  private async toBody(row: Row): Promise<Record<string, unknown>> {
    const record = row as unknown as Record<string, unknown>;
    if (this.name !== 'uploads' || !(record['bytes'] instanceof ArrayBuffer)) return record;
    const { bytes, ...rest } = record;
    const blob = await this.blobs.put(bytes as ArrayBuffer);
    await sql`INSERT INTO blob_refs (hash, size) VALUES (${blob}, ${(bytes as ArrayBuffer).byteLength}) ON CONFLICT (hash) DO NOTHING`.execute(this.db);
    return { ...rest, blob };
  }

  private async fromBody(body: unknown): Promise<Row> {
    const record = (typeof body === 'string' ? JSON.parse(body) : body) as Record<string, unknown>;
    if (this.name !== 'uploads' || typeof record['blob'] !== 'string') return record as Row;
    const { blob, ...rest } = record;
    return { ...rest, bytes: (await this.blobs.get(blob as string)) ?? new ArrayBuffer(0) } as Row;
  }

  private async rowsOf(bodies: readonly { body: unknown }[]): Promise<Row[]> {
    const out: Row[] = [];
    for (const { body } of bodies) out.push(await this.fromBody(body));
    return out;
  }

  get(key: IndexValue | readonly IndexValue[]): Promise<Row | undefined> {
    return this.once(`get ${JSON.stringify(key)}`, async () => {
      const { rows } = await sql<{ body: unknown }>`SELECT body FROM ${this.table} WHERE ${this.primaryWhere(key)}`.execute(this.db);
      return rows[0] ? this.fromBody(rows[0].body) : undefined;
    });
  }

  async getMany(keys: readonly IndexValue[]): Promise<Array<Row | undefined>> {
    if (keys.length === 0) return [];
    const [primary] = this.layout.primary as [SqlColumn];
    const texts = keys.map(String);
    // A text key is compared as text[] so the primary key's index answers; a number key is cast (no such table yet).
    const any = primary.type === 'integer' ? sql`${ident(primary.column)}::text = ANY(${texts})` : sql`${ident(primary.column)} = ANY(${texts}::text[])`;
    const { rows } = await sql<{ key: string; body: unknown }>`SELECT ${ident(primary.column)}::text AS key, body FROM ${this.table} WHERE ${any}`.execute(this.db);
    const byKey = new Map<string, unknown>(rows.map((row) => [row.key, row.body]));
    return Promise.all(texts.map((key) => (byKey.has(key) ? this.fromBody(byKey.get(key)) : undefined)));
  }

  put(row: Row): Promise<void> {
    return this.putMany([row]);
  }

  async putMany(rows: readonly Row[]): Promise<void> {
    if (rows.length === 0) return;
    this.forget();
    if (rows.length >= BULK_ROWS) this.bulkLoaded.add(this.layout.table);
    const { columns, primary } = this.layout;
    const names = [...columns.map((column) => ident(column.column)), sql.raw('body')];
    const updates = [...columns.filter((c) => !primary.includes(c)).map((c) => sql`${ident(c.column)} = excluded.${ident(c.column)}`), sql.raw('body = excluded.body')];
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values: RawBuilder<unknown>[] = [];
      for (const row of rows.slice(start, start + ROWS_PER_INSERT)) {
        const body = await this.toBody(row);
        values.push(sql`(${list([...columns.map((column) => sql`${columnValue(body, column)}`), sql`${JSON.stringify(body)}::jsonb`])})`);
      }
      await sql`INSERT INTO ${this.table} (${list(names)}) VALUES ${list(values)}
        ON CONFLICT (${list(primary.map((c) => ident(c.column)))}) DO UPDATE SET ${list(updates)}`.execute(this.db);
    }
    // A record just written is known: reading it back in this transaction (the answer after an action) asks nothing.
    if (this.name !== 'uploads' && rows.length <= ROWS_PER_INSERT) {
      const kept = new Map<string, Promise<unknown>>();
      for (const row of rows) {
        const key = primary.map((c) => (row as Record<string, unknown>)[c.field]);
        kept.set(`get ${JSON.stringify(key.length === 1 ? key[0] : key)}`, Promise.resolve(JSON.parse(JSON.stringify(row)) as unknown));
      }
      this.reads.set(this.name, kept);
    }
  }

  async delete(key: IndexValue | readonly IndexValue[]): Promise<void> {
    this.forget();
    await sql`DELETE FROM ${this.table} WHERE ${this.primaryWhere(key)}`.execute(this.db);
  }

  all(): Promise<Row[]> {
    return this.once('all', async () => {
      const order = list(this.layout.primary.map((c) => ident(c.column)));
      const { rows } = await sql<{ body: unknown }>`SELECT body FROM ${this.table} ORDER BY ${order}`.execute(this.db);
      return this.rowsOf(rows);
    });
  }

  /** The WHERE of an index range: the equal prefix, the next part's bounds, and only records in the index. */
  private rangeOf(query: IndexQuery): { where: RawBuilder<unknown>; rest: readonly SqlColumn[] } {
    const columns = this.layout.indexes.get(query.index);
    if (!columns) throw new Error(`表 ${this.name} 没有索引 ${query.index}`);
    const equals = query.equals ?? [];
    const conditions = columns.map((c) => sql`${ident(c.column)} IS NOT NULL`);
    equals.forEach((value, i) => conditions.push(sql`${ident(columns[i]!.column)} = ${value}`));
    const next = columns[equals.length];
    if (next && query.from !== undefined) conditions.push(sql`${ident(next.column)} >= ${query.from}`);
    if (next && query.to !== undefined) conditions.push(sql`${ident(next.column)} <= ${query.to}`);
    return { where: conditions.length ? list(conditions, ' AND ') : sql.raw('TRUE'), rest: columns.slice(equals.length) };
  }

  find(query: IndexQuery): Promise<Row[]> {
    return this.once(`find ${JSON.stringify(query)}`, () => this.findNow(query));
  }

  private async findNow(query: IndexQuery): Promise<Row[]> {
    const { where, rest } = this.rangeOf(query);
    // Index order, ties broken by the primary key (IndexedDB's order within one index key).
    const direction = sql.raw(query.reverse ? 'DESC' : 'ASC');
    const order = [...rest, ...this.layout.primary.filter((c) => !rest.includes(c))].map((c) => sql`${ident(c.column)} ${direction}`);
    const limit = query.limit === undefined ? sql.raw('') : sql` LIMIT ${query.limit}`;
    const offset = query.offset ? sql` OFFSET ${query.offset}` : sql.raw('');
    const { rows } = await sql<{ body: unknown }>`SELECT body FROM ${this.table} WHERE ${where} ORDER BY ${list(order)}${limit}${offset}`.execute(this.db);
    return this.rowsOf(rows);
  }

  findAnyOf(index: string, values: readonly IndexValue[]): Promise<Row[]> {
    const columns = this.layout.indexes.get(index);
    if (!columns || columns.length !== 1) throw new Error(`表 ${this.name} 没有单字段索引 ${index}`);
    if (values.length === 0) return Promise.resolve([]);
    const [column] = columns as [SqlColumn];
    const texts = [...new Set(values)].map(String);
    // The values as text and the column cast back only for a number column, so the text index serves the read.
    const any = column.type === 'integer' ? sql`${ident(column.column)}::text = ANY(${texts})` : sql`${ident(column.column)} = ANY(${texts}::text[])`;
    const order = [column, ...this.layout.primary.filter((c) => c.field !== column.field)].map((c) => ident(c.column));
    return this.once(`anyOf ${index} ${JSON.stringify(texts)}`, async () => {
      const { rows } = await sql<{ body: unknown }>`SELECT body FROM ${this.table} WHERE ${any} ORDER BY ${list(order)}`.execute(this.db);
      return this.rowsOf(rows);
    });
  }

  async findProjected<T>(query: IndexQuery, pick: (row: Readonly<Row>) => T): Promise<T[]> {
    return (await this.find(query)).map(pick);
  }

  count(query?: IndexQuery): Promise<number> {
    return this.once(`count ${JSON.stringify(query ?? null)}`, async () => {
      const where = query ? this.rangeOf(query).where : sql.raw('TRUE');
      const { rows } = query?.limit !== undefined
        ? await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${this.table} WHERE ${where} LIMIT ${query.limit}) AS capped`.execute(this.db)
        : await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${this.table} WHERE ${where}`.execute(this.db);
      return Number(rows[0]?.n ?? 0);
    });
  }
}

/** Whether PostgreSQL refused a transaction for a conflict with another one (run it again). */
export function isSerializationFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRIED_CODES.has(code);
}

/**
 * The Store port on PostgreSQL (a server through `pg`, or PGlite in-process): every write is one SERIALIZABLE
 * transaction — REPEATABLE READ where the caller says only writes of one record conflict (WriteOptions) — run
 * again when PostgreSQL refuses it for a conflict (so two approvals of one 或签 task at the same moment give one
 * decision); a read is one REPEATABLE READ snapshot. A refused call rolls everything back.
 */
export class SqlDemoDb implements DemoDb {
  /** Writes that were run again after a serialization failure (bench and tests read it). */
  retries = 0;

  constructor(private readonly db: Db, private readonly blobs: Blobs, private readonly onClose: () => Promise<void> = async () => undefined) {}

  private txOf(executor: Executor, bulkLoaded = new Set<string>()): DemoTx {
    const reads: TransactionReads = new Map();
    return Object.fromEntries(TABLE_NAMES.map((name) => [name, new SqlTable(executor, name, SQL_LAYOUT[name], this.blobs, reads, bulkLoaded)])) as unknown as DemoTx;
  }

  read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return this.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute((trx) => work(this.txOf(trx)));
  }

  async write<T>(work: (tx: DemoTx) => Promise<T>, options?: WriteOptions): Promise<T> {
    const isolation = options?.conflicts === 'sameRecords' ? 'repeatable read' : 'serializable';
    for (let attempt = 1; ; attempt++) {
      try {
        const bulkLoaded = new Set<string>();
        const result = await this.db.transaction().setIsolationLevel(isolation).execute((trx) => work(this.txOf(trx, bulkLoaded)));
        if (bulkLoaded.size > 0) await sql.raw(`VACUUM ANALYZE ${[...bulkLoaded].map((table) => `"${table}"`).join(', ')}`).execute(this.db);
        return result;
      } catch (error) {
        if (!isSerializationFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
        this.retries++;
        // A short random pause, growing: the two rivals do not meet again at once.
        await new Promise((resume) => setTimeout(resume, Math.random() * 5 * attempt));
      }
    }
  }

  async openUpload(id: string): Promise<OpenedUpload | undefined> {
    const { rows } = await sql<{ body: unknown }>`SELECT body FROM uploads WHERE id = ${id}`.execute(this.db);
    if (!rows[0]) return undefined;
    const { blob, bytes: _none, ...meta } = (typeof rows[0].body === 'string' ? JSON.parse(rows[0].body) : rows[0].body) as UploadRow & { blob?: string };
    return { meta, open: async () => (typeof blob === 'string' ? this.blobs.open(blob) : undefined) };
  }

  async dump(): Promise<DemoTables> {
    return this.read(async (tx) => {
      const out = emptyTables() as Record<TableName, unknown[]>;
      for (const name of TABLE_NAMES) out[name] = await tx[name].all();
      return out as DemoTables;
    });
  }

  async replaceAll(tables: DemoTables): Promise<void> {
    await this.write(async (tx) => {
      await sql.raw(`TRUNCATE ${TABLE_NAMES.map((name) => `"${SQL_LAYOUT[name].table}"`).join(', ')}`).execute(this.currentExecutor(tx));
      for (const name of TABLE_NAMES) await (tx[name] as DemoTable<unknown>).putMany(tables[name] ?? []);
    });
  }

  /** The executor a DemoTx was built on (for statements beyond the tables, inside the same transaction). */
  private currentExecutor(tx: DemoTx): Executor {
    return (tx.meta as unknown as { db: Executor }).db;
  }

  onExternalChange(): () => void {
    // Other processes' changes reach clients through the server's push, not through the store.
    return () => undefined;
  }

  close(): void {
    void this.db.destroy().then(this.onClose);
  }

  /** Closes and waits until the connections are gone (graceful shutdown, tests). */
  async closed(): Promise<void> {
    await this.db.destroy();
    await this.onClose();
  }
}
