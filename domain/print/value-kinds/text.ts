import type { PrintValueFormatter } from '../print-value';
import { textValue } from '../print-value';

/** Any value as text: objects never print as [object Object]. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asText).filter((x) => x !== '').join('、');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return asText(record.label ?? record.name ?? record.value ?? record.msg ?? '');
  }
  return '';
}

/** Single and multi-line text, e-mail, phone, link, remote data display (1, 2, 4, 5, 7, 20). */
export const formatText: PrintValueFormatter = (_control, value) => textValue(asText(value));
