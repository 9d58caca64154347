/** A branch condition: about a form control's value, or about the initiator. */
export const CONDITION_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between', 'in', 'notIn', 'contains', 'inDept', 'under', 'empty', 'notEmpty'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

export const INITIATOR_OPS = ['inDept', 'hasRole', 'is'] as const;
export type InitiatorOp = (typeof INITIATOR_OPS)[number];

export interface FieldCondition {
  controlId: string;
  op: ConditionOp;
  value?: unknown;
  [unknownField: string]: unknown;
}

export interface InitiatorCondition {
  subject: 'initiator';
  op: InitiatorOp;
  /** Department ids (inDept, sub-departments included), role ids (hasRole) or user ids (is). */
  value: string[];
  [unknownField: string]: unknown;
}

export type Condition = FieldCondition | InitiatorCondition;

export const isInitiatorCondition = (condition: Condition): condition is InitiatorCondition =>
  (condition as InitiatorCondition).subject === 'initiator';
