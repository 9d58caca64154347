import Dexie, { type Table, type Transaction } from 'dexie';
import type { DemoDb, DemoTable, DemoTx, IndexQuery, IndexValue } from '../core/store/demo-db';
import { DEMO_CHANGE_CHANNEL, THIS_TAB, canBroadcast, isDemoChangeMessage, type DemoChangeMessage } from './demo-change-channel';
import { TABLE_NAMES, emptyTables, keyPathOf, tableLayout, type DemoTables, type TableName } from '../core/store/demo-tables';
import { declareDemoVersions } from './dexie-demo-versions';

export const DEMO_DB_NAME = 'approval-demo-backend';

/** The IDB key range of a query on a (possibly compound) index, padded with Dexie's min/max keys. */
function bounds(query: IndexQuery, parts: number): { lower: unknown; upper: unknown } | { equals: unknown } {
  const equals = [...(query.equals ?? [])];
  if (parts === 1) {
    if (equals.length === 1) return { equals: equals[0] };
    return { lower: query.from ?? Dexie.minKey, upper: query.to ?? Dexie.maxKey };
  }
  const rest = parts - equals.length - 1;
  const lower = [...equals, ...(equals.length < parts ? [query.from ?? Dexie.minKey] : []), ...Array(Math.max(rest, 0)).fill(Dexie.minKey)];
  const upper = [...equals, ...(equals.length < parts ? [query.to ?? Dexie.maxKey] : []), ...Array(Math.max(rest, 0)).fill(Dexie.maxKey)];
  return { lower, upper };
}

class DexieTable<Row> implements DemoTable<Row> {
  constructor(private readonly table: Table<Row, unknown>, private readonly primaryName: string) {}

  get(key: IndexValue | readonly IndexValue[]) { return this.table.get(key as never); }
  getMany(keys: readonly IndexValue[]) { return this.table.bulkGet(keys as never[]); }
  async put(row: Row) { await this.table.put(row); }
  async putMany(rows: readonly Row[]) { await this.table.bulkPut(rows as Row[]); }
  delete(key: IndexValue | readonly IndexValue[]) { return this.table.delete(key as never); }
  all() { return this.table.toArray(); }

  find(query: IndexQuery): Promise<Row[]> {
    let collection = this.collection(query);
    if (query.reverse) collection = collection.reverse();
    if (query.offset) collection = collection.offset(query.offset);
    if (query.limit !== undefined) collection = collection.limit(query.limit);
    return collection.toArray();
  }

  /** IndexedDB copies every record it reads anyway: the projection only spares the caller's memory. */
  async findProjected<T>(query: IndexQuery, pick: (row: Readonly<Row>) => T): Promise<T[]> {
    return (await this.find(query)).map(pick);
  }

  findAnyOf(index: string, values: readonly IndexValue[]): Promise<Row[]> {
    return this.table.where(index === this.primaryName ? ':id' : index).anyOf(values as never[]).toArray();
  }

  count(query?: IndexQuery): Promise<number> {
    if (!query) return this.table.count();
    const range = this.collection(query);
    return query.limit !== undefined ? range.limit(query.limit).count() : range.count();
  }

  private collection(query: IndexQuery) {
    const name = query.index === this.primaryName ? ':id' : query.index;
    const path = keyPathOf(query.index);
    const range = bounds(query, Array.isArray(path) ? path.length : 1);
    const clause = this.table.where(name);
    return 'equals' in range ? clause.equals(range.equals as never) : clause.between(range.lower as never, range.upper as never, true, true);
  }
}

/**
 * The tables of one transaction. Each is bound to it explicitly (`trans.table`) rather than through Dexie's
 * zone, so handlers may call their own async helpers (nested awaits) and every call still lands in it.
 */
function bind(trans: Transaction): DemoTx {
  return Object.fromEntries(TABLE_NAMES.map((t) => [t, new DexieTable(trans.table(t), tableLayout(t).primaryName)])) as unknown as DemoTx;
}

/** The demo backend's database in IndexedDB through Dexie: one record per thing, every tab sees the same data. */
export class DexieDemoDb implements DemoDb {
  private readonly db: Dexie;
  private readonly channel: BroadcastChannel | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly name = DEMO_DB_NAME, dependencies?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    this.db = new Dexie(name, dependencies);
    declareDemoVersions(this.db);
    this.channel = canBroadcast() ? new BroadcastChannel(DEMO_CHANGE_CHANNEL) : undefined;
    this.channel?.addEventListener('message', (event: MessageEvent) => {
      if (!isDemoChangeMessage(event.data) || event.data.database !== this.name) return;
      for (const listener of this.listeners) listener();
    });
  }

  read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return this.db.transaction('r', this.db.tables, (trans) => work(bind(trans)));
  }

  async write<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    const result = await this.db.transaction('rw', this.db.tables, (trans) => work(bind(trans)));
    this.announce();
    return result;
  }

  dump(): Promise<DemoTables> {
    return this.db.transaction('r', this.db.tables, async () => {
      const tables = emptyTables() as Record<TableName, unknown[]>;
      for (const name of TABLE_NAMES) tables[name] = await this.db.table(name).toArray();
      return tables as DemoTables;
    });
  }

  async replaceAll(tables: DemoTables): Promise<void> {
    await this.db.transaction('rw', this.db.tables, async () => {
      for (const name of TABLE_NAMES) {
        await this.db.table(name).clear();
        await this.db.table(name).bulkPut(tables[name] as unknown[]);
      }
    });
    this.announce();
  }

  onExternalChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.channel?.close();
    this.db.close();
  }

  /** Tells the other tabs that data changed (after the commit, so what they read is there). */
  private announce(): void {
    const message: DemoChangeMessage = { type: 'instanceChanged', sourceTab: THIS_TAB, database: this.name, change: { reason: 'dataChanged' } };
    this.channel?.postMessage(message);
  }
}

