import { useEffect } from 'react';
import { DEFAULT_PAGE_SIZE, type InstanceListKind } from '../../application/approvals/instance-list';
import { isPhoneNow, useIsPhone } from '../hooks/use-is-phone';
import { onDemand } from '../hooks/on-demand';
import { LoadingLines } from '../shell/loading-lines';
import { InstanceCardList } from './instance-card-list';
import { LazyInstanceDrawer } from './lazy-instance-drawer';
import { PhoneFilterBar } from './phone-filter-bar';
import { useInstanceList } from './use-instance-list';
import { useInstanceParam } from './use-instance-param';

// A phone's first screen is the cards (issue 31): the desktop's table, date-range filters and export are a chunk
// of their own, asked for as soon as this module runs on a desktop so they arrive with the page's other chunks.
const DesktopInstanceList = onDemand('审批列表', () => import(/* webpackChunkName: "desktop-instance-list" */ './desktop-instance-list').then((m) => m.DesktopInstanceList));
if (typeof window !== 'undefined' && !isPhoneNow()) void DesktopInstanceList.preload().catch(() => undefined);

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
        <DesktopInstanceList kind={kind} list={list} state={state} actionLabel={actionLabel} onOpen={(row) => setOpenId(row.id)} fallback={<LoadingLines />} />
      )}
      <LazyInstanceDrawer instanceId={openId} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
