/**
 * How conditions compare one kind of control value (numbers, dates, choices, text). Each kind is one module
 * in this folder, picked by `conditionKindOf(control)` in registry.ts. `empty` / `notEmpty` fit every kind
 * and are handled before a kind is asked.
 */
import type { Control } from '../../model/control';
import type { ConditionOp } from '../model/condition';
import type { ConditionKindName } from '../../controls/control-type';
import type { OrgIndex } from '../model/org-index';

/** Names of people and departments, for a comparison value of ids. */
export interface OrgNames {
  userName(userId: string): string;
  deptName(deptId: string): string;
}

export type ValueProblem = { kind: 'invalid' } | { kind: 'optionMissing'; optionId: string };

export interface ConditionKind {
  name: ConditionKindName;
  /** The operators that fit, besides empty / notEmpty. */
  ops: readonly ConditionOp[];
  /** Whether a (non-empty, visible) value satisfies `op expected`; `org` answers department questions (成员, 部门). */
  matches(op: ConditionOp, actual: unknown, expected: unknown, control: Control, org?: OrgIndex): boolean;
  /** A problem with the designed comparison value, or undefined when it can be used. */
  checkValue(op: ConditionOp, expected: unknown, control: Control): ValueProblem | undefined;
  /** The comparison value as a reader sees it (option labels, `1 ~ 3`, people and departments by name). */
  describeValue(op: ConditionOp, expected: unknown, control: Control, names?: OrgNames): string;
}

/** Symbols and words for the summary line (请假天数 > 3 且 请假类型 属于 年假). */
export const OP_LABELS: Record<ConditionOp, string> = {
  eq: '=', ne: '≠', gt: '>', ge: '≥', lt: '<', le: '≤', between: '介于', in: '属于', notIn: '不属于', contains: '包含', inDept: '属于部门', under: '属于或下属于',
  empty: '为空', notEmpty: '不为空',
};

/** Operators that need no comparison value. */
export const VALUELESS_OPS: ReadonlySet<ConditionOp> = new Set(['empty', 'notEmpty']);
