import { defineControlType } from '../control-type';
import { textValue } from '../../print/print-value';
import { deptNames, deptsProblem } from '../org/depts';

/**
 * moduleId 29: 部门 — departments picked from the organisation (a list of department ids; `props.multiple`).
 * The `deptHeadOfField` assignee sends a node to the heads of the departments it holds (issue 41).
 */
export const depts = defineControlType({
  moduleId: 29,
  name: '部门',
  icon: 'depts',
  group: '高级控件',
  componentType: 'DeptPicker',
  capabilities: { input: true, print: true },
  props: () => ({ value: [], multiple: false }),
  validation: { trigger: 'change', check: (value, context, control) => deptsProblem(control, value, context?.names) },
  valueShape: 'strings',
  conditionKind: 'depts',
  holdsIds: 'depts',
  printText: (_control, value, names) => textValue(deptNames(value, names)),
  sampleValue: () => ['研发中心'],
  initialValue: () => [],
  emptyValue: () => [],
});

declare module '../../model/control' {
  interface ControlTypeIds { depts: 29 }
}
