import { Button, Drawer, Select } from 'antd';
import type { InstanceListFilters } from '../../application/approvals/instance-list';
import { INSTANCE_STATUSES, INSTANCE_STATUS_LABELS } from '../../application/shared/instance-status';
import type { InstanceStatus } from '../../application/ports/instance-api';
import { useFlowOptions } from './use-flow-options';

export interface PhoneFilterSheetProps {
  open: boolean;
  /** The filters being chosen (applied only by 确定). */
  draft: InstanceListFilters;
  showStatus: boolean;
  onChange: (change: Partial<InstanceListFilters>) => void;
  onClose: () => void;
  onReset: () => void;
  onApply: () => void;
}

/** A phone list's filter sheet: flow, status and submission dates (the phone's own date input), 重置 and 确定. */
export function PhoneFilterSheet({ open, draft, showStatus, onChange, onClose, onReset, onApply }: PhoneFilterSheetProps) {
  const flows = useFlowOptions();
  return (
    <Drawer className="filter-sheet" placement="bottom" size="auto" title="筛选" open={open} onClose={onClose}>
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
            onChange={(modelId?: string) => onChange({ modelId })}
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
              onChange={(status?: InstanceStatus) => onChange({ status })}
            />
          </label>
        )}
        <label>
          提交开始日期
          <input type="date" className="filter-from" value={draft.createdFrom ?? ''} max={draft.createdTo} onChange={(e) => onChange({ createdFrom: e.target.value || undefined })} />
        </label>
        <label>
          提交结束日期
          <input type="date" className="filter-to" value={draft.createdTo ?? ''} min={draft.createdFrom} onChange={(e) => onChange({ createdTo: e.target.value || undefined })} />
        </label>
        <div className="filter-sheet-actions">
          <Button className="filter-reset" onClick={onReset}>重置</Button>
          <Button type="primary" className="filter-search" onClick={onApply}>确定</Button>
        </div>
      </div>
    </Drawer>
  );
}
