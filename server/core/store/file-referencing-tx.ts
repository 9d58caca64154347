/**
 * A write transaction that records file references as it saves (issue 38): every put of an instance, design, form,
 * notice or data table also writes which uploads the record names (file-references.ts), in the same transaction,
 * so no handler can save a reference and forget to record it. The store's `write` hands this to every change.
 */
import { FILE_HOLDERS, recordFileReferences, type FileHolderTable } from '../file-references';
import type { DemoTable, DemoTx } from './demo-db';
import type { DemoRows } from './demo-tables';
import { tableWithPuts } from './table-with-puts';

function referencingTable<T extends FileHolderTable>(tx: DemoTx, name: T): DemoTable<DemoRows[T]> {
  const inner = tx[name] as unknown as DemoTable<DemoRows[T]>;
  return tableWithPuts(inner, async (rows) => {
    await inner.putMany(rows);
    await recordFileReferences(tx, name, rows);
  });
}

export function fileReferencingTx(tx: DemoTx): DemoTx {
  const wrapped: Partial<Record<FileHolderTable, unknown>> = {};
  for (const name of Object.keys(FILE_HOLDERS) as FileHolderTable[]) wrapped[name] = referencingTable(tx, name);
  return { ...tx, ...wrapped } as DemoTx;
}
