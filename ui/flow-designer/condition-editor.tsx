import { Button, Select } from 'antd';
import {
  conditionKindOf, OP_LABELS, VALUELESS_OPS, type Condition, type ConditionKind, type InitiatorCondition,
} from '../../domain/flow';
import type { ConditionOp } from '../../domain/flow/model/condition';
import type { Control } from '../../domain/model/control';
import { DeptSelect, MemberSelect, RoleSelect } from '../org-picker';
import { LIST_OPS, ValueEditor } from './condition-value-editor';

const INITIATOR = '__initiator__';
const INITIATOR_OPS: ReadonlyArray<{ value: InitiatorCondition['op']; label: string }> = [
  { value: 'inDept', label: '属于部门' }, { value: 'hasRole', label: '拥有角色' }, { value: 'is', label: '是' },
];

const isInitiator = (c: Condition): c is InitiatorCondition => (c as InitiatorCondition).subject === 'initiator';

function opsOf(kind: ConditionKind): ConditionOp[] {
  return [...kind.ops, ...[...VALUELESS_OPS].filter((op) => !kind.ops.includes(op))];
}

/** A fresh condition about a control (its first operator) or about the initiator. */
function conditionFor(subject: string, controls: readonly Control[]): Condition {
  if (subject === INITIATOR) return { subject: 'initiator', op: 'inDept', value: [] };
  const control = controls.find((c) => c.id === subject);
  const kind = control ? conditionKindOf(control) : undefined;
  return { controlId: subject, op: kind ? opsOf(kind)[0]! : 'notEmpty' };
}

function InitiatorValue({ condition, onChange }: { condition: InitiatorCondition; onChange: (ids: string[]) => void }) {
  if (condition.op === 'inDept') return <DeptSelect value={condition.value} onChange={onChange} />;
  if (condition.op === 'hasRole') return <RoleSelect multiple value={condition.value} onChange={onChange} />;
  return <MemberSelect value={condition.value} onChange={onChange} />;
}

function ConditionRow({ condition, controls, onChange, onRemove }: {
  condition: Condition; controls: readonly Control[]; onChange: (c: Condition) => void; onRemove: () => void;
}) {
  const usable = controls.filter((control) => conditionKindOf(control) !== undefined);
  const subjects = [{ value: INITIATOR, label: '发起人' }, ...usable.map((c) => ({ value: c.id, label: c.config?.title || c.id }))];
  const subject = isInitiator(condition) ? INITIATOR : condition.controlId;
  const control = isInitiator(condition) ? undefined : controls.find((c) => c.id === condition.controlId);
  const kind = control ? conditionKindOf(control) : undefined;
  const ops = isInitiator(condition) ? INITIATOR_OPS : (kind ? opsOf(kind) : [...VALUELESS_OPS]).map((op) => ({ value: op, label: OP_LABELS[op] }));
  return (
    <div className="flow-condition-row" data-testid="condition-row">
      <Select aria-label="条件字段" style={{ width: 140 }} value={subject} options={subjects}
        onChange={(next: string) => onChange(conditionFor(next, controls))} />
      <Select aria-label="运算符" style={{ width: 100 }} value={condition.op} options={ops as { value: string; label: string }[]}
        onChange={(op: string) => {
          if (isInitiator(condition)) onChange({ ...condition, op: op as InitiatorCondition['op'], value: [] });
          else {
            const keep = (op === 'between') === (condition.op === 'between') && LIST_OPS.has(op as ConditionOp) === LIST_OPS.has(condition.op);
            onChange({ ...condition, op: op as ConditionOp, value: keep && !VALUELESS_OPS.has(op as ConditionOp) ? condition.value : undefined });
          }
        }} />
      {isInitiator(condition)
        ? <InitiatorValue condition={condition} onChange={(value) => onChange({ ...condition, value })} />
        : control
          ? <ValueEditor condition={condition} control={control} onChange={(value) => onChange({ ...condition, value })} />
          : <span className="flow-card-missing">控件已不存在，请重新选择</span>}
      <Button type="text" size="small" aria-label="删除条件" onClick={onRemove}>×</Button>
    </div>
  );
}

export interface ConditionEditorProps {
  readonly value: readonly (readonly Condition[])[];
  readonly controls: readonly Control[];
  readonly onChange: (groups: Condition[][]) => void;
}

/** A branch's conditions: AND inside a group (添加条件), OR between groups (添加条件组). */
export function ConditionEditor({ value, controls, onChange }: ConditionEditorProps) {
  const groups = value.length > 0 ? value.map((g) => [...g]) : [[]];
  const firstSubject = controls.find((c) => conditionKindOf(c) !== undefined)?.id ?? INITIATOR;
  const set = (next: Condition[][]) => onChange(next.filter((group, i) => group.length > 0 || i === 0));
  return (
    <div>
      {groups.map((group, g) => (
        <div key={g}>
          {g > 0 && <div className="flow-condition-or">或</div>}
          <div className="flow-condition-group" data-testid="condition-group">
            <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8, color: '#8c8c8c', fontSize: 12 }}>
              <span>条件组 {g + 1}（同时满足）</span>
              {groups.length > 1 && <Button type="link" size="small" onClick={() => set(groups.filter((_, i) => i !== g))}>删除条件组</Button>}
            </div>
            {group.map((condition, c) => (
              <ConditionRow key={c} condition={condition} controls={controls}
                onChange={(next) => set(groups.map((gr, i) => (i === g ? gr.map((x, j) => (j === c ? next : x)) : gr)))}
                onRemove={() => set(groups.map((gr, i) => (i === g ? gr.filter((_, j) => j !== c) : gr)))} />
            ))}
            <Button size="small" onClick={() => set(groups.map((gr, i) => (i === g ? [...gr, conditionFor(firstSubject, controls)] : gr)))}>+ 添加条件</Button>
          </div>
        </div>
      ))}
      <Button type="dashed" block onClick={() => set([...groups, [conditionFor(firstSubject, controls)]])}>+ 添加条件组</Button>
    </div>
  );
}
