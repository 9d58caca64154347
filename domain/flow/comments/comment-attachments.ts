/**
 * Attachments on a comment (同意, 拒绝, 退回, 评论, 交回; issue 42): pictures and files under the attachment control's
 * rules — one attachment control (the type's own defaults) set to the file type groups 图片, 文档 and 压缩包 of its
 * file type limit, each file under 20 MB, at most 9. The comment boxes upload through it, the backend checks the
 * stored files by it (checkAttachmentFile) and the engine refuses a 10th id with the same words.
 */
import type { Control } from '../../model/control';
import { attachmentUpload } from '../../controls/types/attachment-upload';
import { acceptOfGroup, type FileTypeGroupKey } from '../../model/file-type-groups';
import { checkAttachmentFile, type FileInfo } from '../../validation/upload-rules';
import { MAX_COMMENT_ATTACHMENTS } from '../runtime/attachments';

/** The kinds a comment takes: the attachment control's file type groups for photos, documents and archives. */
const COMMENT_FILE_GROUPS: readonly FileTypeGroupKey[] = ['images', 'documents', 'archives'];
/** The comment box's per-file size limit (the control's limitFileSize, in MB). */
const COMMENT_FILE_MAX_MB = 20;

/** The attachment control every comment box uploads through (moduleId 11): made by the type, then set for comments. */
export const COMMENT_ATTACHMENT_CONTROL: Control = ((control: Control): Control => ({
  ...control,
  name: '附件',
  config: { ...control.config, title: '附件' },
  props: { ...control.props, maxNum: MAX_COMMENT_ATTACHMENTS, limitFileSize: COMMENT_FILE_MAX_MB, accept: COMMENT_FILE_GROUPS.map(acceptOfGroup).join(',') },
}))(attachmentUpload.create('comment-attachments'));

/** Why these stored files cannot go with a comment (the first problem), or undefined. */
export function commentFilesProblem(files: readonly FileInfo[]): string | undefined {
  for (let i = 0; i < files.length; i++) {
    const problem = checkAttachmentFile(COMMENT_ATTACHMENT_CONTROL, files[i], i);
    if (problem) return problem;
  }
  return undefined;
}
