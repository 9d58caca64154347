/**
 * 审批编号 (扩展设置): prefix + date + sequence, e.g. QJ-20250305-0007. The sequence restarts with each date
 * period (daily for YYYYMMDD, monthly for YYYYMM, never without a date). Kept in the flow settings under
 * `serialNumber`.
 */
export type SerialDateFormat = 'YYYYMMDD' | 'YYYYMM' | 'none';

export interface SerialNumberRule {
  readonly prefix: string;
  readonly dateFormat: SerialDateFormat;
  /** Digits of the sequence, zero-padded (3–8). */
  readonly digits: number;
}

export const SERIAL_NUMBER_KEY = 'serialNumber';
export const DEFAULT_SERIAL_RULE: SerialNumberRule = { prefix: '', dateFormat: 'YYYYMMDD', digits: 4 };

export function serialRuleOf(settings: Readonly<Record<string, unknown>> | undefined): SerialNumberRule {
  const raw = settings?.[SERIAL_NUMBER_KEY] as Partial<SerialNumberRule> | undefined;
  if (!raw || typeof raw !== 'object') return DEFAULT_SERIAL_RULE;
  const dateFormat = raw.dateFormat === 'YYYYMM' || raw.dateFormat === 'none' ? raw.dateFormat : 'YYYYMMDD';
  const digits = typeof raw.digits === 'number' && Number.isInteger(raw.digits) ? Math.min(8, Math.max(3, raw.digits)) : 4;
  return { prefix: typeof raw.prefix === 'string' ? raw.prefix.slice(0, 20) : '', dateFormat, digits };
}

/** The date part of a number launched on `day` (YYYY-MM-DD); '' without a date. Also the sequence's period. */
export function serialPeriod(rule: SerialNumberRule, day: string): string {
  const compact = day.replace(/-/g, '');
  return rule.dateFormat === 'YYYYMMDD' ? compact.slice(0, 8) : rule.dateFormat === 'YYYYMM' ? compact.slice(0, 6) : '';
}

/** The number of the `sequence`-th instance (1-based) of its period. */
export function formatSerialNumber(rule: SerialNumberRule, day: string, sequence: number): string {
  const period = serialPeriod(rule, day);
  return [rule.prefix, period, String(sequence).padStart(rule.digits, '0')].filter((part) => part !== '').join('-');
}
