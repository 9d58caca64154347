import { Alert, DatePicker, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { conditionKindOf, isAbsoluteHttpUrl, setValueProblem, type TriggerBodyValue, type TriggerNode, type TriggerSpec } from '../../../../domain/flow';
import { getControlType } from '../../../../domain/controls/registry';
import type { Control, ControlOption } from '../../../../domain/model/control';
import { useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps, NodeUi } from '../node-ui';
import { freshKey, RecordRows } from '../record-rows';

type HttpSpec = Extract<TriggerSpec, { type: 'http' }>;
type SetFieldsSpec = Extract<TriggerSpec, { type: 'setFields' }>;

const NEW_SPEC: Readonly<Record<TriggerSpec['type'], TriggerSpec>> = {
  http: { type: 'http', method: 'POST', url: '', body: {} },
  setFields: { type: 'setFields', values: {} },
};
const CONSTANT = '__const__';
const titleOf = (control: Control) => control.config?.title || control.id;
const controlOptions = (controls: readonly Control[]) => controls.map((control) => ({ value: control.id, label: titleOf(control) }));

/** A typed value as the control holds it: numbers for number controls, else the text. */
function typedValue(control: Control | undefined, text: string): unknown {
  if (!control) return text;
  const numeric = text.trim() !== '' && Number.isFinite(Number(text));
  return numeric && setValueProblem(control, Number(text)) === undefined && setValueProblem(control, text) !== undefined ? Number(text) : text;
}

function HttpPanel({ spec, controls, set }: { spec: HttpSpec; controls: readonly Control[]; set: (spec: HttpSpec) => void }) {
  const badUrl = spec.url !== '' && !isAbsoluteHttpUrl(spec.url);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select aria-label="请求方法" style={{ width: 96 }} value={spec.method} options={[{ value: 'POST', label: 'POST' }, { value: 'PUT', label: 'PUT' }]}
          onChange={(method) => set({ ...spec, method })} />
        <Input aria-label="请求地址" placeholder="https://" value={spec.url} status={badUrl ? 'error' : undefined} onChange={(e) => set({ ...spec, url: e.target.value.trim() })} />
      </Space.Compact>
      {badUrl && <Typography.Text type="danger">请填写以 http:// 或 https:// 开头的完整请求地址</Typography.Text>}
      <div>
        <Typography.Title level={5}>请求头</Typography.Title>
        <RecordRows<string> value={spec.headers ?? {}} onChange={(headers) => set({ ...spec, headers })} columns={['名称', '值']} addLabel="添加请求头" emptyText="没有请求头"
          newRow={(taken) => [freshKey('X-Header', taken), '']}
          renderKey={(key, rename) => <Input aria-label="请求头名称" value={key} onChange={(e) => rename(e.target.value)} />}
          renderValue={(value, key, change) => <Input aria-label={`请求头 ${key} 的值`} value={value} onChange={(e) => change(e.target.value)} />} />
      </div>
      <div>
        <Typography.Title level={5}>请求体（JSON）</Typography.Title>
        <RecordRows<TriggerBodyValue> value={spec.body} onChange={(body) => set({ ...spec, body })} columns={['参数名', '取值']} addLabel="添加参数" emptyText="没有参数"
          newRow={(taken) => [freshKey('param', taken), controls[0]?.id ?? { const: '' }]}
          renderKey={(key, rename) => <Input aria-label="参数名" value={key} onChange={(e) => rename(e.target.value)} />}
          renderValue={(value, key, change) => (
            <Space.Compact style={{ width: '100%' }}>
              <Select aria-label={`参数 ${key} 的来源`} style={{ minWidth: 140 }} value={typeof value === 'string' ? value : CONSTANT}
                options={[...controlOptions(controls), { value: CONSTANT, label: '固定值' }]}
                onChange={(source) => change(source === CONSTANT ? { const: '' } : source)} />
              {typeof value !== 'string' && <Input aria-label={`参数 ${key} 的固定值`} value={String(value.const ?? '')} onChange={(e) => change({ const: e.target.value })} />}
            </Space.Compact>
          )} />
      </div>
    </Space>
  );
}

/**
 * The controls a 设置字段 trigger can give a value: those holding a text, a number, a date or a choice; never a
 * table, an attachment, a signature or a picture (issue 43 #2).
 */
export function settableControls(controls: readonly Control[]): Control[] {
  return controls.filter((control) => {
    const kind = conditionKindOf(control)?.name;
    return kind === 'text' || kind === 'number' || kind === 'date' || kind === 'choice';
  });
}

/** The value box of a field a trigger sets: the field's own editor (an option picker, a date picker, a number box). */
export function SetValueEditor({ control, value, onChange }: { control: Control; value: unknown; onChange: (value: unknown) => void }) {
  const label = `${titleOf(control)} 的新值`;
  const kind = conditionKindOf(control)?.name;
  if (kind === 'choice') {
    const options = ((control.children ?? []) as ControlOption[]).map((option) => ({ value: option.id as string | number, label: String(option.value) }));
    const multiple = getControlType(control.moduleId)?.choice === 'multiple';
    const chosen = (Array.isArray(value) ? value : value === undefined || value === '' || value === null ? [] : [value])
      .map((id) => options.find((option) => String(option.value) === String(id))?.value ?? id);
    return (
      <Select aria-label={label} style={{ minWidth: 160 }} mode={multiple ? 'multiple' : undefined} options={options} placeholder="选择选项"
        value={multiple ? chosen : chosen[0]} onChange={(next: unknown) => onChange(next)} />
    );
  }
  if (kind === 'number') {
    return <InputNumber aria-label={label} style={{ width: 160 }} value={typeof value === 'number' ? value : value === '' || value === undefined ? null : Number(value)}
      onChange={(next) => onChange(next ?? '')} />;
  }
  if (kind === 'date') {
    return <DatePicker aria-label={label} value={typeof value === 'string' && value ? dayjs(value) : null} onChange={(day) => onChange(day ? day.format('YYYY-MM-DD') : '')} />;
  }
  return <Input aria-label={label} value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''} onChange={(e) => onChange(typedValue(control, e.target.value))} />;
}

