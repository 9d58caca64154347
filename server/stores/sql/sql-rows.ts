import { sql, type RawBuilder } from 'kysely';
import type { IndexValue } from '../../core/store/demo-db';
import type { SqlColumn, SqlTableLayout } from './sql-layout';

/** A record and its SQL: the identifiers, a record's column values and key, and the statement that writes rows. */

export const ident = (name: string) => sql.raw(`"${name}"`);
export const list = (parts: readonly RawBuilder<unknown>[], separator = ', ') => sql.join(parts, sql.raw(separator));

/** The column's value of a record (null when the record is not in that index: a missing or non-key value). */
export function columnValue(row: Record<string, unknown>, column: SqlColumn): string | number | null {
  const value = row[column.field];
  if (column.type === 'integer') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : null;
}

const keyParts = (key: IndexValue | readonly IndexValue[]): readonly IndexValue[] => (Array.isArray(key) ? key : [key as IndexValue]);

/** One record's key as text, however it was given (`'a'` and `['a']` name one record). */
export const recordKey = (key: IndexValue | readonly IndexValue[]): string => {
  const parts = keyParts(key);
  return JSON.stringify(parts.length === 1 ? parts[0] : parts);
};

/** A record's primary key (one value, or the parts of a compound key). */
export const primaryKeyOf = (layout: SqlTableLayout, row: Record<string, unknown>): IndexValue | IndexValue[] => {
  const parts = layout.primary.map((c) => row[c.field] as IndexValue);
  return parts.length === 1 ? parts[0]! : parts;
};

/** A record as a write sends it: its indexed fields' values (the columns) and its JSON text (the body). */
export interface PreparedRow {
  readonly columns: ReadonlyArray<string | number | null>;
  readonly json: string;
}

export const prepareRow = (layout: SqlTableLayout, row: Record<string, unknown>): PreparedRow =>
  ({ columns: layout.columns.map((column) => columnValue(row, column)), json: JSON.stringify(row) });

/** The rows of one INSERT … ON CONFLICT DO UPDATE (the whole record as `body`, the indexed fields as columns). */
export function upsertStatement(layout: SqlTableLayout, rows: readonly PreparedRow[]): RawBuilder<unknown> {
  const { columns, primary } = layout;
  const names = [...columns.map((column) => ident(column.column)), sql.raw('body')];
  const updates = [...columns.filter((c) => !primary.includes(c)).map((c) => sql`${ident(c.column)} = excluded.${ident(c.column)}`), sql.raw('body = excluded.body')];
  const values = rows.map((row) => sql`(${list([...row.columns.map((value) => sql`${value}`), sql`${row.json}::jsonb`])})`);
  return sql`INSERT INTO ${ident(layout.table)} (${list(names)}) VALUES ${list(values)}
    ON CONFLICT (${list(primary.map((c) => ident(c.column)))}) DO UPDATE SET ${list(updates)}`;
}

export function primaryWhere(layout: SqlTableLayout, key: IndexValue | readonly IndexValue[]): RawBuilder<unknown> {
  const parts = keyParts(key);
  return list(layout.primary.map((column, i) => sql`${ident(column.column)} = ${parts[i] ?? null}`), ' AND ');
}
