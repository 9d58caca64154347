import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Blobs } from '../../core/blobs';
import type { DemoDb, DemoTable, DemoTx, IndexQuery, IndexValue, OpenedUpload, WriteOptions } from '../../core/store/demo-db';
import { TABLE_NAMES, emptyTables, type DemoTables, type TableName, type UploadRow } from '../../core/store/demo-tables';
import { columnValue, ident, list, prepareRow, primaryKeyOf, primaryWhere, upsertStatement, type PreparedRow } from './sql-rows';
import { READ_ALONG, readAlongColumn, readAlongQuery, type ReadAlong } from './read-along';
import { SHARED_TABLES, SharedReads } from './shared-reads';
import { SQL_LAYOUT, type SqlColumn, type SqlTableLayout } from './sql-layout';
import { SqlTransaction, readKeys, type Executor } from './sql-transaction';

/* eslint-disable @typescript-eslint/no-explicit-any -- rows are documents; their typing is the Store port's. */
type Db = Kysely<any>;

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
/** Writes a transaction keeps back at most (pending-writes.ts); a bigger putMany is sent at once, in parts. */
const MAX_PENDING = 200;

/** Compares two rows by their primary key as the database orders it ("C" collation: by code unit). */
function byPrimaryKey(layout: SqlTableLayout, reverse: boolean) {
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const column of layout.primary) {
      const x = columnValue(a, column);
      const y = columnValue(b, column);
      if (x === y) continue;
      const order = x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      return reverse ? -order : order;
    }
    return 0;
  };
}

/**
 * A `find` whose answer a write can keep up to date: equal values for every column of its index and no range,
 * limit or offset (an instance's tasks, its copies), so a written record is in it exactly when its index
 * columns hold those values. Other reads of a written table are asked again.
 */
function maintainedQuery(layout: SqlTableLayout, query: IndexQuery): readonly SqlColumn[] | undefined {
  const columns = layout.indexes.get(query.index);
  const simple = query.from === undefined && query.to === undefined && query.limit === undefined && !query.offset;
  return columns && simple && (query.equals?.length ?? 0) === columns.length ? columns : undefined;
}

/** A record written in this transaction, as its reads will answer it: its JSON text, or none once deleted. */
interface WrittenRecord {
  readonly key: string;
  readonly json: string | undefined;
}

/** An answer kept as JSON text ('' for no record): each caller gets its own copy by parsing it. */
const decode = <T>(json: string): T => (json === '' ? undefined : JSON.parse(json)) as T;
/** The JSON text of a list of rows read as `body::text`: the texts joined, parsed once when handed out. */
const listText = (rows: ReadonlyArray<{ body: string }>): string => `[${rows.map((row) => row.body).join(',')}]`;

/** One table of one transaction: the Store port's DemoTable over SQL. */
class SqlTable<Row> implements DemoTable<Row> {
  private readonly layout: SqlTableLayout;

  constructor(
    private readonly name: TableName,
    private readonly blobs: Blobs,
    readonly state: SqlTransaction,
  ) {
    this.layout = SQL_LAYOUT[name];
  }

  private get db(): Executor {
    return this.state.db;
  }

  /**
   * The answer of `read` (its JSON text), kept for the rest of the transaction and parsed for each caller (who may
   * change their copy). A shared table's answer may come from the process's answers at the version this
   * transaction sees. Uploads are not kept (their bytes can be large).
   */
  private async once<T>(key: string, read: () => Promise<string>): Promise<T> {
    if (this.name === 'uploads') {
      await this.state.beforeReading(this.name);
      return this.withBytes(decode(await read())) as Promise<T>;
    }
    const kept = this.state.keptReads(this.name);
    let answer = kept.get(key);
    if (!answer) {
      answer = SHARED_TABLES.has(this.name) && !this.state.written.has(this.name) ? this.sharedRead(key, read) : this.state.beforeReading(this.name).then(read);
      kept.set(key, answer);
      // A failed read is not kept (the transaction fails with it anyway).
      answer.catch(() => kept.delete(key));
    }
    return decode<T>(await answer);
  }

  private async sharedRead(key: string, read: () => Promise<string>): Promise<string> {
    const version = await this.state.versionOf(this.name);
    const kept = this.state.shared.lookup(this.name, version, key);
    if (kept.found) return kept.answer as string;
    const answer = await read();
    this.state.shared.keep(this.name, version, key, answer);
    return answer;
  }

  /**
   * What this transaction's reads of the table answer after `written`: a record's own read answers it, a
   * maintained `find` takes it in or leaves it out; any other read is asked again.
   */
  private afterWriting(written: readonly WrittenRecord[]): void {
    const kept = this.state.reads.get(this.name);
    const next = new Map<string, Promise<string>>();
    for (const [key, answer] of kept ?? []) {
      const query = readKeys.queryOf(key);
      const columns = query && maintainedQuery(this.layout, query);
      if (readKeys.isGet(key)) next.set(key, answer);
      else if (query && columns) next.set(key, answer.then((rows) => JSON.stringify(this.withWritten(JSON.parse(rows) as Record<string, unknown>[], written, query, columns))));
    }
    for (const { key, json } of written) next.set(key, Promise.resolve(json ?? ''));
    for (const [key, answer] of next) answer.catch(() => next.delete(key));
    this.state.reads.set(this.name, next);
  }

