import { validationMessages } from '../../domain/messages';
import { REJECT_TEXT_LIMIT, type RejectErrorType, type RejectPayload } from '../../domain/model/reject-payload';

/**
 * The reject dialog's checks (spec 5 "Reject dialog"), in the order the user meets them: the problem type
 * is required, the reason must not be blank, and the reason is at most 800 characters by default.
 * Returns the first failed rule's message, or undefined when the dialog can be sent.
 */
export function checkRejectDialog(input: {
  readonly errorType?: RejectErrorType;
  readonly message: string;
  readonly limit?: number;
}): string | undefined {
  const limit = input.limit ?? REJECT_TEXT_LIMIT;
  if (!input.errorType) return validationMessages.rejectTypeRequired;
  if (input.message.trim() === '') return validationMessages.rejectTextBlank;
  // Characters, not UTF-16 units: an emoji counts once.
  if (Array.from(input.message).length > limit) return validationMessages.rejectTextTooLong(limit);
  return undefined;
}

/** The reject payload of spec 3: message, image URL list (in the order shown), error type {code, text}. */
export function toRejectPayload(errorType: RejectErrorType, message: string, imageUrls: readonly string[]): RejectPayload {
  return { message: message.trim(), images: [...imageUrls], errorType: { code: errorType.code, text: errorType.text } };
}

/** OCR problem types offered by the dialog (the spec names the field, not the values). */
export const OCR_PROBLEM_TYPES: readonly RejectErrorType[] = [
  { code: 1, text: '文字识别错误' },
  { code: 2, text: '漏识别' },
  { code: 3, text: '公式识别错误' },
  { code: 4, text: '图片无法识别' },
  { code: 5, text: '排版格式错误' },
  { code: 99, text: '其他问题' },
];
