import { useState } from 'react';
import { Button, Select, Tag, Typography } from 'antd';
import type { Control } from '../../../domain/model/control';
import { getControlType } from '../../../domain/controls/registry';
import { isDateLike } from '../../../domain/validation/control-kinds';
import { FormulaEditorDialog, formulaText, RESULT_FORMAT_OPTIONS } from '../dialogs/formula-editor-dialog';
import { useDesignerSession, useDesignerState } from '../use-designer';
import { PanelField, PanelSection } from './panel-section';

/** Formula objects: controls holding a number. */
const isNumeric = (control: Control): boolean => getControlType(control.moduleId)?.numberValue === true;

/** Number calculator: formula display, the formula editor dialog, result format. */
export function NumberCalculatorSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const { form } = useDesignerState();
  const [open, setOpen] = useState(false);
  const objects = form.controls.filter((c) => c.id !== control.id && isNumeric(c));
  const titleOf = (id: string) => form.controls.find((c) => c.id === id)?.config.title ?? `（已删除：${id}）`;
  const formula = control.props.formula ?? [];
  return (
    <PanelSection title="计算公式">
      <div className="formula-display" style={{ marginBottom: 6 }} data-testid="panel-formula">
        {formula.length === 0 ? <Typography.Text type="secondary">未设置公式</Typography.Text> : formulaText(formula, titleOf)}
      </div>
      <PanelField label="结果格式">
        <Tag>{RESULT_FORMAT_OPTIONS.find((o) => o.value === control.props.result)?.label ?? '未选择'}</Tag>
      </PanelField>
      <Button type="primary" ghost onClick={() => setOpen(true)}>编辑公式</Button>
      <FormulaEditorDialog open={open} control={control} objects={objects} onClose={() => setOpen(false)}
        onSubmit={(tokens, result, data) => session.updateProps(control.id, { formula: tokens, result, calculatedData: data })} />
    </PanelSection>
  );
}

/** Date calculator: exactly two related dates and the unit. */
export function DateCalculatorSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const { form } = useDesignerState();
  const dates = form.controls.filter(isDateLike).map((c) => ({ value: c.id, label: c.config.title }));
  const links = control.linkToControlsId ?? [];
  const setLink = (index: number, value: string | undefined) => {
    const next = [links[0] ?? '', links[1] ?? ''];
    next[index] = value ?? '';
    session.updateControl(control.id, { linkToControlsId: next.filter((x) => x !== '') });
  };
  return (
    <PanelSection title="日期计算">
      <PanelField label="开始日期">
        <Select style={{ width: '100%' }} allowClear value={links[0]} options={dates} placeholder="选择日期控件" aria-label="开始日期" onChange={(v?: string) => setLink(0, v)} />
      </PanelField>
      <PanelField label="结束日期">
        <Select style={{ width: '100%' }} allowClear value={links[1]} options={dates} placeholder="选择日期控件" aria-label="结束日期" onChange={(v?: string) => setLink(1, v)} />
      </PanelField>
      <PanelField label="单位">
        <Select style={{ width: '100%' }} value={(control.props.unit as string | undefined) ?? 'days'} aria-label="单位"
          options={[{ value: 'days', label: '天' }, { value: 'hours', label: '小时' }, { value: 'minutes', label: '分钟' }]}
          onChange={(unit: string) => session.updateProps(control.id, { unit })} />
      </PanelField>
      {links.length !== 2 && <Typography.Text type="warning" style={{ fontSize: 12 }}>日期计算器需要关联两个日期控件</Typography.Text>}
    </PanelSection>
  );
}
