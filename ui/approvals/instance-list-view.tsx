import { useEffect } from 'react';
import { DEFAULT_PAGE_SIZE, INSTANCE_LIST_TITLES, type InstanceListKind } from '../../application/approvals/instance-list';
import { useIsPhone } from '../hooks/use-is-phone';
import { InstanceCardList } from './instance-card-list';
import { InstanceDrawer } from './instance-drawer';
import { InstanceFilters } from './instance-filters';
import { InstanceListExport } from './instance-list-export';
import { InstanceTable } from './instance-table';
import { PhoneFilterBar } from './phone-filter-bar';
import { useInstanceList } from './use-instance-list';
import { useInstanceParam } from './use-instance-param';

/**
 * Filters, table and the instance view of one list; the building block of the list pages and 流程查询. On a
 * phone: the keyword with a filter sheet, cards, 加载更多 (one more page of rows each time) and pull to refresh.
 */
export function InstanceListView({ kind, owner = 'page' }: { kind: InstanceListKind; owner?: string }) {
  const [list, state] = useInstanceList(kind, owner);
  const [openId, setOpenId] = useInstanceParam();
  const isPhone = useIsPhone();
  const actionLabel = kind === 'work' ? '审批' : '查看';

  // Cards always start at the first row (a desktop pager may have left the list on a later page).
  useEffect(() => {
    if (isPhone && list.getSnapshot().page > 0) void list.goToPage(0);
  }, [isPhone, list]);

  return (
    <div className="instance-list" data-kind={kind}>
      {isPhone ? (
        <>
          <PhoneFilterBar key={kind} value={state.filters} showStatus={kind !== 'work'} onSearch={(filters) => void list.search(filters)} />
          <InstanceCardList
            state={state}
            actionLabel={actionLabel}
            onOpen={(row) => setOpenId(row.id)}
            onRetry={() => void list.load()}
            onLoadMore={() => void list.goToPage(0, state.pageSize + DEFAULT_PAGE_SIZE)}
            onRefresh={() => list.load()}
          />
        </>
      ) : (
        <>
          <InstanceFilters key={kind} value={state.filters} showStatus={kind !== 'work'} onSearch={(filters) => void list.search(filters)} />
          <div className="instance-list-export" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
            <InstanceListExport title={INSTANCE_LIST_TITLES[kind]} source={{ kind: 'list', list: kind, filters: state.filters }} disabled={state.failed || state.total === 0} />
          </div>
          <InstanceTable
            state={state}
            actionLabel={actionLabel}
            onPage={(page, pageSize) => void list.goToPage(page, pageSize)}
            onOpen={(row) => setOpenId(row.id)}
            onRetry={() => void list.load()}
          />
        </>
      )}
      <InstanceDrawer instanceId={openId} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
