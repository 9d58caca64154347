import { InputNumber, Select, Space } from 'antd';

/** The units a designer picks a duration in (延时 and 超时). */
export type DurationUnit = 'minutes' | 'hours' | 'days';

export const UNIT_MINUTES: Readonly<Record<DurationUnit, number>> = { minutes: 1, hours: 60, days: 1440 };
const UNIT_LABELS: Readonly<Record<DurationUnit, string>> = { minutes: '分钟', hours: '小时', days: '天' };

/** A number of minutes as an amount of its largest whole unit (120 → 2 小时). */
export function splitMinutes(minutes: number): { amount: number; unit: DurationUnit } {
  if (minutes > 0 && minutes % 1440 === 0) return { amount: minutes / 1440, unit: 'days' };
  if (minutes > 0 && minutes % 60 === 0) return { amount: minutes / 60, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

/** An amount and its unit (2 小时): one number box and a unit select. */
export function DurationInput({ amount, unit, label, onChange }: {
  amount: number | undefined;
  unit: DurationUnit;
  label: string;
  onChange(amount: number, unit: DurationUnit): void;
}) {
  return (
    <Space.Compact>
      <InputNumber aria-label={label} min={1} precision={0} value={amount} style={{ width: 120 }} onChange={(value) => onChange(Number(value ?? 0), unit)} />
      <Select aria-label={`${label}单位`} value={unit} style={{ width: 90 }} onChange={(next: DurationUnit) => onChange(amount ?? 1, next)}
        options={(Object.keys(UNIT_LABELS) as DurationUnit[]).map((value) => ({ value, label: UNIT_LABELS[value] }))} />
    </Space.Compact>
  );
}
