import type { PrintValueFormatter } from '../print-value';
import { textValue } from '../print-value';
import { parseDate } from '../../validation/date-value';
import { asText } from './text';

const FORMATS = ['YYYY-MM-DD', 'YYYY年MM月DD日', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm'] as const;

/** A date text re-written in one of the spec's formats (spec 9); unreadable text prints as it is. */
export function formatDateText(value: unknown, format: unknown, fallback: string): string {
  const parsed = parseDate(value);
  if (!parsed) return asText(value);
  const pattern = typeof format === 'string' && (FORMATS as readonly string[]).includes(format) ? format : fallback;
  const d = new Date(parsed.ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return pattern
    .replace('YYYY', String(d.getUTCFullYear()))
    .replace('MM', pad(d.getUTCMonth() + 1))
    .replace('DD', pad(d.getUTCDate()))
    .replace('HH', pad(d.getUTCHours()))
    .replace('mm', pad(d.getUTCMinutes()))
    .replace('ss', pad(d.getUTCSeconds()));
}

/** Date (3) in the control's format. */
export const formatDate: PrintValueFormatter = (control, value) => textValue(formatDateText(value, control.props?.format, 'YYYY-MM-DD'));

/** Start-end time (12): `begin 至 end`, each in the control's format. */
export const formatDateRange: PrintValueFormatter = (control, value) => {
  const pair = Array.isArray(value) ? value : [];
  if (pair.length !== 2 || pair.every((x) => asText(x) === '')) return textValue('');
  const [begin, end] = pair.map((x) => formatDateText(x, control.props?.format, 'YYYY-MM-DD HH:mm'));
  return textValue(`${begin} 至 ${end}`);
};
