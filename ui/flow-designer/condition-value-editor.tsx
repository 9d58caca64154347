// @feature-public: 流程统计's 按字段筛选 edits its comparison value as a branch condition does (issue 41).
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { conditionKindOf, VALUELESS_OPS, type FieldCondition } from '../../domain/flow';
import type { ConditionOp } from '../../domain/flow/model/condition';
import type { Control, ControlOption } from '../../domain/model/control';
import { DeptSelect, MemberSelect } from '../org-picker';

export const LIST_OPS: ReadonlySet<ConditionOp> = new Set(['in', 'notIn']);

/**
 * The comparison value of a condition on a control, by the control's condition kind: numbers (a range for
 * 介于), dates, people, departments, options, text. Also 流程统计's 按字段筛选 (issue 41).
 */
export function ValueEditor({ condition, control, onChange }: { condition: FieldCondition; control: Control; onChange: (value: unknown) => void }) {
  const kind = conditionKindOf(control);
  const { op, value } = condition;
  if (!kind || VALUELESS_OPS.has(op)) return null;
  const label = `${control.config?.title ?? control.id} 比较值`;
  if (kind.name === 'number') {
    if (op === 'between') {
      const [low, high] = Array.isArray(value) ? value : [undefined, undefined];
      return (
        <Space.Compact>
          <InputNumber aria-label={`${label} 下限`} value={low as number | undefined} onChange={(v) => onChange([v ?? undefined, high])} style={{ width: 90 }} />
          <InputNumber aria-label={`${label} 上限`} value={high as number | undefined} onChange={(v) => onChange([low, v ?? undefined])} style={{ width: 90 }} />
        </Space.Compact>
      );
    }
    return <InputNumber aria-label={label} value={value as number | undefined} onChange={(v) => onChange(v ?? undefined)} style={{ width: 120 }} />;
  }
  if (kind.name === 'date') {
    if (op === 'between') {
      const range = Array.isArray(value) ? value.map((d) => (d ? dayjs(String(d)) : null)) as [dayjs.Dayjs | null, dayjs.Dayjs | null] : null;
      return <DatePicker.RangePicker aria-label={label} value={range} onChange={(days) => onChange(days ? days.map((d) => d?.format('YYYY-MM-DD')) : undefined)} />;
    }
    return <DatePicker aria-label={label} value={value ? dayjs(String(value)) : null} onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : undefined)} />;
  }
  if (kind.name === 'members' || kind.name === 'depts') {
    const ids = Array.isArray(value) ? value.map(String) : [];
    return kind.name === 'members' && op !== 'inDept'
      ? <MemberSelect label="选择成员" value={ids} onChange={onChange} />
      : <DeptSelect label="选择部门" value={ids} onChange={onChange} />;
  }
  if (kind.name === 'choice') {
    const options = ((control.children ?? []) as ControlOption[]).map((option) => ({ value: String(option.id), label: String(option.value) }));
    const single = op === 'eq' || op === 'ne';
    const chosen = Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
    return (
      <Select aria-label={label} style={{ minWidth: 160 }} mode={single ? undefined : 'multiple'} options={options} placeholder="选择选项"
        value={single ? chosen[0] : chosen} onChange={(v: string | string[]) => onChange(Array.isArray(v) ? v : [v])} />
    );
  }
  if (LIST_OPS.has(op)) {
    return <Select aria-label={label} mode="tags" style={{ minWidth: 160 }} placeholder="输入后回车" value={Array.isArray(value) ? value.map(String) : []}
      onChange={(v: string[]) => onChange(v)} open={false} />;
  }
  return <Input aria-label={label} style={{ width: 160 }} value={typeof value === 'string' ? value : value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />;
}
