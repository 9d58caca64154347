import type { DemoRows, DemoTables, TableName, UploadRow } from './demo-tables';

/** A value of an index (IndexedDB keys the demo uses: strings and numbers). */
export type IndexValue = string | number;

/**
 * One ordered index range: the records whose index key starts with `equals` and whose next key part lies
 * in [from, to] (both inclusive, both optional), in index order (`reverse`: descending), then paged.
 * `index` is an entry of DEMO_TABLE_SCHEMA (`'[userId+status+createdAt]'`) or the primary key.
 */
export interface IndexQuery {
  readonly index: string;
  readonly equals?: readonly IndexValue[];
  readonly from?: IndexValue;
  readonly to?: IndexValue;
  readonly reverse?: boolean;
  readonly offset?: number;
  readonly limit?: number;
}

/**
 * How a write is kept apart from concurrent ones (stores that run one write at a time need not care):
 * - `any` (the default): as if the writes ran one after another — any overlap of one's reads with another's
 *   writes runs the later one again (SERIALIZABLE).
 * - `sameRecords`: only two writes of one record conflict (REPEATABLE READ: the later is run again). For work whose
 *   every decision is about records it also writes — an instance's action writes that instance; a launch writes
 *   its new records, its serial number's row and its Idempotency-Key's record — this gives the same outcome,
 *   without the conflicts SERIALIZABLE finds between two approvals of different instances that only share index
 *   pages (50 concurrent approvals: 37 of 200 refused after every retry, and a third of the throughput).
 */
export interface WriteOptions {
  readonly conflicts?: 'any' | 'sameRecords';
}

/** One table inside a transaction. Records are copies: change one and `put` it back. */
export interface DemoTable<Row> {
  get(key: IndexValue | readonly IndexValue[]): Promise<Row | undefined>;
  getMany(keys: readonly IndexValue[]): Promise<Array<Row | undefined>>;
  put(row: Row): Promise<void>;
  putMany(rows: readonly Row[]): Promise<void>;
  delete(key: IndexValue | readonly IndexValue[]): Promise<void>;
  all(): Promise<Row[]>;
  find(query: IndexQuery): Promise<Row[]>;
  /**
   * `find`, each record handed to `pick` and only its answer kept: a reader of a few fields of many records
   * (流程统计) is spared copying whole records. `pick` must not change the record and must copy what it keeps.
   */
  findProjected<T>(query: IndexQuery, pick: (row: Readonly<Row>) => T): Promise<T[]>;
  /**
   * The records whose key in the one-field index `index` (or the primary key) is one of `values`, in index order
   * (ties by primary key): one read for the rows of a whole list page (their tasks, their copies) instead of one each.
   */
  findAnyOf(index: string, values: readonly IndexValue[]): Promise<Row[]>;
  /**
   * How many records the range holds (the offset is ignored; a `limit` caps the count, so counting a long range
   * stops there); all records without a query.
   */
  count(query?: IndexQuery): Promise<number>;
}

/** Every table, inside one transaction. */
export type DemoTx = { readonly [K in TableName]: DemoTable<DemoRows[K]> };

/** An upload found by its id: what it is (no bytes) and its bytes to stream (a download). */
export interface OpenedUpload {
  readonly meta: Omit<UploadRow, 'bytes'>;
  open(): Promise<ReadableStream<Uint8Array> | undefined>;
}

/**
 * The demo backend's database. Implementations: Dexie over IndexedDB (the browser; jest with
 * fake-indexeddb), in memory (jest, demo-server), in memory saved to a JSON file (demo-server --data).
 */
export interface DemoDb {
  /** Runs `work` in one read-only transaction (a consistent view of every table). */
  read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one read-write transaction over every table: all of its writes land, or none (a throw
   * rolls back). Inside, await only the transaction's own calls.
   */
  write<T>(work: (tx: DemoTx) => Promise<T>, options?: WriteOptions): Promise<T>;
  /** Every record of every table. */
  dump(): Promise<DemoTables>;
  /** Replaces everything with `tables`, in one transaction (reset, import, large seeds). */
  replaceAll(tables: DemoTables): Promise<void>;
  /**
   * An upload without reading its bytes whole, where the bytes live apart from the record (the SQL store's Blobs);
   * absent where records hold their bytes (the store then streams them from the record).
   */
  openUpload?(id: string): Promise<OpenedUpload | undefined>;
  /** Calls `listener` after another tab or window committed a change; returns the unsubscribe. */
  onExternalChange(listener: () => void): () => void;
  close(): void;
}
