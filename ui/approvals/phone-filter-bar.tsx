import { useState } from 'react';
import { Button, Drawer, Input, Select } from 'antd';
import type { InstanceListFilters } from '../../application/approvals/instance-list';
import { INSTANCE_STATUSES, INSTANCE_STATUS_LABELS } from '../../application/approvals/instance-status';
import type { InstanceStatus } from '../../application/ports/instance-api';
import { useFlowOptions } from './use-flow-options';

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
 * bottom sheet with 重置 and 确定. Dates use the phone's own date picker (input type=date).
 */
export function PhoneFilterBar({ value, onSearch, showStatus = true }: PhoneFilterBarProps) {
  const flows = useFlowOptions();
  const [open, setOpen] = useState(false);
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
      <Button className="filter-open" aria-haspopup="dialog" onClick={() => { setDraft(value); setOpen(true); }}>
        {count ? `筛选（${count}）` : '筛选'}
      </Button>
      <Drawer className="filter-sheet" placement="bottom" size="auto" title="筛选" open={open} onClose={() => setOpen(false)}>
        <div className="filter-sheet-form">
          <label>
            流程
            <Select
              allowClear
              placeholder="全部流程"
              aria-label="流程"
              className="filter-flow"
              options={flows}
              value={draft.modelId}
              onChange={(modelId?: string) => set({ modelId })}
            />
          </label>
          {showStatus && (
            <label>
              状态
              <Select
                allowClear
                placeholder="全部状态"
                aria-label="状态"
                className="filter-status"
                options={INSTANCE_STATUSES.map((s) => ({ value: s, label: INSTANCE_STATUS_LABELS[s] }))}
                value={draft.status}
                onChange={(status?: InstanceStatus) => set({ status })}
              />
            </label>
          )}
          <label>
            提交开始日期
            <input type="date" className="filter-from" value={draft.createdFrom ?? ''} max={draft.createdTo} onChange={(e) => set({ createdFrom: e.target.value || undefined })} />
          </label>
          <label>
            提交结束日期
            <input type="date" className="filter-to" value={draft.createdTo ?? ''} min={draft.createdFrom} onChange={(e) => set({ createdTo: e.target.value || undefined })} />
          </label>
          <div className="filter-sheet-actions">
            <Button className="filter-reset" onClick={() => { setDraft({}); apply({}); }}>重置</Button>
            <Button type="primary" className="filter-search" onClick={() => apply(draft)}>确定</Button>
          </div>
        </div>
      </Drawer>
    </div>
  );
}
