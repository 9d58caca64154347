import { defineControlType } from '../control-type';
import { textValue } from '../../print/print-value';
import { memberNames, membersProblem } from '../org/members';

/**
 * moduleId 28: 成员 — people picked from the organisation (a list of user ids; `props.multiple`, `props.max`).
 * Default value type 4 makes the applicant the default; the 表单内联系人 assignee reads it (issue 41).
 */
export const members = defineControlType({
  moduleId: 28,
  name: '成员',
  icon: 'members',
  group: '高级控件',
  componentType: 'MemberPicker',
  capabilities: { input: true, print: true, defaultValue: true },
  props: () => ({ value: [], multiple: false }),
  validation: { trigger: 'change', check: (value, context, control) => membersProblem(control, value, context?.names) },
  valueShape: 'strings',
  conditionKind: 'members',
  membersFrom: 'text',
  holdsIds: 'users',
  printText: (_control, value, names) => textValue(memberNames(value, names)),
  sampleValue: () => ['张三'],
  initialValue: () => [],
  emptyValue: () => [],
});

declare module '../../model/control' {
  interface ControlTypeIds { members: 28 }
}
