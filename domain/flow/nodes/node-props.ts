/** Reading and checking the props that several node types share: assignee, fieldPerms, approval mode. */
import { assigneeKind, assigneeKindOf } from '../assignees/registry';
import type { SummaryContext } from '../assignees/assignee-kind';
import { flowMessages as m } from '../flow-messages';
import type { Assignee } from '../model/assignee';
import type { FieldPerms } from '../model/flow';
import { isObject, type Json, type JsonIssues } from '../model/json-reader';
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
    issues.add(`${path}.assignee.type`, m.unknownAssigneeType(String(raw.type)));
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
