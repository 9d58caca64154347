/**
 * 审批编号 (`settings.serialNo`): prefix + the launch date + a sequence per flow and reset period, e.g.
 * `QJ202611240007`, or with `"separator": "-"` between the non-empty parts `QJ-20261124-0007`. The backend
 * hands out the sequence (in the transaction that creates the instance); this module formats and checks.
 */
export type SerialDate = 'YYYYMMDD' | 'YYYYMM' | 'YYYY' | '';
export type SerialReset = 'daily' | 'monthly' | 'yearly' | 'never';

export interface SerialNoRule {
  readonly prefix: string;
  readonly date: SerialDate;
  readonly digits: number;
  readonly separator: '' | '-';
  readonly reset: SerialReset;
}

export const SERIAL_DATES: readonly SerialDate[] = ['YYYYMMDD', 'YYYYMM', 'YYYY', ''];
export const SERIAL_RESETS: readonly SerialReset[] = ['daily', 'monthly', 'yearly', 'never'];
export const SERIAL_DIGITS = { min: 1, max: 10 } as const;

/** Without `reset`, the sequence restarts with the date part it prints (no date: never). */
const RESET_OF_DATE: Readonly<Record<SerialDate, SerialReset>> = { YYYYMMDD: 'daily', YYYYMM: 'monthly', YYYY: 'yearly', '': 'never' };

export const serialNoMessages = {
  badDigits: (digits: unknown) => `审批编号的序号位数必须是 ${SERIAL_DIGITS.min}–${SERIAL_DIGITS.max} 的整数，现在是 ${String(digits)}`,
  badDate: '审批编号的日期格式只能是 YYYYMMDD、YYYYMM、YYYY 或不含日期',
  badReset: '审批编号的重置周期只能是每天、每月、每年或从不',
} as const;

/** The flow's rule, its missing parts filled in; undefined without one (instances then have no number). */
export function serialNoRuleOf(settings: Readonly<Record<string, unknown>> | undefined): SerialNoRule | undefined {
  const raw = settings?.serialNo;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const date = SERIAL_DATES.includes(r.date as SerialDate) ? (r.date as SerialDate) : 'YYYYMMDD';
  return {
    prefix: typeof r.prefix === 'string' ? r.prefix : '',
    date,
    digits: typeof r.digits === 'number' && Number.isFinite(r.digits) ? r.digits : 4,
    separator: r.separator === '-' ? '-' : '',
    reset: SERIAL_RESETS.includes(r.reset as SerialReset) ? (r.reset as SerialReset) : RESET_OF_DATE[date],
  };
}

const compact = (day: string) => day.slice(0, 10).replace(/-/g, '');
const DATE_LENGTH: Readonly<Record<SerialDate, number>> = { YYYYMMDD: 8, YYYYMM: 6, YYYY: 4, '': 0 };
const RESET_LENGTH: Readonly<Record<SerialReset, number>> = { daily: 8, monthly: 6, yearly: 4, never: 0 };

/** The reset period a launch on `day` (YYYY-MM-DD…) counts in: `20261124`, `202611`, `2026` or '' (never). */
export function serialPeriodOf(rule: SerialNoRule, day: string): string {
  return compact(day).slice(0, RESET_LENGTH[rule.reset]);
}

/** The number of the `sequence`-th instance (1-based) of its period, launched on `day`. */
export function formatSerialNo(rule: SerialNoRule, day: string, sequence: number): string {
  const digits = Math.min(SERIAL_DIGITS.max, Math.max(SERIAL_DIGITS.min, Math.trunc(rule.digits)));
  const parts = [rule.prefix, compact(day).slice(0, DATE_LENGTH[rule.date]), String(sequence).padStart(digits, '0')];
  return parts.filter((part) => part !== '').join(rule.separator);
}

/** The pre-publish problems of the rule as written (digits outside 1–10, an unknown date format or reset). */
export function checkSerialNo(settings: Readonly<Record<string, unknown>> | undefined): string[] {
  const raw = settings?.serialNo;
  if (typeof raw !== 'object' || raw === null) return [];
  const r = raw as Record<string, unknown>;
  const problems: string[] = [];
  const digits = r.digits ?? 4;
  if (typeof digits !== 'number' || !Number.isInteger(digits) || digits < SERIAL_DIGITS.min || digits > SERIAL_DIGITS.max) problems.push(serialNoMessages.badDigits(digits));
  if (r.date !== undefined && !SERIAL_DATES.includes(r.date as SerialDate)) problems.push(serialNoMessages.badDate);
  if (r.reset !== undefined && !SERIAL_RESETS.includes(r.reset as SerialReset)) problems.push(serialNoMessages.badReset);
  return problems;
}

/** Shown where an instance has no 审批编号 (a flow without a numbering rule): never its internal id (issue 43 #8). */
export const NO_SERIAL_NO = '—';

/** The 审批编号 as people read it: the instance's number, else — (lists, detail, phone, print, PDF, Excel). */
export function serialNoText(serialNo: string | undefined | null): string {
  return serialNo ? serialNo : NO_SERIAL_NO;
}
