import type { DemoTable } from './demo-db';

/**
 * `inner` with its saves going through `putMany` (which writes them, and may change them or write more), every
 * read answered by `inner` as it is: how the store's write keeps derived data in step with each save.
 */
export function tableWithPuts<Row>(inner: DemoTable<Row>, putMany: (rows: readonly Row[]) => Promise<void>): DemoTable<Row> {
  return {
    get: (key) => inner.get(key),
    getMany: (keys) => inner.getMany(keys),
    delete: (key) => inner.delete(key),
    all: () => inner.all(),
    find: (query) => inner.find(query),
    findAnyOf: (index, values) => inner.findAnyOf(index, values),
    findProjected: (query, pick) => inner.findProjected(query, pick),
    count: (query) => inner.count(query),
    put: (row) => putMany([row]),
    putMany,
  };
}
