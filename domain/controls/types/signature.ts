import { defineControlType } from '../control-type';
import { isSignature, signatureFileId } from '../../model/signature-value';
import type { PrintValueFormatter } from '../../print/print-value';

/** A 1×1 transparent PNG: the print preview's made-up signature. */
const SAMPLE_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** On paper the signature is its picture: the stored file, or the data URL as drawn. */
const formatSignature: PrintValueFormatter = (_control, value) => {
  if (!isSignature(value)) return { kind: 'files', files: [], asImages: true };
  const fileId = signatureFileId(value);
  const file = fileId === undefined ? { id: 'signature', name: '签名.png', image: true, signature: true, url: value } : { id: fileId, name: '签名.png', image: true, signature: true };
  return { kind: 'files', files: [file], asImages: true };
};

/**
 * moduleId 26: 签名, a handwritten signature drawn on a pad (touch or mouse). The value is the stored image,
 * `file:<id>`, or a PNG data URL as drawn (the CLI, a client without storage).
 */
export const signature = defineControlType({
  moduleId: 26,
  name: '签名',
  icon: 'signature',
  group: '高级控件',
  componentType: 'Signature',
  capabilities: { input: true, print: true },
  props: () => ({ value: '' }),
  validation: {
    trigger: 'change',
    requiredMessage: '请签名',
    check: (value) => (isSignature(value) ? undefined : '签名必须是 PNG 图片（data:image/png;base64,…）或已存储的文件（file:<id>）'),
  },
  valueShape: 'string',
  conditionKind: 'presence',
  printText: formatSignature,
  sampleValue: () => SAMPLE_PNG,
});

declare module '../../model/control' {
  interface ControlTypeIds { signature: 26 }
}
