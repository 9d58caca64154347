import { Button, Empty, Skeleton } from 'antd';
import type { InstanceListState } from '../../application/approvals/instance-list';
import type { InstanceSummary } from '../../application/ports/instance-api';
import { PullToRefresh } from '../shell/pull-to-refresh';
import { InstanceCard } from './instance-card';
import { ListFailedAlert } from './list-failed-alert';
import './instance-card-list.css';

export const cardListTexts = {
  more: '加载更多',
  loading: '加载中…',
  all: (total: number) => `已全部加载，共 ${total} 条`,
} as const;

interface InstanceCardListProps {
  state: InstanceListState;
  onOpen: (instance: InstanceSummary) => void;
  onRetry: () => void;
  onLoadMore: () => void;
  onRefresh: () => Promise<unknown>;
  actionLabel?: string;
  /** 批量审批: a check box beside every card. */
  selection?: { readonly selectedIds: ReadonlySet<string>; readonly onToggle: (item: InstanceSummary) => void };
}

/** A list on a phone: cards instead of table rows, 加载更多 instead of a pager, pull to refresh. */
export function InstanceCardList({ state, onOpen, onRetry, onLoadMore, onRefresh, actionLabel = '查看', selection }: InstanceCardListProps) {
  const hasMore = state.items.length < state.total;
  return (
    <PullToRefresh onRefresh={onRefresh}>
      {state.failed && <ListFailedAlert onRetry={onRetry} failure={state.failure} />}
      {state.loading && state.items.length === 0 && <Skeleton active paragraph={{ rows: 4 }} />}
      {!state.loading && state.items.length === 0 && !state.failed && <Empty description="暂无数据" />}
      <ul className="instance-cards" aria-label="审批列表" aria-busy={state.loading}>
        {state.items.map((item) => (
          <li key={item.id} className={selection ? 'instance-card-row' : undefined}>
            {selection && (
              <label className="instance-card-check">
                <input
                  type="checkbox"
                  aria-label={`选择 ${item.title}`}
                  checked={selection.selectedIds.has(item.id)}
                  onChange={() => selection.onToggle(item)}
                />
              </label>
            )}
            <InstanceCard item={item} onOpen={onOpen} actionLabel={actionLabel} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button block className="load-more" loading={state.loading} onClick={onLoadMore}>
          {state.loading ? cardListTexts.loading : cardListTexts.more}
        </Button>
      )}
      {!hasMore && state.items.length > 0 && <div className="list-end">{cardListTexts.all(state.total)}</div>}
    </PullToRefresh>
  );
}
