/** Reading the branches of a group (condition or parallel), and the conditions of a condition branch. */
import { flowMessages as m } from '../flow-messages';
import { CONDITION_OPS, INITIATOR_OPS } from '../model/condition';
import type { FlowNode } from '../model/flow';
import { isObject, shownJson, isStringList, type Json, type JsonIssues } from '../model/json-reader';

type ReadChain = (raw: unknown, path: string) => FlowNode | undefined;

function readCondition(raw: unknown, path: string, issues: JsonIssues): void {
  if (!isObject(raw)) {
    issues.add(path, m.notAnObject);
    return;
  }
  if (raw.subject === 'initiator') {
    if (!(INITIATOR_OPS as readonly unknown[]).includes(raw.op)) issues.add(`${path}.op`, m.unknownInitiatorOp(shownJson(raw.op)));
    if (!isStringList(raw.value)) issues.add(`${path}.value`, m.notAStringList);
    return;
  }
  if (typeof raw.controlId !== 'string') issues.add(`${path}.controlId`, m.conditionNeedsControl);
  if (!(CONDITION_OPS as readonly unknown[]).includes(raw.op)) issues.add(`${path}.op`, m.unknownOp(shownJson(raw.op)));
}

/** The `conditions` of a branch or a 路由分支 route (OR of AND-groups), each condition read. */
export function readConditions(raw: Json, path: string, issues: JsonIssues): unknown[][] {
  const groups = raw.conditions;
  if (groups === undefined) return [];
  if (!Array.isArray(groups)) {
    issues.add(`${path}.conditions`, m.notAnArray);
    return [];
  }
  groups.forEach((group, g) => {
    if (!Array.isArray(group)) issues.add(`${path}.conditions[${g}]`, m.notAnArray);
    else group.forEach((condition, c) => readCondition(condition, `${path}.conditions[${g}][${c}]`, issues));
  });
  return groups as unknown[][];
}

/**
 * The branches of a group, normalised: a condition branch gets `conditions: []` and a priority (its position)
 * when they are missing; every branch's chain is read.
 */
export function readBranches(raw: Json, path: string, issues: JsonIssues, readChain: ReadChain, withConditions: boolean): Json[] {
  const branches = raw.branches;
  if (!Array.isArray(branches)) {
    issues.add(`${path}.branches`, m.notAnArray);
    return [];
  }
  return branches.map((branch, i) => {
    const branchPath = `${path}.branches[${i}]`;
    if (!isObject(branch)) {
      issues.add(branchPath, m.notAnObject);
      return {};
    }
    issues.string(branch, 'id', branchPath);
    issues.string(branch, 'name', branchPath, true);
    const read: Json = { ...branch, name: typeof branch.name === 'string' ? branch.name : '' };
    if (withConditions) {
      if (branch.priority !== undefined && (typeof branch.priority !== 'number' || !Number.isFinite(branch.priority))) issues.add(`${branchPath}.priority`, m.notANumber);
      issues.boolean(branch, 'default', branchPath);
      read.priority = typeof branch.priority === 'number' ? branch.priority : i + 1;
      read.conditions = readConditions(branch, branchPath, issues);
    }
    const next = readChain(branch.next, `${branchPath}.next`);
    if (next) read.next = next;
    else delete read.next;
    return read;
  });
}
