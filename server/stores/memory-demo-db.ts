import type { DemoDb, DemoTable, DemoTx, IndexQuery, IndexValue } from '../core/store/demo-db';
import { TABLE_NAMES, emptyTables, keyPathOf, tableLayout, type DemoTables, type TableName } from '../core/store/demo-tables';

type Key = IndexValue | Key[];

/** IndexedDB's key order: numbers < strings < arrays (compared part by part). */
export function compareKeys(a: Key, b: Key): number {
  const rank = (k: Key) => (typeof k === 'number' ? 0 : typeof k === 'string' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareKeys(a[i]!, b[i]!);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

function isKey(value: unknown): value is Key {
  return typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value))
    || (Array.isArray(value) && value.every(isKey));
}

/** The key of `row` at `path`, or undefined when the row is not in that index (as in IndexedDB). */
function keyAt(row: Record<string, unknown>, path: string | string[]): Key | undefined {
  const value = Array.isArray(path) ? path.map((p) => row[p]) : row[path];
  return isKey(value) ? value : undefined;
}

/** Where an index key lies against the query's range: before it, in it, or after it (index order). */
function placeOf(key: Key, query: IndexQuery): -1 | 0 | 1 {
  const parts = Array.isArray(key) ? key : [key];
  const equals = query.equals ?? [];
  for (let i = 0; i < equals.length; i++) {
    if (parts[i] === undefined) return -1;
    const c = compareKeys(parts[i]!, equals[i]!);
    if (c !== 0) return c < 0 ? -1 : 1;
  }
  const next = parts[equals.length];
  // A key that ends at the prefix sorts before every longer key with that prefix.
  if (next === undefined) return query.from === undefined && query.to === undefined ? 0 : -1;
  if (query.from !== undefined && compareKeys(next, query.from) < 0) return -1;
  if (query.to !== undefined && compareKeys(next, query.to) > 0) return 1;
  return 0;
}

/** One index entry: the row's key in that index, its primary key (the tie-break), the row. */
type Entry<Row> = [key: Key, primary: Key, row: Row];

const compareEntries = <Row>(a: Entry<Row>, b: Entry<Row>): number => compareKeys(a[0], b[0]) || compareKeys(a[1], b[1]);

/** Where `entry` stands in `order` (sorted by compareEntries): its position, or where it would go. */
function positionOf<Row>(order: ReadonlyArray<Entry<Row>>, entry: Entry<Row>): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareEntries(order[mid]!, entry) < 0) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/** The first position in `order` (sorted by key) whose key is not before `limit` of the range. */
function firstAt<Row>(order: ReadonlyArray<Entry<Row>>, query: IndexQuery, past: -1 | 0, start = 0): number {
  let lo = start;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (placeOf(order[mid]![0], query) <= past) lo = mid + 1; else hi = mid;
  }
  return lo;
}

type Undo = () => void;

/** Splices into a kept index order before sorting it afresh is cheaper (each splice moves up to the whole array). */
const SPLICES_BEFORE_RESORT = 1000;

class MemoryTable<Row> implements DemoTable<Row> {
  readonly rows = new Map<string, Row>();
  /** Set while a write transaction runs: how to take back each change. */
  undo: Undo[] | undefined;
  private readonly layout;
  /**
   * Each index's rows in key order, built on the first query of that index and then kept in step with each put
   * and delete (a binary search and a splice), so a write between two reads does not re-sort the table. After
   * many changes (a seed, an import) the order is dropped instead and sorted afresh when next asked for.
   */
  private readonly orders = new Map<string, { readonly path: string | string[]; readonly order: Array<Entry<Row>>; changes: number }>();

  constructor(readonly name: TableName) {
    this.layout = tableLayout(name);
  }

  private id(key: unknown): string {
    return JSON.stringify(key);
  }

  async get(key: IndexValue | readonly IndexValue[]) {
    const row = this.rows.get(this.id(key));
    return row === undefined ? undefined : structuredClone(row);
  }

  async getMany(keys: readonly IndexValue[]) {
    return Promise.all(keys.map((k) => this.get(k)));
  }

  async put(row: Row) {
    const key = keyAt(row as Record<string, unknown>, this.layout.primaryKey);
    if (key === undefined) throw new Error(`${this.name}: 记录缺少主键 ${String(this.layout.primaryName)}`);
    this.set(this.id(key), structuredClone(row));
  }

  async putMany(rows: readonly Row[]) {
    for (const row of rows) await this.put(row);
  }

  async delete(key: IndexValue | readonly IndexValue[]) {
    this.set(this.id(key), undefined);
  }

  async all() {
    return this.sorted(this.layout.primaryKey).map(([, , row]) => structuredClone(row));
  }

  async find(query: IndexQuery) {
    return this.range(query).map((row) => structuredClone(row));
  }

  async findProjected<T>(query: IndexQuery, pick: (row: Readonly<Row>) => T) {
    return this.range(query).map(pick);
  }

