/** Changing a branch's name or a condition branch's conditions (OR of AND-groups). */
import type { ConditionBranch, Flow } from '../model/flow';
import type { Condition } from '../model/condition';
import { replaceBranch } from './replace-node';

export function renameBranch(flow: Flow, branchId: string, name: string): Flow {
  return replaceBranch(flow, branchId, (branch) => (branch.name === name ? branch : { ...branch, name }));
}

export function setBranchConditions(flow: Flow, branchId: string, conditions: readonly (readonly Condition[])[]): Flow {
  return replaceBranch(flow, branchId, (branch) =>
    ((branch as ConditionBranch).default || !('conditions' in branch) ? branch : { ...branch, conditions: conditions.map((group) => [...group]) }));
}
