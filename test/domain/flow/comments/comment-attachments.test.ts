// Issue 42: attachments on comments follow the attachment control's type and size rules, at most 9 — the comment
// box's control is the attachment control type's own, set to its file type groups 图片 / 文档 / 压缩包, and checked by
// the same upload rules (no second list of kinds or limits).
import { attachmentUpload } from '../../../../domain/controls/types/attachment-upload';
import { commentFilesProblem, COMMENT_ATTACHMENT_CONTROL } from '../../../../domain/flow/comments/comment-attachments';
import { acceptOfGroup } from '../../../../domain/model/file-type-groups';
import { checkAttachmentFile } from '../../../../domain/validation/upload-rules';

const MB = 1024 * 1024;

it('the comment box uploads through an attachment control made by its type, limited to the control\'s file type groups', () => {
  expect(COMMENT_ATTACHMENT_CONTROL.moduleId).toBe(attachmentUpload.moduleId);
  expect(COMMENT_ATTACHMENT_CONTROL.componentType).toBe(attachmentUpload.componentType);
  expect(COMMENT_ATTACHMENT_CONTROL.props.accept).toBe([acceptOfGroup('images'), acceptOfGroup('documents'), acceptOfGroup('archives')].join(','));
  expect(COMMENT_ATTACHMENT_CONTROL.props).toMatchObject({ maxNum: 9, limitFileSize: 20 });
});

it('photos and files pass; another kind, a file of 20 MB or more and a 10th file are refused in the control\'s words', () => {
  expect(commentFilesProblem([{ name: '现场.JPG', size: 3 * MB }, { name: '报价.pdf' }, { name: '资料.zip' }])).toBeUndefined();
  expect(commentFilesProblem([{ name: 'tool.exe' }])).toBe('不支持上传该类型附件');
  expect(commentFilesProblem([{ name: '录像.png', size: 20 * MB }])).toBe('上传文件大小不能超过 20MB!');
  expect(commentFilesProblem(Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.png` })))).toBe('最多只能上传 9 个附件!');
  // The uploader in the comment box asks the very same rule before a file is sent.
  expect(checkAttachmentFile(COMMENT_ATTACHMENT_CONTROL, { name: 'p.png' }, 9)).toBe('最多只能上传 9 个附件!');
});