  async findAnyOf(index: string, values: readonly IndexValue[]) {
    const keys = [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return keys.flatMap((value) => this.range({ index, equals: [value] }).map((row) => structuredClone(row)));
  }

  async count(query?: IndexQuery) {
    if (!query) return this.rows.size;
    const [start, end] = this.bounds(query);
    return Math.min(end - start, query.limit ?? Number.POSITIVE_INFINITY);
  }

  /**
   * The stored rows of a query's page, not copied (callers copy or project them). The range is one run of the
   * index order, found by binary search, so paging through a large table reads each chunk without a scan.
   */
  private range(query: IndexQuery): Row[] {
    const order = this.orderOf(query);
    const [start, end] = this.bounds(query);
    const skip = query.offset ?? 0;
    const take = query.limit ?? Number.POSITIVE_INFINITY;
    const out: Row[] = [];
    if (query.reverse) for (let i = end - 1 - skip; i >= start && out.length < take; i--) out.push(order[i]![2]);
    else for (let i = start + skip; i < end && out.length < take; i++) out.push(order[i]![2]);
    return out;
  }

  private orderOf(query: IndexQuery): Array<Entry<Row>> {
    return this.sorted(query.index === this.layout.primaryName ? this.layout.primaryKey : keyPathOf(query.index));
  }

  /** [first, past-the-last) positions of the query's range in its index order. */
  private bounds(query: IndexQuery): [number, number] {
    const order = this.orderOf(query);
    const start = firstAt(order, query, -1);
    return [start, firstAt(order, query, 0, start)];
  }

  clear() {
    for (const id of [...this.rows.keys()]) this.set(id, undefined);
  }

  private set(id: string, row: Row | undefined) {
    const before = this.rows.get(id);
    if (this.undo) this.undo.push(() => this.replace(id, this.rows.get(id), before));
    this.replace(id, before, row);
  }

  /** Stores `row` under `id` in place of `before` (undefined: none), in the rows and in every index kept. */
  private replace(id: string, before: Row | undefined, row: Row | undefined) {
    if (row === undefined) this.rows.delete(id); else this.rows.set(id, row);
    for (const [name, kept] of this.orders) {
      if (++kept.changes > SPLICES_BEFORE_RESORT) {
        this.orders.delete(name);
        continue;
      }
      const { path, order } = kept;
      const gone = before === undefined ? undefined : this.entryOf(before, path);
      if (gone) {
        const at = positionOf(order, gone);
        if (order[at]?.[2] === before) order.splice(at, 1);
      }
      const added = row === undefined ? undefined : this.entryOf(row, path);
      if (added) order.splice(positionOf(order, added), 0, added);
    }
  }

  /** The row's entry in the index at `path`, or undefined when the row is not in that index. */
  private entryOf(row: Row, path: string | string[]): Entry<Row> | undefined {
    const key = keyAt(row as Record<string, unknown>, path);
    return key === undefined ? undefined : [key, keyAt(row as Record<string, unknown>, this.layout.primaryKey)!, row];
  }

  /** Rows with their key at `path`, in key order (then primary key order, as IndexedDB does). */
  private sorted(path: string | string[]): Array<Entry<Row>> {
    const name = JSON.stringify(path);
    let kept = this.orders.get(name);
    if (!kept) this.orders.set(name, (kept = { path, order: this.order(path), changes: 0 }));
    return kept.order;
  }

  private order(path: string | string[]): Array<Entry<Row>> {
    const entries: Array<Entry<Row>> = [];
    for (const row of this.rows.values()) {
      const entry = this.entryOf(row, path);
      if (entry) entries.push(entry);
    }
    return entries.sort(compareEntries);
  }
}

/**
 * The demo database in memory (jest, demo-server). Transactions run one at a time; a write that throws takes
 * back all of its changes.
 */
export class MemoryDemoDb implements DemoDb {
  private readonly tables = new Map<TableName, MemoryTable<unknown>>(TABLE_NAMES.map((name) => [name, new MemoryTable(name)]));
  private readonly tx = Object.fromEntries(this.tables) as unknown as DemoTx;
  private queue: Promise<unknown> = Promise.resolve();

  /** Runs after each committed write, inside the queue (the JSON-file store saves here). */
  protected async afterCommit(): Promise<void> {
    // In memory only: nothing to save.
  }

  read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return this.serially(() => work(this.tx));
  }

  write<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return this.serially(async () => {
      const undo: Undo[] = [];
      for (const table of this.tables.values()) table.undo = undo;
      try {
        const result = await work(this.tx);
        for (const table of this.tables.values()) table.undo = undefined;
        await this.afterCommit();
        return result;
      } catch (error) {
        for (const step of undo.reverse()) step();
        throw error;
      } finally {
        for (const table of this.tables.values()) table.undo = undefined;
      }
    });
  }

  dump(): Promise<DemoTables> {
    return this.serially(async () => this.snapshot());
  }

  replaceAll(tables: DemoTables): Promise<void> {
    return this.write(async () => {
      for (const [name, table] of this.tables) {
        table.clear();
        await table.putMany(tables[name] ?? []);
      }
    });
  }

  onExternalChange(): () => void {
    // One process, one copy: nobody else writes.
    return () => undefined;
  }

  close(): void {
    // Nothing to release.
  }

  /** Every record, without waiting for the queue (only for code already running inside it). */
  protected async snapshot(): Promise<DemoTables> {
    const out = emptyTables() as Record<TableName, unknown[]>;
    for (const [name, table] of this.tables) out[name] = await table.all();
    return out as DemoTables;
  }

  private serially<T>(run: () => Promise<T>): Promise<T> {
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
