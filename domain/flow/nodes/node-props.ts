/**
 * Reading and checking the props that several node types share: assignee, fieldPerms, approval mode, and for
 * the nodes whose people decide (审批人, 办理人) 按比例会签's `ratio` and 审批人与发起人为同一人时 (`whenInitiator`).
 */
import { assigneeKind, assigneeKindOf } from '../assignees/registry';
import type { SummaryContext } from '../assignees/assignee-kind';
import { readDecisionSettings } from '../decision/read-decision-settings';
import { flowMessages as m } from '../flow-messages';
import type { Assignee } from '../model/assignee';
import type { ApproverProps, FieldPerms, WhenInitiator } from '../model/flow';
import { isObject, shownJson, type Json, type JsonIssues } from '../model/json-reader';
import type { OrgIndex } from '../model/org-index';
import type { NodeCheckContext } from './node-type';

const PERMS = new Set(['edit', 'read', 'hidden']);

export function readAssignee(props: Json, path: string, issues: JsonIssues): void {
  const raw = props.assignee;
  if (raw === undefined) return;
  if (!isObject(raw)) {
    issues.add(`${path}.assignee`, m.notAnObject);
    return;
  }
  const kind = typeof raw.type === 'string' ? assigneeKindOf(raw.type) : undefined;
  if (!kind) {
    issues.add(`${path}.assignee.type`, m.unknownAssigneeType(shownJson(raw.type)));
    return;
  }
  kind.read(raw, `${path}.assignee`, issues);
}

export function readFieldPerms(props: Json, path: string, issues: JsonIssues): void {
  const raw = props.fieldPerms;
  if (raw === undefined) return;
  if (!isObject(raw)) {
    issues.add(`${path}.fieldPerms`, m.notAnObject);
    return;
  }
  for (const [controlId, perm] of Object.entries(raw)) {
    if (typeof perm !== 'string' || !PERMS.has(perm)) issues.add(`${path}.fieldPerms[${JSON.stringify(controlId)}]`, m.badFieldPerm);
  }
}

/** fieldPerms entries that point at controls not in the form. */
export function checkFieldPerms(fieldPerms: FieldPerms | undefined, nodeName: string, { controlsById }: NodeCheckContext): string[] {
  return Object.keys(fieldPerms ?? {}).filter((id) => !controlsById.has(id)).map((id) => m.fieldPermControlMissing(nodeName, id));
}

export function checkAssignee(assignee: Assignee | undefined, missing: string, nodeName: string, context: NodeCheckContext): string[] {
  if (!assignee) return [missing];
  return assigneeKind(assignee).check(assignee, { controlsById: context.controlsById, org: context.org, nodeName });
}

export function assigneeSummary(assignee: Assignee | undefined, names: SummaryContext): string {
  return assignee ? assigneeKind(assignee).summary(assignee, names) : '';
}

export function assigneeControls(assignee: Assignee | undefined): string[] {
  const id = assignee ? assigneeKind(assignee).controlId?.(assignee) : undefined;
  return id ? [id] : [];
}

const WHEN_INITIATOR: readonly WhenInitiator[] = ['self', 'autoPass', 'supervisor', 'deptHead'];

export function readDecidingProps(props: Json, path: string, issues: JsonIssues): void {
  if (props.ratio !== undefined && (typeof props.ratio !== 'number' || !Number.isFinite(props.ratio))) issues.add(`${path}.ratio`, m.notANumber);
  const rule = props.whenInitiator;
  if (rule !== undefined && !(WHEN_INITIATOR as readonly unknown[]).includes(rule)) issues.add(`${path}.whenInitiator`, m.notOneOf(WHEN_INITIATOR));
  // onReject, requireComment, requireSignature, buttons (issue 27).
  readDecisionSettings(props, path, issues);
}

/** 按比例会签 needs a whole percentage 1–100. */
export function checkRatio(props: ApproverProps, nodeName: string): string[] {
  if (props.mode !== 'ratio') return [];
  const ratio = props.ratio;
  return typeof ratio === 'number' && Number.isInteger(ratio) && ratio >= 1 && ratio <= 100 ? [] : [m.badRatio(nodeName)];
}

/** How many approvals 按比例会签 needs of `count` approvers: ceil(ratio × count / 100). */
export const approvalsNeeded = (ratio: number, count: number): number => Math.ceil((ratio * count) / 100);

/**
 * The node's rule for the initiator in its own list; `settings.initiatorAutoApprove` means autoPass everywhere.
 */
export function whenInitiatorOf(props: ApproverProps, initiatorAutoApprove: boolean): WhenInitiator {
  return initiatorAutoApprove ? 'autoPass' : props.whenInitiator ?? 'self';
}

/**
 * The list with the initiator replaced by their 直属主管 / 部门负责人 (supervisor / deptHead); someone already in
 * the list is not added twice. Nobody there (or the initiator heads their own department): the initiator stays.
 */
export function replaceInitiator(approvers: readonly string[], initiator: string, rule: WhenInitiator, org: OrgIndex): string[] {
  if ((rule !== 'supervisor' && rule !== 'deptHead') || !approvers.includes(initiator)) return [...approvers];
  const stand = rule === 'supervisor' ? org.supervisorOf(initiator) : org.deptHeadOf(initiator);
  if (stand === undefined || stand === initiator) return [...approvers];
  return [...new Set(approvers.map((id) => (id === initiator ? stand : id)))];
}
