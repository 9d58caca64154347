import { isOtherChoiceValue } from '../model/choice-value';

/**
 * When a value counts as missing for 必填项 (spec 5): nothing, blank text, an empty list, and an attachment
 * or image value with no files ("Empty attachments count as missing").
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0 || value.every((item) => item === '' || item === null || item === undefined);
  // A choice with 其他 chosen ({ value, otherText }, issue 14 item 10) is as empty as its chosen ids.
  if (isOtherChoiceValue(value)) return isEmptyValue(value.value);
  if (typeof value === 'object') {
    const record = value as { attachments?: unknown; fileList?: unknown; images?: unknown };
    if ('attachments' in record || 'fileList' in record) {
      return !Array.isArray(record.attachments) || record.attachments.length === 0;
    }
    if ('images' in record) return !Array.isArray(record.images) || record.images.length === 0;
  }
  return false;
}
