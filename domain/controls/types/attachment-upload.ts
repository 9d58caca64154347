import { defineControlType } from '../control-type';
import { formatAttachment } from '../../print/value-kinds/attachment';
import { cloneValue } from '../control-values';

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
  validation: { rules: 'attachment' },
  valueShape: 'attachment',
  conditionKind: 'presence',
  printText: formatAttachment,
  sampleValue: () => ({ attachments: ['sample-file'], fileList: ['示例附件.jpg'] }),
  initialValue: (control) => (control.props?.value && typeof control.props.value === 'object' ? cloneValue(control.props.value) : { attachments: [], fileList: [] }),
});

declare module '../../model/control' {
  interface ControlTypeIds { attachmentUpload: 11 }
}
