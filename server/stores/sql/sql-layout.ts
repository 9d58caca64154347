import { DEMO_TABLE_SCHEMA, keyPathOf, tableLayout, type TableName } from '../../core/store/demo-tables';

/**
 * How the Store's tables sit in PostgreSQL: one table per record kind, named in snake_case, holding every field
 * an index reads as its own typed column (text in the "C" collation, so it sorts as IndexedDB and the memory
 * store sort: by code unit) and the whole record as `body jsonb`. Migrations create exactly these columns
 * (sql-migrations.ts; a test holds the two together).
 */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields that hold numbers (every other indexed field is text). */
const NUMBER_FIELDS: ReadonlySet<string> = new Set(['version']);

export type ColumnType = 'text' | 'integer';

export interface SqlColumn {
  readonly field: string;
  readonly column: string;
  readonly type: ColumnType;
}

export interface SqlTableLayout {
  readonly table: string;
  /** The primary key's columns. */
  readonly primary: readonly SqlColumn[];
  /** Every indexed field's column (primary key first), once each. */
  readonly columns: readonly SqlColumn[];
  /** Each index of the schema by its name (`[userId+status+createdAt]`, `id`): its columns in order. */
  readonly indexes: ReadonlyMap<string, readonly SqlColumn[]>;
}

const columnOf = (field: string): SqlColumn => ({ field, column: snakeCase(field), type: NUMBER_FIELDS.has(field) ? 'integer' : 'text' });
const columnsOf = (entry: string): SqlColumn[] => {
  const path = keyPathOf(entry);
  return (Array.isArray(path) ? path : [path]).map(columnOf);
};

function layoutOf(name: TableName): SqlTableLayout {
  const { primaryName, indexes } = tableLayout(name);
  const primary = columnsOf(primaryName);
  const byName = new Map<string, readonly SqlColumn[]>([[primaryName, primary], ...indexes.map((entry) => [entry, columnsOf(entry)] as const)]);
  const columns = new Map<string, SqlColumn>();
  for (const list of byName.values()) for (const column of list) columns.set(column.field, column);
  return { table: snakeCase(name), primary, columns: [...columns.values()], indexes: byName };
}

export const SQL_LAYOUT: { readonly [K in TableName]: SqlTableLayout } = Object.fromEntries(
  (Object.keys(DEMO_TABLE_SCHEMA) as TableName[]).map((name) => [name, layoutOf(name)]),
) as { [K in TableName]: SqlTableLayout };
