/**
 * 成员 and 部门 values (issue 41), by organisation id. 成员: 属于 / 不属于 (one of the listed people is / none is
 * picked), 属于部门 (`inDept`: a picked person belongs to a listed department or one below it). 部门: 属于 / 不属于
 * (the chosen department is / is not one of the listed), 属于或下属于 (`under`: it is a listed department or below
 * one). `empty` / `notEmpty` fit both, as every kind.
 */
import { idsOf } from '../../controls/org/value-names';
import type { OrgIndex } from '../model/org-index';
import type { ConditionKind } from './condition-kind';

const listed = (expected: unknown): string[] => idsOf(expected);
const valid = (expected: unknown) => (listed(expected).length === 0 ? { kind: 'invalid' as const } : undefined);

/** Whether `deptId` is one of `deptIds` or below one of them (guards a parent cycle). */
function isUnder(org: OrgIndex | undefined, deptId: string, deptIds: readonly string[]): boolean {
  const seen = new Set<string>();
  for (let id: string | undefined = deptId; id !== undefined && !seen.has(id); id = org?.dept(id)?.parentId) {
    if (deptIds.includes(id)) return true;
    seen.add(id);
  }
  return false;
}

export const membersCondition: ConditionKind = {
  name: 'members',
  ops: ['in', 'notIn', 'inDept'],
  matches(op, actual, expected, _control, org) {
    const picked = idsOf(actual);
    const ids = listed(expected);
    switch (op) {
      case 'in': return picked.some((id) => ids.includes(id));
      case 'notIn': return !picked.some((id) => ids.includes(id));
      case 'inDept': return org !== undefined && picked.some((id) => org.inDepts(id, ids));
      default: return false;
    }
  },
  checkValue: (_op, expected) => valid(expected),
  describeValue: (op, expected, _control, names) =>
    listed(expected).map((id) => (op === 'inDept' ? names?.deptName(id) : names?.userName(id)) ?? id).join('、'),
};

export const deptsCondition: ConditionKind = {
  name: 'depts',
  ops: ['in', 'notIn', 'under'],
  matches(op, actual, expected, _control, org) {
    const chosen = idsOf(actual);
    const ids = listed(expected);
    switch (op) {
      case 'in': return chosen.some((id) => ids.includes(id));
      case 'notIn': return !chosen.some((id) => ids.includes(id));
      case 'under': return chosen.some((id) => isUnder(org, id, ids));
      default: return false;
    }
  },
  checkValue: (_op, expected) => valid(expected),
  describeValue: (_op, expected, _control, names) => listed(expected).map((id) => names?.deptName(id) ?? id).join('、'),
};
