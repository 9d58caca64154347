import { sql, type RawBuilder } from 'kysely';
import type { IndexValue } from '../../core/store/demo-db';
import type { TableName } from '../../core/store/demo-tables';
import { SQL_LAYOUT, type SqlColumn, type SqlTableLayout } from './sql-layout';

/**
 * The writes of one transaction not yet sent: a transaction's puts and deletes wait here and go to the database
 * as ONE statement (data-modifying WITH parts) — before a read of a table they touch, and at the end of the
 * transaction's work. An approval wrote 5 statements (the instance, its tasks, copies, notices, the
 * Idempotency-Key's answer) and now writes 1: every statement is a round trip to the database, and the server's
 * profile under 50 clients spent a third of its time writing statements to the socket.
 *
 * Each record is written once per statement (the last put or delete of a key wins), as PostgreSQL requires of
 * the parts of one statement. There are no foreign keys between the tables, so the parts' order does not matter.
 */

export const ident = (name: string) => sql.raw(`"${name}"`);
export const list = (parts: readonly RawBuilder<unknown>[], separator = ', ') => sql.join(parts, sql.raw(separator));

/** The column's value of a record (null when the record is not in that index: a missing or non-key value). */
export function columnValue(row: Record<string, unknown>, column: SqlColumn): string | number | null {
  const value = row[column.field];
  if (column.type === 'integer') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : null;
}

export const keyParts = (key: IndexValue | readonly IndexValue[]): readonly IndexValue[] => (Array.isArray(key) ? key : [key as IndexValue]);

/** A record's primary key as the transaction's reads name it (`get <json>`). */
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

/** Moves the versions of shared tables (shared-reads.ts) that this transaction wrote. */
export function versionBumpStatement(tables: readonly TableName[]): RawBuilder<unknown> {
  const rows = tables.map((name) => sql`(${name}, 1)`);
  return sql`INSERT INTO table_versions (name, version) VALUES ${list(rows)}
    ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1`;
}

type PendingWrite = { readonly put: PreparedRow } | { readonly delete: IndexValue | readonly IndexValue[] };

export class PendingWrites {
  private readonly byTable = new Map<TableName, Map<string, PendingWrite>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  touches(table: TableName): boolean {
    return this.byTable.has(table);
  }

  put(table: TableName, key: IndexValue | readonly IndexValue[], row: PreparedRow): void {
    this.set(table, JSON.stringify(key), { put: row });
  }

  delete(table: TableName, key: IndexValue | readonly IndexValue[]): void {
    const parts = keyParts(key);
    this.set(table, JSON.stringify(parts.length === 1 ? parts[0] : parts), { delete: key });
  }

  private set(table: TableName, key: string, write: PendingWrite): void {
    let writes = this.byTable.get(table);
    if (!writes) this.byTable.set(table, (writes = new Map()));
    if (!writes.has(key)) this.count++;
    writes.delete(key); // a later write of a key goes last
    writes.set(key, write);
  }

  /** The one statement of every pending write and `extra` parts (a version bump); empties the list. */
  take(extra: readonly RawBuilder<unknown>[] = []): RawBuilder<unknown> | undefined {
    const parts: RawBuilder<unknown>[] = [];
    for (const [table, writes] of this.byTable) {
      const layout = SQL_LAYOUT[table];
      const puts: PreparedRow[] = [];
      const deletes: RawBuilder<unknown>[] = [];
      for (const write of writes.values()) {
        if ('put' in write) puts.push(write.put);
        else deletes.push(sql`(${primaryWhere(layout, write.delete)})`);
      }
      if (puts.length) parts.push(upsertStatement(layout, puts));
      if (deletes.length) parts.push(sql`DELETE FROM ${ident(layout.table)} WHERE ${list(deletes, ' OR ')}`);
    }
    this.byTable.clear();
    this.count = 0;
    parts.push(...extra);
    if (parts.length <= 1) return parts[0];
    return sql`WITH ${list(parts.map((part, i) => sql`${sql.raw(`w${i}`)} AS (${part})`))} SELECT 1`;
  }
}
