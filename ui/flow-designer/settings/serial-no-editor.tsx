import { Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { formatSerialNo, serialNoRuleOf, SERIAL_DIGITS, type SerialDate, type SerialNoRule, type SerialReset } from '../../../domain/flow';

const DATES: ReadonlyArray<{ value: SerialDate; label: string }> = [
  { value: 'YYYYMMDD', label: '年月日' }, { value: 'YYYYMM', label: '年月' }, { value: 'YYYY', label: '年' }, { value: '', label: '不含日期' },
];
const RESETS: ReadonlyArray<{ value: SerialReset; label: string }> = [
  { value: 'daily', label: '每天重新编号' }, { value: 'monthly', label: '每月重新编号' }, { value: 'yearly', label: '每年重新编号' }, { value: 'never', label: '从不重新编号' },
];
const NEW_RULE: SerialNoRule = { prefix: '', date: 'YYYYMMDD', digits: 4, separator: '', reset: 'daily' };

interface SerialNoEditorProps {
  /** The flow's settings (`serialNo` is read from them). */
  readonly settings: Readonly<Record<string, unknown>> | undefined;
  /** The new rule, or undefined to switch numbering off. */
  onChange(rule: SerialNoRule | undefined): void;
  /** The day the example shows (YYYY-MM-DD). */
  readonly today: string;
}

/** 审批编号: on/off, prefix, date part, digits, separator and reset, with the number the next instance would get. */
export function SerialNoEditor({ settings, onChange, today }: SerialNoEditorProps) {
  const rule = serialNoRuleOf(settings);
  const set = (patch: Partial<SerialNoRule>) => onChange({ ...(rule ?? NEW_RULE), ...patch });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space><Switch aria-label="启用审批编号" checked={rule !== undefined} onChange={(on) => onChange(on ? NEW_RULE : undefined)} />
        <Typography.Text type="secondary">每个审批按规则生成唯一编号，显示在列表、详情、打印和导出中</Typography.Text></Space>
      {rule && (
        <>
          <Space wrap>
            <Input aria-label="编号前缀" prefix="前缀" style={{ width: 180 }} value={rule.prefix} maxLength={20} onChange={(e) => set({ prefix: e.target.value })} />
            <Select aria-label="日期格式" style={{ width: 120 }} value={rule.date} options={[...DATES]} onChange={(date) => set({ date })} />
            <InputNumber aria-label="序号位数" prefix="位数" style={{ width: 120 }} min={SERIAL_DIGITS.min} max={SERIAL_DIGITS.max} precision={0} value={rule.digits}
              onChange={(digits) => typeof digits === 'number' && set({ digits })} />
            <Select aria-label="分隔符" style={{ width: 110 }} value={rule.separator} options={[{ value: '', label: '无分隔符' }, { value: '-', label: '分隔符 -' }]} onChange={(separator) => set({ separator })} />
            <Select aria-label="重置周期" style={{ width: 150 }} value={rule.reset} options={[...RESETS]} onChange={(reset) => set({ reset })} />
          </Space>
          <div><Typography.Text type="secondary">示例：</Typography.Text><Typography.Text code data-testid="serial-example">{formatSerialNo(rule, today, 1)}</Typography.Text></div>
        </>
      )}
    </Space>
  );
}