  private withWritten(rows: readonly Record<string, unknown>[], written: readonly WrittenRecord[], query: IndexQuery, columns: readonly SqlColumn[]): Record<string, unknown>[] {
    const keyOf = (row: Record<string, unknown>) => readKeys.get(primaryKeyOf(this.layout, row));
    const changed = new Set(written.map((w) => w.key));
    const equals = query.equals ?? [];
    const matches = (row: Record<string, unknown>) => columns.every((column, i) => {
      const value = columnValue(row, column);
      return value !== null && String(value) === String(equals[i]);
    });
    const out = rows.filter((row) => !changed.has(keyOf(row)));
    for (const { json } of written) {
      const row = json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
      if (row && matches(row)) out.push(row);
    }
    return out.sort(byPrimaryKey(this.layout, query.reverse === true));
  }

  private get table() {
    return ident(this.layout.table);
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

  /** An upload as the port answers it: its bytes read back from Blobs. */
  private async fromBody(record: Record<string, unknown>): Promise<Row> {
    if (typeof record['blob'] !== 'string') return record as Row;
    const { blob, ...rest } = record;
    return { ...rest, bytes: (await this.blobs.get(blob as string)) ?? new ArrayBuffer(0) } as Row;
  }

  /** An upload answer (one record, a list or a count) with the bytes of each record. */
  private async withBytes(answer: unknown): Promise<unknown> {
    if (Array.isArray(answer)) {
      const out: Row[] = [];
      for (const record of answer) out.push(await this.fromBody(record as Record<string, unknown>));
      return out;
    }
    return answer && typeof answer === 'object' ? this.fromBody(answer as Record<string, unknown>) : answer;
  }

  get(key: IndexValue | readonly IndexValue[]): Promise<Row | undefined> {
    const along = READ_ALONG[this.name]?.filter((a) => !this.state.pending.touches(a.table));
    if (along?.length && !Array.isArray(key)) return this.once(readKeys.get(key), () => this.getWithReadAlong(key as IndexValue, along));
    return this.once(readKeys.get(key), async () => {
      const { rows } = await sql<{ body: string }>`SELECT body::text AS body FROM ${this.table} WHERE ${primaryWhere(this.layout, key)}`.execute(this.db);
      return rows[0]?.body ?? '';
    });
  }

  /** `get`, the records read along with it (read-along.ts) kept as the answers of their `find`s. */
  private async getWithReadAlong(key: IndexValue, along: readonly ReadAlong[]): Promise<string> {
    const [primary] = this.layout.primary as [SqlColumn];
    const columns = along.map((a, i) => readAlongColumn(a, sql`o.${ident(primary.column)}`, `along${i}`));
    const { rows } = await sql<Record<string, string>>`SELECT o.body::text AS body, ${list(columns)} FROM ${this.table} o WHERE o.${ident(primary.column)} = ${key}`.execute(this.db);
    const row = rows[0];
    if (!row) return '';
    along.forEach((a, i) => {
      const kept = this.state.keptReads(a.table);
      const findKey = readKeys.find(readAlongQuery(a, String(key)));
      if (!kept.has(findKey)) kept.set(findKey, Promise.resolve(row[`along${i}`]!));
    });
    return row.body!;
  }

  async getMany(keys: readonly IndexValue[]): Promise<Array<Row | undefined>> {
    if (keys.length === 0) return [];
    await this.state.beforeReading(this.name);
    const [primary] = this.layout.primary as [SqlColumn];
    const texts = keys.map(String);
    // A text key is compared as text[] so the primary key's index answers; a number key is cast (no such table yet).
    const any = primary.type === 'integer' ? sql`${ident(primary.column)}::text = ANY(${texts})` : sql`${ident(primary.column)} = ANY(${texts}::text[])`;
    const { rows } = await sql<{ key: string; body: string }>`SELECT ${ident(primary.column)}::text AS key, body::text AS body FROM ${this.table} WHERE ${any}`.execute(this.db);
    const byKey = new Map<string, string>(rows.map((row) => [row.key, row.body]));
    const records = texts.map((key) => (byKey.has(key) ? (JSON.parse(byKey.get(key)!) as Record<string, unknown>) : undefined));
    return this.name === 'uploads' ? Promise.all(records.map((record) => (record ? this.fromBody(record) : undefined))) : (records as Array<Row | undefined>);
  }

  put(row: Row): Promise<void> {
    return this.putMany([row]);
  }

  async putMany(rows: readonly Row[]): Promise<void> {
    if (rows.length === 0) return;
    this.state.wrote(this.name);
    if (rows.length >= BULK_ROWS) this.state.bulkLoaded.add(this.layout.table);
    if (this.name === 'uploads' || rows.length > MAX_PENDING) {
      // Sent at once: uploads store their bytes on the way (toBody), and a bulk load goes in parts.
      await this.state.flush();
      const sent: PreparedRow[] = [];
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const prepared: PreparedRow[] = [];
        for (const row of rows.slice(start, start + ROWS_PER_INSERT)) prepared.push(prepareRow(this.layout, await this.toBody(row)));
        await upsertStatement(this.layout, prepared).execute(this.db);
        sent.push(...prepared);
      }
      if (this.name === 'uploads' || rows.length > ROWS_PER_INSERT) {
        this.state.reads.delete(this.name);
        return;
      }
      this.afterWriting(rows.map((row, i) => this.writtenRecord(row, sent[i]!.json)));
      return;
    }
    const written: WrittenRecord[] = [];
    for (const row of rows) {
      const prepared = prepareRow(this.layout, row as unknown as Record<string, unknown>);
      this.state.pending.put(this.name, primaryKeyOf(this.layout, row as unknown as Record<string, unknown>), prepared);
      written.push(this.writtenRecord(row, prepared.json));
    }
    if (this.state.pending.size > MAX_PENDING) await this.state.flush();
    // A record just written is known: reading it back in this transaction (the answer after an action) asks nothing.
    this.afterWriting(written);
  }

