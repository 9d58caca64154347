/**
 * Whether a branch's conditions hold for one submission: OR of AND-groups. A control hidden by form logic (or
 * missing) counts as empty. Entry points: `conditionHolds(condition, context)`, `branchMatches(branch, context)`.
 */
import type { Control } from '../../model/control';
import { isEmptyValue } from '../../validation/empty-value';
import type { ConditionBranch } from '../model/flow';
import { isInitiatorCondition, type Condition, type InitiatorCondition } from '../model/condition';
import type { OrgIndex } from '../model/org-index';
import { own } from '../model/own';
import { conditionKindOf } from './registry';

export interface ConditionContext {
  org: OrgIndex;
  initiator: string;
  controlsById: ReadonlyMap<string, Control>;
  values: Readonly<Record<string, unknown>>;
  /** Form logic: false for a control the submission does not show. */
  isVisible(control: Control): boolean;
}

function initiatorHolds(condition: InitiatorCondition, { org, initiator }: ConditionContext): boolean {
  const ids = Array.isArray(condition.value) ? condition.value.map(String) : [];
  switch (condition.op) {
    case 'inDept': return org.inDepts(initiator, ids);
    case 'hasRole': return org.hasRole(initiator, ids);
    case 'is': return ids.includes(initiator);
    default: return false;
  }
}

export function conditionHolds(condition: Condition, context: ConditionContext): boolean {
  if (isInitiatorCondition(condition)) return initiatorHolds(condition, context);
  const control = context.controlsById.get(condition.controlId);
  const shown = control !== undefined && context.isVisible(control);
  const actual = shown ? own(context.values, condition.controlId) : undefined;
  const empty = isEmptyValue(actual);
  if (condition.op === 'empty') return empty;
  if (condition.op === 'notEmpty') return !empty;
  if (empty || !control) return false;
  const kind = conditionKindOf(control);
  return kind !== undefined && kind.ops.includes(condition.op) && kind.matches(condition.op, actual, condition.value, control, context.org);
}

/** A branch without conditions never matches (only the default branch is taken without one). */
export function branchMatches(branch: ConditionBranch, context: ConditionContext): boolean {
  return branch.conditions.some((group) => group.length > 0 && group.every((condition) => conditionHolds(condition, context)));
}
