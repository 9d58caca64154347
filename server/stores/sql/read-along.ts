import { sql, type RawBuilder } from 'kysely';
import type { IndexQuery } from '../../core/store/demo-db';
import type { TableName } from '../../core/store/demo-tables';
import { ident } from './sql-rows';
import { SQL_LAYOUT } from './sql-layout';

/**
 * Records read along with another in the same statement, because every reader of the one reads them next: an
 * instance's tasks and copies (its view, its visibility, every action on it). An approval read the three in three
 * round trips; the instance's read now answers the two `find`s too, kept under the very query the readers make
 * (`{ index: 'instanceId', equals: [id] }`), in the order that `find` answers (by primary key).
 */
export interface ReadAlong {
  readonly table: TableName;
  readonly index: string;
}

export const READ_ALONG: Partial<Record<TableName, readonly ReadAlong[]>> = {
  instances: [{ table: 'tasks', index: 'instanceId' }, { table: 'ccs', index: 'instanceId' }],
};

/** The query whose answer a read-along list stands for. */
export const readAlongQuery = (along: ReadAlong, key: string): IndexQuery => ({ index: along.index, equals: [key] });

/** The column of a read-along list: its records' JSON texts as one JSON array text, by primary key. */
export function readAlongColumn(along: ReadAlong, ownerColumn: RawBuilder<unknown>, alias: string): RawBuilder<unknown> {
  const layout = SQL_LAYOUT[along.table];
  const [column] = layout.indexes.get(along.index)!;
  const order = layout.primary.map((c) => sql`r.${ident(c.column)}`);
  return sql`(SELECT '[' || coalesce(string_agg(r.body::text, ',' ORDER BY ${sql.join(order)}), '') || ']'
    FROM ${ident(layout.table)} r WHERE r.${ident(column!.column)} = ${ownerColumn}) AS ${ident(alias)}`;
}
