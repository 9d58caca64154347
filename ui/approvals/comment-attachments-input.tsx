import { lazy, Suspense } from 'react';
import { COMMENT_ATTACHMENT_CONTROL } from '../../domain/flow/comments/comment-attachments';
import type { AttachmentValue } from '../../domain/model/values';

// The attachment control's uploader, loaded when a comment box first shows it (kept out of the drawer's chunk).
const AttachmentUploader = lazy(() => import(/* webpackChunkName: "control-attachment-uploader" */ '../uploads/attachment-uploader').then((m) => ({ default: m.AttachmentUploader })));

export const NO_COMMENT_FILES: AttachmentValue = { attachments: [], fileList: [] };

/**
 * Pictures and files with a comment (issue 42): the attachment control's uploader with the comment rules (at most
 * 9, their types and size); `value.attachments` are the stored files' ids the action sends.
 */
export function CommentAttachmentsInput({ value, onChange, disabled = false }: { value: AttachmentValue; onChange: (value: AttachmentValue) => void; disabled?: boolean }) {
  return (
    <div className="comment-attachments" aria-label="意见附件">
      <Suspense fallback={null}>
        <AttachmentUploader control={COMMENT_ATTACHMENT_CONTROL} value={value} onChange={(next) => onChange(next as AttachmentValue)} mode="fill" disabled={disabled} />
      </Suspense>
    </div>
  );
}
