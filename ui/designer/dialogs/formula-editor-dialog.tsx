import { useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import type { Control, FormulaToken, ResultFormat } from '../../../domain/model/control';
import type { CalculatedData } from '../../../domain/model/calculated-data';
import { validateFormula } from '../../../domain/formula/validate-formula';
import { BackspaceIcon } from '../../icons/glyph-icons';

export const RESULT_FORMAT_OPTIONS: ReadonlyArray<{ value: ResultFormat; label: string }> = [
  { value: 'round', label: '四舍五入取整' }, { value: 'ceil', label: '向上取整' }, { value: 'floor', label: '向下取整' },
  { value: 'fixed1', label: '保留1位小数' }, { value: 'fixed2', label: '保留2位小数' },
];
const OPERATORS = ['+', '-', '*', '/', '(', ')'] as const;
const PAD = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.'] as const;
const SHOWN: Record<string, string> = { '*': '×', '/': '÷' };

interface FormulaEditorDialogProps {
  open: boolean;
  control: Control;
  /** The computed objects the formula may read (number controls). */
  objects: readonly Control[];
  onSubmit(formula: FormulaToken[], result: ResultFormat | undefined, data: CalculatedData): void;
  onClose(): void;
}

/** The formula as text: objects by title in braces, operators and digits as typed. */
export function formulaText(tokens: readonly FormulaToken[], titleOf: (id: string) => string): string {
  return tokens.map((t) => (typeof t === 'object' ? `{${titleOf(t.id)}}` : t)).join(' ').replace(/(\d|\.) (?=[\d.])/g, '$1');
}

/**
 * The number calculator's formula editor: name, type (normal), formula display, computed objects, operators,
 * number pad and result format. Submit validates (spec 5 "Formula") and stays open on failure; cancel closes.
 */
export function FormulaEditorDialog({ open, control, objects, onSubmit, onClose }: FormulaEditorDialogProps) {
  const stored = control.props.calculatedData as CalculatedData | undefined;
  const [name, setName] = useState('');
  const [tokens, setTokens] = useState<FormulaToken[]>([]);
  const [result, setResult] = useState<ResultFormat | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setName(stored?.name ?? control.config.title);
    setTokens([...(control.props.formula ?? [])]);
    setResult(control.props.result);
    setError(undefined);
    // Reset only when the dialog opens: later edits of the control must not wipe what is being typed.
  }, [open]);
  const titleOf = (id: string) => objects.find((o) => o.id === id)?.config.title ?? id;
  const push = (token: FormulaToken) => { setTokens((t) => [...t, token]); setError(undefined); };
  const submit = () => {
    const message = validateFormula(tokens, result);
    if (message) {
      setError(message);
      return;
    }
    onSubmit(tokens, result, { name: name || control.config.title, type: 'normal', formula: formulaText(tokens, titleOf) });
    onClose();
  };
  return (
    <Modal open={open} title="编辑计算公式" width={640} okText="确定" cancelText="取消" onOk={submit} onCancel={onClose} destroyOnHidden>
      <Space style={{ marginBottom: 8 }} wrap>
        <Space.Compact style={{ width: 260 }}>
          <Space.Addon>名称</Space.Addon>
          <Input value={name} onChange={(e) => setName(e.target.value)} aria-label="公式名称" />
        </Space.Compact>
        <Select value="normal" disabled style={{ width: 120 }} options={[{ value: 'normal', label: '普通' }]} aria-label="类型" />
      </Space>
      <div className="formula-display" data-testid="formula-display" aria-label="公式">
        {tokens.length === 0 && <Typography.Text type="secondary">点击下方的计算对象、运算符和数字编辑公式</Typography.Text>}
        {tokens.map((t, i) => (typeof t === 'object'
          ? <Tag key={i} color="blue" style={{ margin: 0 }}>{titleOf(t.id)}</Tag>
          : <span key={i} style={{ fontFamily: 'monospace', fontSize: 15 }}>{SHOWN[t] ?? t}</span>))}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="formula-text">公式文本：{formulaText(tokens, titleOf) || '（空）'}</Typography.Text>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} data-testid="formula-error" />}
      <div style={{ marginTop: 12 }}>
        <Typography.Text strong>计算对象</Typography.Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '6px 0 12px' }}>
          {objects.length === 0 && <Typography.Text type="secondary">表单中还没有数字类控件</Typography.Text>}
          {objects.map((o) => <Button key={o.id} size="small" onClick={() => push({ id: o.id })}>{o.config.title}</Button>)}
        </div>
        <Space align="start" size={24}>
          <div>
            <Typography.Text strong>运算符</Typography.Text>
            <div className="formula-pad" style={{ gridTemplateColumns: 'repeat(3, 44px)', marginTop: 6 }}>
              {OPERATORS.map((op) => <Button key={op} onClick={() => push(op)} aria-label={`运算符 ${op}`}>{SHOWN[op] ?? op}</Button>)}
            </div>
          </div>
          <div>
            <Typography.Text strong>数字</Typography.Text>
            <div className="formula-pad" style={{ gridTemplateColumns: 'repeat(3, 44px)', marginTop: 6 }}>
              {PAD.map((k) => <Button key={k} onClick={() => push(k)} aria-label={`数字 ${k}`}>{k}</Button>)}
              <Button onClick={() => setTokens((t) => t.slice(0, -1))} aria-label="退格"><BackspaceIcon /></Button>
            </div>
          </div>
          <div>
            <Typography.Text strong>结果格式</Typography.Text>
            {/* display: block on the Select itself breaks its flex row and wraps the arrow under the text. */}
            <div style={{ marginTop: 6 }}>
              <Select className="formula-result-select" style={{ width: 150 }} value={result} placeholder="请选择" options={[...RESULT_FORMAT_OPTIONS]}
                onChange={(v: ResultFormat) => { setResult(v); setError(undefined); }} aria-label="结果格式" />
            </div>
            <Button style={{ marginTop: 8 }} danger onClick={() => setTokens([])}>清空</Button>
          </div>
        </Space>
      </div>
    </Modal>
  );
}
