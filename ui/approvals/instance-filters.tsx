import { useState } from 'react';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { InstanceListFilters } from '../../application/approvals/instance-list';
import { INSTANCE_STATUSES, INSTANCE_STATUS_LABELS } from '../../application/shared/instance-status';
import type { InstanceStatus } from '../../application/ports/instance-api';
import { useFlowOptions } from './use-flow-options';

interface InstanceFiltersProps {
  value: InstanceListFilters;
  onSearch: (filters: InstanceListFilters) => void;
  /** Lists whose rows all have one status (待我审批) hide the status filter. */
  showStatus?: boolean;
}

const DAY = 'YYYY-MM-DD';

/** The filter bar above every instance list: keyword, flow, status, date range; 查询 and 重置. */
export function InstanceFilters({ value, onSearch, showStatus = true }: InstanceFiltersProps) {
  const flows = useFlowOptions();
  const [draft, setDraft] = useState<InstanceListFilters>(value);
  const range: [Dayjs, Dayjs] | null = draft.createdFrom && draft.createdTo ? [dayjs(draft.createdFrom), dayjs(draft.createdTo)] : null;
  const set = (change: Partial<InstanceListFilters>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <Space wrap className="instance-filters" style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder="搜索标题、流程或审批编号"
        aria-label="关键字"
        style={{ width: 220 }}
        value={draft.keyword ?? ''}
        onChange={(e) => set({ keyword: e.target.value })}
        onSearch={(keyword) => onSearch({ ...draft, keyword })}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="全部流程"
        aria-label="流程"
        className="filter-flow"
        style={{ width: 160 }}
        options={flows}
        value={draft.modelId}
        onChange={(modelId?: string) => set({ modelId })}
      />
      {showStatus && (
        <Select
          allowClear
          placeholder="全部状态"
          aria-label="状态"
          className="filter-status"
          style={{ width: 120 }}
          options={INSTANCE_STATUSES.map((s) => ({ value: s, label: INSTANCE_STATUS_LABELS[s] }))}
          value={draft.status}
          onChange={(status?: InstanceStatus) => set({ status })}
        />
      )}
      <DatePicker.RangePicker
        className="filter-dates"
        placeholder={['提交开始日期', '提交结束日期']}
        value={range}
        onChange={(dates) => set({
          createdFrom: dates?.[0]?.format(DAY) ?? undefined,
          createdTo: dates?.[1]?.format(DAY) ?? undefined,
        })}
      />
      <Button type="primary" className="filter-search" onClick={() => onSearch(draft)}>查询</Button>
      <Button className="filter-reset" onClick={() => { setDraft({}); onSearch({}); }}>重置</Button>
    </Space>
  );
}
