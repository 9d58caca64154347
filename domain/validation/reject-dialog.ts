/**
 * The OCR reject dialog (spec 5 "Reject dialog", spec 9 "Reject text limit"): a problem type is required, the
 * reason text must not be blank and holds at most 800 characters by default.
 * Entry point: `checkRejectDialog({type, text}, maxLength)` -> the first message, or undefined.
 */
import { validationMessages as m } from '../messages';

export const REJECT_TEXT_MAX_LENGTH = 800;

export interface RejectInput {
  /** The chosen problem type (its code), empty when none. */
  type?: number | string | null;
  text?: string | null;
}

export function checkRejectType(type: RejectInput['type']): string | undefined {
  return type === undefined || type === null || type === '' ? m.rejectTypeRequired : undefined;
}

export function checkRejectText(text: RejectInput['text'], maxLength = REJECT_TEXT_MAX_LENGTH): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return m.rejectTextBlank;
  if (text.length > maxLength) return m.rejectTextTooLong(maxLength);
  return undefined;
}

export function checkRejectDialog(input: RejectInput, maxLength = REJECT_TEXT_MAX_LENGTH): string | undefined {
  return checkRejectType(input.type) ?? checkRejectText(input.text, maxLength);
}
