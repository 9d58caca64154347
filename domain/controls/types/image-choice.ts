import { defineControlType, initialOptions } from '../control-type';
import { formModelMessages } from '../../messages';

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
});
