import type { DataTableField, DataTableRow } from './data-table';
import { fieldTypeOf } from './field-types';

const rowText = (fields: readonly DataTableField[], row: DataTableRow) =>
  JSON.stringify(fields.map((f) => fieldTypeOf(f.type).showCell(row[f.name])));

/**
 * Where each row of an older copy of a table stands in a newer one: the first not yet taken row with the same
 * cells (rows have no id). Rows someone changed or deleted since have no place. Used to keep an editor's
 * changes when another save came first.
 */
export function matchRows(fields: readonly DataTableField[], older: readonly DataTableRow[], newer: readonly DataTableRow[]): Map<number, number> {
  const free = new Map<string, number[]>();
  newer.forEach((row, index) => {
    const key = rowText(fields, row);
    free.set(key, [...(free.get(key) ?? []), index]);
  });
  const places = new Map<number, number>();
  older.forEach((row, index) => {
    const queue = free.get(rowText(fields, row));
    const place = queue?.shift();
    if (place !== undefined) places.set(index, place);
  });
  return places;
}
