import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';
import { idCardProblem, maskIdCard } from '../id-card/id-card-number';

/**
 * moduleId 31: 身份证号 — an 18-character GB 11643 number, checked on blur; shown whole in the instance view, print
 * and export (to those who may see the field), masked in lists, cards and notices (issue 41).
 */
export const idCard = defineControlType({
  moduleId: 31,
  name: '身份证号',
  icon: 'id-card',
  group: '基础控件',
  componentType: 'IdCard',
  capabilities: { textual: true, input: true, print: true, tableCell: true },
  props: () => ({ value: '' }),
  validation: { trigger: 'blur', check: (value, context) => idCardProblem(value, context?.today) },
  valueShape: 'string',
  conditionKind: 'text',
  printText: formatText,
  summaryText: (_control, value) => (typeof value === 'string' ? maskIdCard(value) : ''),
  sampleValue: () => '11010119900307109X',
});

declare module '../../model/control' {
  interface ControlTypeIds { idCard: 31 }
}
