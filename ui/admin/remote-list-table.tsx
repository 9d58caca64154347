import { Alert, Table } from 'antd';
import type { TableProps } from 'antd';
import type { RemoteList, RemoteListState } from '../../application/admin/remote-list';
import type { PageQuery } from '../../application/ports/paging';
import { useIsPhone } from '../hooks/use-is-phone';
import { RemoteListCards } from './remote-list-cards';

interface RemoteListTableProps<T, Q extends PageQuery> {
  list: RemoteList<T, Q>;
  state: RemoteListState<T, Q>;
  columns: TableProps<T>['columns'];
}

/**
 * A paged antd table over a RemoteList, with its failure shown above the rows it keeps. On a phone the rows are
 * stacked cards and 加载更多 asks for a bigger first page.
 */
export function RemoteListTable<T extends { id: string }, Q extends PageQuery>({ list, state, columns }: RemoteListTableProps<T, Q>) {
  const isPhone = useIsPhone();
  return (
    <>
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} />}
      {isPhone ? (
        <RemoteListCards<T>
          items={state.items}
          columns={columns}
          loading={state.loading}
          hasMore={state.items.length < state.total}
          onMore={() => void list.load({ ...state.query, page: 0, pageSize: state.query.pageSize + 10 })}
        />
      ) : (
        <Table<T>
          rowKey="id"
          loading={state.loading}
          dataSource={[...state.items]}
          pagination={{
            current: state.query.page + 1, pageSize: state.query.pageSize, total: state.total,
            onChange: (page, pageSize) => void list.load({ ...state.query, page: page - 1, pageSize }),
          }}
          columns={columns}
        />
      )}
    </>
  );
}
