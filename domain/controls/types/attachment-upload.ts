import { defineControlType } from '../control-type';

/** moduleId 11: attachment upload; value {attachments (file ids), fileList (names)}. */
export const attachmentUpload = defineControlType({
  moduleId: 11,
  name: '附件上传',
  icon: 'attachment',
  group: '高级控件',
  componentType: 'Upload',
  capabilities: { upload: true, input: true, print: true, fileTypeLimit: true, tableCell: true },
  config: () => ({ isPrint: false }),
  props: () => ({ value: { attachments: [], fileList: [] }, accept: '' }),
});
