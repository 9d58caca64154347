import { INSTANCE_LIST_TITLES, type InstanceList, type InstanceListKind, type InstanceListState } from '../../application/approvals/instance-list';
import type { InstanceSummary } from '../../application/ports/instance-api';
import { InstanceFilters } from './instance-filters';
import { InstanceListExport } from './instance-list-export';
import { InstanceTable } from './instance-table';

export interface ListPartProps {
  kind: InstanceListKind;
  list: InstanceList;
  state: InstanceListState;
  actionLabel: string;
  onOpen: (row: InstanceSummary) => void;
}

/** A list on a desktop: the filters row, 导出 and the paged table (a chunk of its own: a phone never loads it). */
export function DesktopInstanceList({ kind, list, state, actionLabel, onOpen }: ListPartProps) {
  return (
    <>
      <InstanceFilters key={kind} value={state.filters} showStatus={kind !== 'work'} onSearch={(filters) => void list.search(filters)} />
      <div className="instance-list-export" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <InstanceListExport title={INSTANCE_LIST_TITLES[kind]} source={{ kind: 'list', list: kind, filters: state.filters }} disabled={state.failed || state.total === 0} />
      </div>
      <InstanceTable
        state={state}
        actionLabel={actionLabel}
        onPage={(page, pageSize) => void list.goToPage(page, pageSize)}
        onOpen={onOpen}
        onRetry={() => void list.load()}
      />
    </>
  );
}
