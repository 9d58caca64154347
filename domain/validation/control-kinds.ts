/**
 * Which validation rules apply to a control: its control type's (domain/controls/types) and, for table columns,
 * the flags of its props (spec 5: `props.number`, `props.phone`, `props.email`).
 */
import type { Control } from '../model/control';
import { getControlType } from '../controls/registry';
import type { ControlValidation } from '../controls/control-type';

/** An unknown moduleId (a loose form) is checked as text, on change. */
const TEXT_ON_CHANGE: ControlValidation = { trigger: 'change', rules: 'text' };

const validationOf = (control: Control): ControlValidation => getControlType(control.moduleId)?.validation ?? TEXT_ON_CHANGE;

/** Controls the applicant fills in (layout, display and computed controls are not). */
export const isFilledIn = (control: Control): boolean => getControlType(control.moduleId)?.capabilities.input ?? true;
export const isChoice = (control: Control): boolean => validationOf(control).rules === 'choice';
export const isTable = (control: Control): boolean => getControlType(control.moduleId)?.capabilities.columns ?? false;
/** Number-like: a number-typed control (number, days), and any control flagged `props.number` (number columns). */
export const isNumberLike = (control: Control): boolean => validationOf(control).rules === 'number' || control.props?.number === true;
export const isPhone = (control: Control): boolean => validationOf(control).format === 'phone' || control.props?.phone === true;
export const isEmail = (control: Control): boolean => validationOf(control).format === 'email' || control.props?.email === true;
export const isLink = (control: Control): boolean => validationOf(control).format === 'link';
export const isDateLike = (control: Control): boolean => validationOf(control).rules === 'date' || validationOf(control).rules === 'dateRange';
export const isAttachment = (control: Control): boolean => validationOf(control).rules === 'attachment';

export function triggerOf(control: Control): 'blur' | 'change' {
  return validationOf(control).trigger;
}
