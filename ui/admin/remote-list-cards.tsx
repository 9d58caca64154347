import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import type { TableColumnType, TableProps } from 'antd';

type Column<T> = TableColumnType<T> & { children?: unknown };

/** A column's cell for one row, as the table would draw it (its render, else the value at dataIndex). */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex === undefined ? [] : ([] as Array<string | number>).concat(column.dataIndex as string | number | Array<string | number>);
  let value: unknown = row;
  for (const key of path) value = value == null ? undefined : (value as Record<string | number, unknown>)[key];
  if (path.length === 0) value = undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

interface RemoteListCardsProps<T> {
  items: readonly T[];
  columns: TableProps<T>['columns'];
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
}

/** The rows of a RemoteListTable on a phone: one card per row, each column as a 标题：值 line, 加载更多 below. */
export function RemoteListCards<T extends { id: string }>({ items, columns = [], loading, hasMore, onMore }: RemoteListCardsProps<T>) {
  const shown = (columns as Array<Column<T>>).filter((column) => column.title);
  if (loading && items.length === 0) return <Skeleton active />;
  if (items.length === 0) return <Empty description="暂无数据" />;
  return (
    <>
      <ul className="remote-cards" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {items.map((row, index) => (
          <li key={row.id} className="remote-card" style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8, padding: '10px 14px', fontSize: 14, overflowWrap: 'anywhere' }}>
            {shown.map((column, i) => (
              <div key={String(column.key ?? i)} style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap', minHeight: 28 }}>
                <span style={{ color: 'rgba(0, 0, 0, 0.45)', flex: 'none' }}>{column.title as ReactNode}：</span>
                <span style={{ minWidth: 0 }}>{cellOf(column, row, index)}</span>
              </div>
            ))}
          </li>
        ))}
      </ul>
      {hasMore && <Button block className="load-more" style={{ marginTop: 12 }} loading={loading} onClick={onMore}>加载更多</Button>}
    </>
  );
}