  private writtenRecord(row: Row, json: string): WrittenRecord {
    return { key: readKeys.get(primaryKeyOf(this.layout, row as unknown as Record<string, unknown>)), json };
  }

  async delete(key: IndexValue | readonly IndexValue[]): Promise<void> {
    this.state.wrote(this.name);
    if (this.name === 'uploads') {
      await this.state.flush();
      this.state.reads.delete(this.name);
      await sql`DELETE FROM ${this.table} WHERE ${primaryWhere(this.layout, key)}`.execute(this.db);
      return;
    }
    this.state.pending.delete(this.name, key);
    this.afterWriting([{ key: readKeys.get(key), json: undefined }]);
  }

  all(): Promise<Row[]> {
    return this.once('all', async () => {
      const order = list(this.layout.primary.map((c) => ident(c.column)));
      const { rows } = await sql<{ body: string }>`SELECT body::text AS body FROM ${this.table} ORDER BY ${order}`.execute(this.db);
      return listText(rows);
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
    return this.once(readKeys.find(query), () => this.findNow(query));
  }

  private async findNow(query: IndexQuery): Promise<string> {
    const { where, rest } = this.rangeOf(query);
    // Index order, ties broken by the primary key (IndexedDB's order within one index key).
    const direction = sql.raw(query.reverse ? 'DESC' : 'ASC');
    const order = [...rest, ...this.layout.primary.filter((c) => !rest.includes(c))].map((c) => sql`${ident(c.column)} ${direction}`);
    const limit = query.limit === undefined ? sql.raw('') : sql` LIMIT ${query.limit}`;
    const offset = query.offset ? sql` OFFSET ${query.offset}` : sql.raw('');
    const { rows } = await sql<{ body: string }>`SELECT body::text AS body FROM ${this.table} WHERE ${where} ORDER BY ${list(order)}${limit}${offset}`.execute(this.db);
    return listText(rows);
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
      const { rows } = await sql<{ body: string }>`SELECT body::text AS body FROM ${this.table} WHERE ${any} ORDER BY ${list(order)}`.execute(this.db);
      return listText(rows);
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
      return String(Number(rows[0]?.n ?? 0));
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

  /** The shared tables' answers this process keeps between transactions (shared-reads.ts). */
  private readonly shared = new SharedReads();

  constructor(private readonly db: Db, private readonly blobs: Blobs, private readonly onClose: () => Promise<void> = async () => undefined) {}

  private txOf(state: SqlTransaction): DemoTx {
    return Object.fromEntries(TABLE_NAMES.map((name) => [name, new SqlTable(name, this.blobs, state)])) as unknown as DemoTx;
  }

  read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return this.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute((trx) => work(this.txOf(new SqlTransaction(trx, this.shared))));
  }

  async write<T>(work: (tx: DemoTx) => Promise<T>, options?: WriteOptions): Promise<T> {
    const isolation = options?.conflicts === 'sameRecords' ? 'repeatable read' : 'serializable';
    for (let attempt = 1; ; attempt++) {
      try {
        const bulkLoaded = new Set<string>();
        const result = await this.db.transaction().setIsolationLevel(isolation).execute(async (trx) => {
          const state = new SqlTransaction(trx, this.shared, bulkLoaded);
          const answer = await work(this.txOf(state));
          await state.flush();
          return answer;
        });
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
      // Every table changed, emptied ones too: the shared tables' versions all move (shared-reads.ts).
      for (const name of TABLE_NAMES) (tx[name] as unknown as SqlTable<unknown>).state.wrote(name);
      for (const name of TABLE_NAMES) await (tx[name] as DemoTable<unknown>).putMany(tables[name] ?? []);
    });
  }

  /** The executor a DemoTx was built on (for statements beyond the tables, inside the same transaction). */
  private currentExecutor(tx: DemoTx): Executor {
    return (tx.meta as unknown as SqlTable<unknown>).state.db;
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
