import type { InstanceListKind } from '../../application/approvals/instance-list';
import { InstanceDrawer } from './instance-drawer';
import { InstanceFilters } from './instance-filters';
import { InstanceTable } from './instance-table';
import { useInstanceList } from './use-instance-list';
import { useInstanceParam } from './use-instance-param';

/** Filters, table and the instance view of one list; the building block of the list pages and 流程查询. */
export function InstanceListView({ kind, owner = 'page' }: { kind: InstanceListKind; owner?: string }) {
  const [list, state] = useInstanceList(kind, owner);
  const [openId, setOpenId] = useInstanceParam();
  return (
    <div className="instance-list" data-kind={kind}>
      <InstanceFilters key={kind} value={state.filters} showStatus={kind !== 'work'} onSearch={(filters) => void list.search(filters)} />
      <InstanceTable
        state={state}
        actionLabel={kind === 'work' ? '审批' : '查看'}
        onPage={(page, pageSize) => void list.goToPage(page, pageSize)}
        onOpen={(row) => setOpenId(row.id)}
        onRetry={() => void list.load()}
      />
      <InstanceDrawer instanceId={openId} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
