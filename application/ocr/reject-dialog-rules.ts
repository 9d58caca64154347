import { REJECT_TEXT_LIMIT, type RejectErrorType, type RejectPayload } from '../../domain/model/reject-payload';
import { checkRejectDialog as checkRejectInput } from '../../domain/validation/reject-dialog';

/**
 * The reject dialog's checks (spec 5 "Reject dialog") on the dialog's state, through the domain's rules:
 * the problem type is required, the reason must not be blank, and is at most 800 characters by default.
 * Returns the first failed rule's message, or undefined when the dialog can be sent.
 */
export function checkRejectDialog(input: {
  readonly errorType?: RejectErrorType;
  readonly message: string;
  readonly limit?: number;
}): string | undefined {
  return checkRejectInput({ type: input.errorType?.code, text: input.message }, input.limit ?? REJECT_TEXT_LIMIT);
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
