import { defineControlType } from '../control-type';
import { textValue } from '../../print/print-value';
import { linkedProblem, linkedTitles } from '../linked-instances/linked-instances';

/**
 * moduleId 30: 关联审批单 — earlier instances the applicant links (a list of instance ids), shown as cards that open
 * the linked instance in place; the link lets the people of this instance read it (issue 41).
 */
export const linkedInstances = defineControlType({
  moduleId: 30,
  name: '关联审批单',
  icon: 'linked-instances',
  group: '高级控件',
  componentType: 'LinkedInstances',
  capabilities: { input: true, print: true },
  props: () => ({ value: [], modelIds: [], multiple: true }),
  validation: { trigger: 'change', check: (value, _context, control) => linkedProblem(control, value) },
  valueShape: 'strings',
  conditionKind: 'presence',
  holdsIds: 'instances',
  printText: (_control, value, names) => textValue(linkedTitles(value, names)),
  sampleValue: () => ['采购申请（CG-2025-0001）'],
  initialValue: () => [],
  emptyValue: () => [],
});

declare module '../../model/control' {
  interface ControlTypeIds { linkedInstances: 30 }
}