function SetFieldsPanel({ spec, controls, set }: { spec: SetFieldsSpec; controls: readonly Control[]; set: (spec: SetFieldsSpec) => void }) {
  const settable = settableControls(controls);
  const byId = new Map(controls.map((control) => [control.id, control]));
  return (
    <div>
      <Typography.Title level={5}>要设置的字段</Typography.Title>
      <RecordRows<unknown> value={spec.values} onChange={(values) => set({ ...spec, values })} columns={['字段', '设置为']} addLabel="添加字段" emptyText="请添加要设置的字段"
        newRow={(taken) => [settable.find((control) => !taken.has(control.id))?.id ?? '', '']}
        renderKey={(key, rename) => <Select aria-label="要设置的字段" style={{ minWidth: 140 }} value={key || undefined} options={controlOptions(settable)} onChange={rename} />}
        renderValue={(value, key, change) => {
          const control = byId.get(key);
          const problem = control ? setValueProblem(control, value) : undefined;
          return (
            <div>
              {control
                ? <SetValueEditor control={control} value={value} onChange={change} />
                : <Input aria-label={`${key} 的新值`} value={typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)} disabled />}
              {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
            </div>
          );
        }} />
    </div>
  );
}

/** 触发器: send an HTTP request (method, URL, headers, body from controls or constants), or set fields of the instance. */
function TriggerPanel({ node, form }: NodePanelProps<TriggerNode>) {
  const session = useFlowSession();
  const spec = node.props.trigger ?? NEW_SPEC.http;
  const set = (trigger: TriggerSpec) => session.updateNodeProps(node.id, { trigger });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Radio.Group aria-label="触发类型" value={spec.type} onChange={(e) => set(NEW_SPEC[e.target.value as TriggerSpec['type']])}>
        <Radio value="http">发送 HTTP 请求</Radio>
        <Radio value="setFields">设置字段</Radio>
      </Radio.Group>
      {spec.type === 'http'
        ? <HttpPanel spec={spec} controls={form.controls} set={set} />
        : <SetFieldsPanel spec={spec} controls={form.controls} set={set} />}
      <Alert type="info" showIcon title={spec.type === 'http' ? '流程到达此节点时发送请求并立即继续；请求失败不会阻塞审批，结果记录在流程动态中。' : '流程到达此节点时设置字段的值，之后的条件、显示和打印都使用新值。'} />
    </Space>
  );
}

export const triggerUi: NodeUi<TriggerNode> = { type: 'trigger', Panel: TriggerPanel, colour: '#ec6a5b', missing: '请设置触发器' };
