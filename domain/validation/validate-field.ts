/**
 * Field validation (spec 5 "Field validation", in this order): link, required, minimum, maximum, number
 * format, no decimals, phone, email — the first rule that fails gives the field's one message. Then the
 * checks of the value's kind: known options, attachments (spec 5 "Attachments"), date bounds and ranges.
 * Entry points: `validateField(control, value, context)` and `compileFieldValidator(control)` (built once per
 * control and reused: the per-value work is a few comparisons).
 */
import type { Control, ControlOption } from '../model/control';
import { chosenValue, isOtherChosen, otherOptionOf, otherTextOf } from '../model/choice-value';
import { validationMessages as m } from '../messages';
import { isAttachment, isChoice, isDateLike, isEmail, isLink, isNumberLike, isPhone } from './control-kinds';
import { getControlType } from '../controls/registry';
import { checkDateInBounds, checkDateRange, dateBounds, type DateContext } from './date-rules';
import { isEmptyValue } from './empty-value';
import type { ValueNames } from '../controls/org/value-names';
import { hasDecimals, isNumberValue } from './number-value';
import { checkAttachmentValue } from './upload-rules';

/** The application date, the other values (date bounds) and the names ids are checked against (成员, 部门). */
export type FieldContext = DateContext & { readonly names?: ValueNames };
export type FieldValidator = (value: unknown, context?: FieldContext) => string | undefined;
type Rule = (value: unknown, context: FieldContext | undefined) => string | undefined;

export const LINK_PATTERN = /^https?:\/\/\S+$/i;
/** 11 digits, starting with 1, second digit 3-9 (spec 5, spec 9 "Phone pattern"). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

function choiceCount(stored: unknown): number {
  const value = chosenValue(stored);
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') {
    const images = (value as { images?: unknown }).images;
    return Array.isArray(images) ? images.length : 0;
  }
  return 1;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

function buildRules(control: Control): Rule[] {
  const props = control.props ?? {};
  const rules: Rule[] = [];
  const choice = isChoice(control);
  // 3. Minimum and 4. maximum.
  if (choice) {
    const min = positive(props.min) ?? positive(props.minNum);
    const max = positive(props.max) ?? positive(props.maxNum);
    if (min !== undefined) rules.push((value) => (choiceCount(value) < min ? m.minChoices(min) : undefined));
    if (max !== undefined) rules.push((value) => (choiceCount(value) > max ? m.maxChoices(max) : undefined));
  } else if (!isNumberLike(control) && !isAttachment(control) && !isDateLike(control)) {
    const min = positive(props.minlength);
    const max = positive(props.maxlength);
    if (min !== undefined) {
      const message = max !== undefined && max >= min ? m.textLengthRange(min, max) : m.textMinLength(min);
      rules.push((value) => (text(value).length < min ? message : undefined));
    }
    if (max !== undefined) rules.push((value) => (text(value).length > max ? m.maxTextLength(max) : undefined));
  }
  if (isNumberLike(control)) {
    // 5. Number format, 6. no decimals.
    rules.push((value) => (isNumberValue(value) ? undefined : m.numberFormat));
    if (props.isAllowDecimal === false) {
      rules.push((value) => (hasDecimals(value as number | string) ? m.noDecimals : undefined));
    }
  }
  // 7. Phone, 8. email.
  if (isPhone(control)) rules.push((value) => (PHONE_PATTERN.test(text(value)) ? undefined : m.phoneFormat));
  if (isEmail(control)) rules.push((value) => (EMAIL_PATTERN.test(text(value)) ? undefined : m.emailFormat));
  // Kind checks after the spec's eight rules. Options that come from custom data (a form-value list) or a
  // remote API are valid by where they come from: the design-time children are not the list the user saw.
  if (choice && props.remote !== true && props.custom !== true && Array.isArray(control.children) && control.children.length > 0) {
    const ids = new Set((control.children as ControlOption[]).map((option) => String(option?.id)));
    rules.push((stored) => {
      const value = chosenValue(stored);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return undefined;
      const selected = Array.isArray(value) ? value : [value];
      for (const id of selected) if (!ids.has(String(id))) return m.unknownOption(id);
      return undefined;
    });
  }
  // 其他 chosen: what "other" is must be typed (issue 14, item 10), whether or not the field is required.
  const options = Array.isArray(control.children) ? (control.children as ControlOption[]).filter((o) => !!o && typeof o === 'object') : [];
  const other = choice ? otherOptionOf(options) : undefined;
  if (other) {
    const message = m.otherTextRequired(other.value);
    rules.push((value) => (isOtherChosen(options, value) && otherTextOf(value).trim() === '' ? message : undefined));
  }
  const kind = getControlType(control.moduleId)?.validation.rules;
  if (kind === 'attachment') rules.push((value) => checkAttachmentValue(control, value));
  const ownCheck = getControlType(control.moduleId)?.validation.check;
  if (ownCheck) rules.push((value, context) => ownCheck(value, context, control));
  if (kind === 'date') {
    rules.push((value, context) => checkDateInBounds(value, dateBounds(control, context)));
  }
  if (kind === 'dateRange') {
    rules.push((value, context) => {
      const [begin, end] = Array.isArray(value) ? value : [value];
      const bounds = dateBounds(control, context);
      for (const item of [begin, end]) {
        if (item === undefined || item === null || item === '') continue;
        const message = checkDateInBounds(item, bounds);
        if (message) return message;
      }
      return checkDateRange(begin, end);
    });
  }
  return rules;
}

/** Builds the validator of one control once; call it for every value. */
export function compileFieldValidator(control: Control): FieldValidator {
  const link = isLink(control);
  const required = control.config?.required === true;
  const requiredMessage = getControlType(control.moduleId)?.validation.requiredMessage ?? m.required;
  const rules = buildRules(control);
  const count = rules.length;
  return (value, context) => {
    // 1. Link (only a typed value can be malformed; an empty one falls to "required").
    if (link && typeof value === 'string' && value !== '' && !LINK_PATTERN.test(value)) {
      const scheme = /^(https?:\/\/)\s*$/i.exec(value);
      return scheme ? m.linkWithoutAddress(scheme[1]) : m.linkFormat;
    }
    // 2. Required; every further rule applies to a value that is present.
    if (isEmptyValue(value)) return required ? requiredMessage : undefined;
    for (let i = 0; i < count; i++) {
      const message = rules[i](value, context);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/**
 * The field's one message (the first failing rule), or undefined when the value is valid. Builds the rules on
 * every call so that a control edited in place is never judged by stale rules; hot paths use
 * `compileFieldValidator` (or validateForm, which compiles a form once).
 */
export function validateField(control: Control, value: unknown, context?: FieldContext): string | undefined {
  return compileFieldValidator(control)(value, context);
}

export { triggerOf } from './control-kinds';
