import { Button, Table } from 'antd';
import type { ReactNode } from 'react';

export interface RecordRowsProps<V> {
  /** What the rows edit: key → value, in order. */
  readonly value: Readonly<Record<string, V>>;
  readonly onChange: (next: Record<string, V>) => void;
  readonly columns: readonly [string, string];
  /** The key cell: an input or a select; `rename` gives the row a new key. */
  readonly renderKey: (key: string, rename: (next: string) => void) => ReactNode;
  readonly renderValue: (value: V, key: string, set: (next: V) => void) => ReactNode;
  readonly addLabel: string;
  /** The row 添加 appends (a fresh key and its default value). */
  readonly newRow: (taken: ReadonlySet<string>) => [string, V];
  readonly emptyText: string;
}

/**
 * Rows of key → value (a trigger's headers, body and fields to set, a subflow's field mapping), each row with
 * 删除, and 添加 below: the record keeps its order when a key is renamed.
 */
export function RecordRows<V>({ value, onChange, columns, renderKey, renderValue, addLabel, newRow, emptyText }: RecordRowsProps<V>) {
  const entries = Object.entries(value);
  const replace = (index: number, entry: [string, V] | undefined) => {
    const next = entries.flatMap((old, i) => (i === index ? (entry ? [entry] : []) : [old]));
    onChange(Object.fromEntries(next));
  };
  return (
    <div>
      <Table<[string, V]>
        size="small"
        pagination={false}
        rowKey={(entry) => entries.indexOf(entry).toString()}
        dataSource={entries}
        locale={{ emptyText }}
        columns={[
          { title: columns[0], key: 'key', render: (_, [key, v], index) => renderKey(key, (next) => replace(index, [next, v])) },
          { title: columns[1], key: 'value', render: (_, [key, v], index) => renderValue(v, key, (next) => replace(index, [key, next])) },
          { title: '', key: 'remove', width: 56, render: (_, [key], index) => <Button type="link" size="small" aria-label={`删除 ${key}`} onClick={() => replace(index, undefined)}>删除</Button> },
        ]}
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => {
        const [key, v] = newRow(new Set(Object.keys(value)));
        onChange({ ...value, [key]: v });
      }}>{addLabel}</Button>
    </div>
  );
}

/** A key not yet taken: `prefix`, `prefix2`, … */
export function freshKey(prefix: string, taken: ReadonlySet<string>): string {
  let n = 1;
  while (taken.has(n === 1 ? prefix : `${prefix}${n}`)) n += 1;
  return n === 1 ? prefix : `${prefix}${n}`;
}
