import type { PrintValueFormatter } from '../print-value';
import type { Control } from '../../model/control';
import { textValue } from '../print-value';
import { asText } from './text';

/** The unit a number control shows after its value (`props.unity`, e.g. 元). */
const unityOf = (control: Control): string => (typeof control.props?.unity === 'string' ? control.props.unity : '');

/**
 * Numbers and computed values — number, days, table statistics, number and date calculators — as stored by
 * the filler's computation, followed by the unit the control shows (`unitOf`, the control type's own).
 */
export function numberFormatter(unitOf: (control: Control) => string = unityOf): PrintValueFormatter {
  return (control, value) => {
    const text = asText(value);
    return textValue(text === '' ? '' : `${text}${unitOf(control)}`);
  };
}

export const formatNumber: PrintValueFormatter = numberFormatter();
