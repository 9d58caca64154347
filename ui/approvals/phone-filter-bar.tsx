import { useState } from 'react';
import { Button, Input } from 'antd';
import type { InstanceListFilters } from '../../application/approvals/instance-list';
import { onDemand } from '../hooks/on-demand';
import type { PhoneFilterSheetProps } from './phone-filter-sheet';

// The sheet (antd Drawer and Select, the flow list) is not on the first screen: it loads with the first 筛选 tap.
const PhoneFilterSheet = onDemand<PhoneFilterSheetProps>('筛选', () => import(/* webpackChunkName: "phone-filter-sheet" */ './phone-filter-sheet').then((m) => m.PhoneFilterSheet));

interface PhoneFilterBarProps {
  value: InstanceListFilters;
  onSearch: (filters: InstanceListFilters) => void;
  /** Lists whose rows all have one status (待我审批) hide the status filter. */
  showStatus?: boolean;
}

/** How many filters other than the keyword are set (shown on the 筛选 button). */
export function activeFilterCount(filters: InstanceListFilters): number {
  return [filters.modelId, filters.status, filters.createdFrom || filters.createdTo].filter(Boolean).length;
}

/**
 * The filters of a list on a phone: the keyword on the page, the rest (flow, status, submission dates) in a
 * bottom sheet with 重置 and 确定 (phone-filter-sheet.tsx, downloaded on the first 筛选).
 */
export function PhoneFilterBar({ value, onSearch, showStatus = true }: PhoneFilterBarProps) {
  const [open, setOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [draft, setDraft] = useState<InstanceListFilters>(value);
  const set = (change: Partial<InstanceListFilters>) => setDraft((d) => ({ ...d, ...change }));
  const count = activeFilterCount(value);

  const apply = (filters: InstanceListFilters) => {
    setOpen(false);
    onSearch({ ...filters, keyword });
  };

  return (
    <div className="phone-filter-bar">
      <Input.Search
        allowClear
        placeholder="搜索标题、流程或审批编号"
        aria-label="关键字"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(next) => onSearch({ ...value, keyword: next })}
      />
      <Button className="filter-open" aria-haspopup="dialog" onClick={() => { setDraft(value); setSheetWanted(true); setOpen(true); }}>
        {count ? `筛选（${count}）` : '筛选'}
      </Button>
      {sheetWanted && (
        <PhoneFilterSheet
          open={open}
          draft={draft}
          showStatus={showStatus}
          onChange={set}
          onClose={() => setOpen(false)}
          onReset={() => { setDraft({}); apply({}); }}
          onApply={() => apply(draft)}
        />
      )}
    </div>
  );
}
