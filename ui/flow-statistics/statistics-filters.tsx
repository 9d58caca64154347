import { Button, DatePicker, Select, Space, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import type { StatisticsChoices } from '../../application/statistics/flow-statistics';
import type { StatisticsQuery } from '../../application/ports/statistics-api';
import type { Department } from '../../application/ports/organization-api';
import { STATUS_CHOICES } from './statistics-labels';
import { StatisticsFieldFilter } from './statistics-field-filter';

const DAY = 'YYYY-MM-DD';

interface TreeNode { value: string; title: string; children: TreeNode[] }

function departmentTree(departments: readonly Department[]): TreeNode[] {
  const nodes = new Map(departments.map((d) => [d.id, { value: d.id, title: d.name, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const d of departments) {
    const parent = d.parentId ? nodes.get(d.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(d.id)!);
  }
  return roots;
}

/** 流程统计's filters: submission dates, category, flow, the applicant's department (and below), status; with a flow, 按字段筛选. */
export function StatisticsFilters({ value, choices, onChange, onRefresh }: {
  value: StatisticsQuery; choices?: StatisticsChoices; onChange: (query: StatisticsQuery) => void; onRefresh: () => void;
}) {
  const set = (patch: Partial<StatisticsQuery>) => {
    const next: Record<string, string | undefined> = { ...value, ...patch };
    onChange(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')) as StatisticsQuery);
  };
  const flows = (choices?.flows ?? []).filter((f) => !value.categoryId || f.categoryId === value.categoryId);
  return (
    <Space wrap style={{ marginBottom: 16 }} className="statistics-filters">
      <DatePicker.RangePicker
        className="statistics-dates"
        placeholder={['提交开始日期', '提交结束日期']}
        value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
        onChange={(dates) => set({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })}
      />
      <Select
        aria-label="分类" className="statistics-category" placeholder="全部分类" allowClear style={{ width: 140 }}
        value={value.categoryId} options={(choices?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(categoryId?: string) => set({ categoryId, modelId: undefined, field: undefined })}
      />
      <Select
        aria-label="流程" className="statistics-flow" placeholder="全部流程" allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 160 }}
        value={value.modelId} options={flows.map((f) => ({ value: f.id, label: f.name }))}
        onChange={(modelId?: string) => set({ modelId, field: undefined })}
      />
      <TreeSelect
        aria-label="申请人部门" className="statistics-department" placeholder="全部部门" allowClear treeDefaultExpandAll style={{ width: 180 }}
        value={value.departmentId} treeData={departmentTree(choices?.departments ?? [])}
        onChange={(departmentId?: string) => set({ departmentId })}
      />
      <Select
        aria-label="状态" className="statistics-status" placeholder="全部状态" allowClear style={{ width: 120 }}
        value={value.status} options={STATUS_CHOICES}
        onChange={(status?: string) => set({ status })}
      />
      {value.modelId && <StatisticsFieldFilter key={value.modelId} modelId={value.modelId} value={value.field} onChange={(field) => set({ field })} />}
      <Button onClick={onRefresh}>刷新</Button>
    </Space>
  );
}
