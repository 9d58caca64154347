import { defineControlType, initialOptions } from '../control-type';
import { formModelMessages } from '../../messages';
import { formatImageChoice } from '../../print/value-kinds/choice';
import { defaultOptions, optionIds } from '../control-values';

/** moduleId 13: choice among image cards (each option has an uploaded image). */
export const imageChoice = defineControlType({
  moduleId: 13,
  name: '图片选择',
  icon: 'image-choice',
  group: '选择控件',
  componentType: 'ImageChoice',
  capabilities: { options: true, upload: true, input: true, print: true, layout: true, countLimit: true },
  props: () => ({ value: { images: [] }, style: { flexDirection: 'row' }, min: 0, max: 0 }),
  children: () => initialOptions(formModelMessages.unnamedOption, true),
  validation: { rules: 'choice' },
  choice: 'images',
  valueShape: 'choice',
  conditionKind: 'choice',
  printText: formatImageChoice,
  sampleValue: (control) => ({
    images: optionIds(control).slice(0, 1).map((id) => ({ file_id: '', name: String(control.children?.find((o) => (o as { id: unknown }).id === id)?.value ?? '示例'), optionId: id })),
  }),
  initialValue: (control) => ({ images: defaultOptions(control).map((o) => ({ file_id: String(o.imgURL ?? ''), name: o.value, optionId: o.id })) }),
});

declare module '../../model/control' {
  interface ControlTypeIds { imageChoice: 13 }
}
