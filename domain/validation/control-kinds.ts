/**
 * Which validation rules apply to a control, by moduleId (spec 3 table) and props (spec 5).
 */
import type { Control } from '../model/control';

export const MODULE = {
  description: 0, singleLineText: 1, multiLineText: 2, date: 3, email: 4, phone: 5, number: 6, link: 7,
  singleChoice: 8, dropdown: 9, multiChoice: 10, attachment: 11, startEndTime: 12, imageChoice: 13,
  richText: 14, table: 15, region: 18, printButton: 19, remoteDisplay: 20, tableStatistics: 21, days: 22,
  divider: 23, numberCalculator: 24, dateCalculator: 25,
} as const;

/** Controls the applicant does not fill in: layout, display and computed controls. */
const NOT_FILLED: ReadonlySet<number> = new Set([0, 14, 19, 20, 21, 23, 24, 25]);
const CHOICES: ReadonlySet<number> = new Set([8, 9, 10, 13]);
/** Typed controls validate on blur; choices, dates and uploads on change (spec 5 "Trigger"). */
const BLUR: ReadonlySet<number> = new Set([1, 2, 4, 5, 6, 7, 22]);

export const isFilledIn = (control: Control): boolean => !NOT_FILLED.has(control.moduleId);
export const isChoice = (control: Control): boolean => CHOICES.has(control.moduleId);
export const isTable = (control: Control): boolean => control.moduleId === 15;
/** Number-like: number (6), days (22), and any control flagged `props.number` (number columns). */
export const isNumberLike = (control: Control): boolean =>
  control.moduleId === 6 || control.moduleId === 22 || control.props?.number === true;
export const isPhone = (control: Control): boolean => control.moduleId === 5 || control.props?.phone === true;
export const isEmail = (control: Control): boolean => control.moduleId === 4 || control.props?.email === true;
export const isLink = (control: Control): boolean => control.moduleId === 7;
export const isDateLike = (control: Control): boolean => control.moduleId === 3 || control.moduleId === 12;

export function triggerOf(control: Control): 'blur' | 'change' {
  return BLUR.has(control.moduleId) ? 'blur' : 'change';
}
