import { MODULE } from '../../validation/control-kinds';
import type { PrintValueFormatter } from '../print-value';
import { textValue } from '../print-value';
import { asText } from './text';

function unitOf(unity: unknown, unit: unknown, moduleId: number): string {
  if (moduleId === MODULE.dateCalculator) return unit === 'hours' ? ' 小时' : unit === 'minutes' ? ' 分钟' : ' 天';
  if (moduleId === MODULE.days) return ' 天';
  return typeof unity === 'string' ? unity : '';
}

/**
 * Numbers and computed values — number (6), days (22), table statistics (21), number and date calculators
 * (24, 25) — as stored by the filler's computation, with the unit the control shows.
 */
export const formatNumber: PrintValueFormatter = (control, value) => {
  const text = asText(value);
  return textValue(text === '' ? '' : `${text}${unitOf(control.props?.unity, control.props?.unit, control.moduleId)}`);
};
