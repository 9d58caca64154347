import { sql, type RawBuilder } from 'kysely';
import type { IndexValue } from '../../core/store/demo-db';
import type { TableName } from '../../core/store/demo-tables';
import { SQL_LAYOUT } from './sql-layout';
import { ident, list, primaryWhere, recordKey, upsertStatement, type PreparedRow } from './sql-rows';

type PendingWrite = { readonly put: PreparedRow } | { readonly delete: IndexValue | readonly IndexValue[] };

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
    this.set(table, recordKey(key), { put: row });
  }

  delete(table: TableName, key: IndexValue | readonly IndexValue[]): void {
    this.set(table, recordKey(key), { delete: key });
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
