/**
 * Attachments on a comment (同意, 拒绝, 退回, 评论, 交回; issue 42): pictures and files with the attachment control's
 * type and size rules — at most 9, each under 20 MB, of the usual document and picture kinds. The comment boxes
 * upload through the attachment control with these settings; the backend checks the stored files again.
 */
import type { Control } from '../../model/control';
import { checkAttachmentFile, type FileInfo } from '../../validation/upload-rules';
import { MAX_COMMENT_ATTACHMENTS } from '../runtime/attachments';

/** The attachment control every comment box uploads through (moduleId 11). */
export const COMMENT_ATTACHMENT_CONTROL: Control = {
  id: 'comment-attachments',
  moduleId: 11,
  name: '附件',
  config: { title: '附件' },
  props: {
    maxNum: MAX_COMMENT_ATTACHMENTS,
    limitFileSize: 20,
    accept: '.jpg,.jpeg,.png,.gif,.bmp,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.rar',
  },
} as unknown as Control;

/** Why these stored files cannot go with a comment (the first problem), or undefined. */
export function commentFilesProblem(files: readonly FileInfo[]): string | undefined {
  for (let i = 0; i < files.length; i++) {
    const problem = checkAttachmentFile(COMMENT_ATTACHMENT_CONTROL, files[i], i);
    if (problem) return problem;
  }
  return undefined;
}
