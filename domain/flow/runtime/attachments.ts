/**
 * Attachments on a comment (同意, 拒绝, 退回, 评论, 交回): file ids of pictures and files the backend stored, at most
 * nine. The engine records the ids; the backend checks each file's type and size as the attachment control does
 * (comments/comment-attachments.ts), and a 10th is refused in the control's words (最多只能上传 9 个附件!).
 */
import { validationMessages } from '../../messages';
import { flowMessages as m } from '../flow-messages';
import type { FlowAction } from './flow-action';

export const MAX_COMMENT_ATTACHMENTS = 9;

/** The action's attachments to record (`{}` when none), or why they are refused. */
export function attachmentsOf(action: FlowAction): { attachments?: string[] } | string {
  const given: unknown = action.attachments;
  if (given === undefined) return {};
  if (!Array.isArray(given) || !given.every((id) => typeof id === 'string' && id !== '')) return m.attachmentsInvalid;
  if (given.length > MAX_COMMENT_ATTACHMENTS) return validationMessages.attachmentCount(MAX_COMMENT_ATTACHMENTS);
  return given.length > 0 ? { attachments: [...given] } : {};
}
