/**
 * A read-only view of a transaction that answers a repeated read from memory: a batch of the .xlsx export
 * (export_instances, 200 instances) shows each instance as get_instance does, and every one of them reads the
 * organisation, the viewer's rights and its flow's design again. Inside one read transaction those answers
 * cannot change, so the first answer of each call is kept and handed out again. Kept answers are frozen: a
 * caller that changes a record it read (which a read-only handler must not) fails loudly instead of changing
 * what the next caller reads. Writes are refused.
 */
import type { DemoTable, DemoTx, IndexQuery, IndexValue } from './demo-db';
import { TABLE_NAMES } from './demo-tables';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

class MemoizedTable<Row> implements DemoTable<Row> {
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(private readonly name: string, private readonly table: DemoTable<Row>) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let found = this.answers.get(key) as Promise<T> | undefined;
    if (!found) this.answers.set(key, (found = read().then(deepFreeze)));
    return found;
  }

  get(key: IndexValue | readonly IndexValue[]) { return this.once(`get ${JSON.stringify(key)}`, () => this.table.get(key)); }
  getMany(keys: readonly IndexValue[]) { return Promise.all(keys.map((key) => this.get(key))); }
  all() { return this.once('all', () => this.table.all()); }
  find(query: IndexQuery) { return this.once(`find ${JSON.stringify(query)}`, () => this.table.find(query)); }
  findAnyOf(index: string, values: readonly IndexValue[]) { return this.once(`anyOf ${index} ${JSON.stringify(values)}`, () => this.table.findAnyOf(index, values)); }
  count(query?: IndexQuery) { return this.once(`count ${JSON.stringify(query ?? null)}`, () => this.table.count(query)); }
  // A projection is the caller's own function: nothing to key it by, so it is not kept.
  findProjected<T>(query: IndexQuery, pick: (row: Readonly<Row>) => T) { return this.table.findProjected(query, pick); }
  put(): Promise<void> { return this.refuse(); }
  putMany(): Promise<void> { return this.refuse(); }
  delete(): Promise<void> { return this.refuse(); }

  private refuse(): Promise<never> {
    return Promise.reject(new Error(`${this.name}: 只读事务不能写入`));
  }
}

/** `tx` with each read answered once (see above); use it only inside a read transaction. */
export function memoizedReads(tx: DemoTx): DemoTx {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, new MemoizedTable(name, tx[name] as DemoTable<unknown>)])) as unknown as DemoTx;
}
