import { useEffect, useState } from 'react';
import { Select, Space } from 'antd';
import { OP_LABELS, VALUELESS_OPS } from '../../domain/flow';
import type { ConditionOp } from '../../domain/flow/model/condition';
import type { Control } from '../../domain/model/control';
import { fieldFilterOps, fieldFilterText, isCompleteFieldFilter, parseFieldFilter, type StatisticsFieldFilter } from '../../domain/statistics';
import { FlowStatistics } from '../../application/statistics/flow-statistics';
import { useService } from '../hooks/use-service';
import { ValueEditor } from '../flow-designer/condition-value-editor';

/**
 * 按字段筛选 (issue 41): with one flow chosen, a control of its form, an operator of that control's kind and the
 * comparison value — 预算金额 > 5000, 使用部门 属于或下属于 研发中心. The filter applies once it is complete
 * (`field` in the query); clearing the control removes it.
 */
export function StatisticsFieldFilter({ modelId, value, onChange }: { modelId: string; value?: string; onChange: (field?: string) => void }) {
  const statistics = useService(FlowStatistics);
  const [fields, setFields] = useState<Control[]>();
  const [draft, setDraft] = useState<StatisticsFieldFilter | undefined>(() => parseFieldFilter(value));
  useEffect(() => {
    let live = true;
    statistics.filterableFields(modelId).then((list) => { if (live) setFields(list); }, () => { if (live) setFields([]); });
    return () => { live = false; };
  }, [statistics, modelId]);
  const control = draft ? fields?.find((c) => c.id === draft.controlId) : undefined;
  const change = (next: StatisticsFieldFilter | undefined) => {
    setDraft(next);
    const complete = next && isCompleteFieldFilter(next, fields?.find((c) => c.id === next.controlId));
    const text = complete ? fieldFilterText(next) : undefined;
    if (text !== value) onChange(text);
  };
  const choose = (controlId?: string) => {
    const chosen = controlId ? fields?.find((c) => c.id === controlId) : undefined;
    change(chosen ? { controlId: chosen.id, op: fieldFilterOps(chosen)[0]! } : undefined);
  };
  return (
    <Space.Compact className="statistics-field-filter">
      <Select
        aria-label="按字段筛选" placeholder="按字段筛选" allowClear style={{ width: 150 }} loading={fields === undefined}
        value={draft?.controlId} options={(fields ?? []).map((c) => ({ value: c.id, label: c.config?.title || c.name }))}
        onChange={choose}
      />
      {draft && control && (
        <>
          <Select
            aria-label="字段条件" style={{ width: 120 }} value={draft.op}
            options={fieldFilterOps(control).map((op) => ({ value: op, label: OP_LABELS[op] }))}
            onChange={(op: ConditionOp) => change({ controlId: draft.controlId, op, ...(!VALUELESS_OPS.has(op) && (op === 'between') === (draft.op === 'between') && draft.value !== undefined ? { value: draft.value } : {}) })}
          />
          <ValueEditor condition={{ ...draft }} control={control} onChange={(v) => change({ controlId: draft.controlId, op: draft.op, ...(v !== undefined ? { value: v } : {}) })} />
        </>
      )}
    </Space.Compact>
  );
}
