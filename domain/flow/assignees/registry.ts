/** Every assignee kind, by its `type`. */
import type { Assignee, AssigneeType } from '../model/assignee';
import type { AssigneeKind } from './assignee-kind';
import { deptHeadAssignee } from './dept-head';
import { deptHeadOfFieldAssignee } from './dept-head-of-field';
import { formFieldAssignee } from './form-field';
import { initiatorAssignee } from './initiator';
import { roleAssignee } from './role';
import { selfSelectAssignee } from './self-select';
import { supervisorAssignee } from './supervisor';
import { usersAssignee } from './users';

// Each kind is typed for its own assignee; the registry hands them out by the `type` they declare.
const KINDS = [
  usersAssignee, supervisorAssignee, deptHeadAssignee, roleAssignee, initiatorAssignee, selfSelectAssignee, formFieldAssignee,
  deptHeadOfFieldAssignee,
] as unknown as readonly AssigneeKind[];

const BY_TYPE = new Map<string, AssigneeKind>(KINDS.map((kind) => [kind.type, kind]));

/** The kinds in the designer's order. */
export const assigneeKinds = (): readonly AssigneeKind[] => KINDS;

export function assigneeKindOf(type: AssigneeType | string): AssigneeKind | undefined {
  return BY_TYPE.get(type);
}

export function assigneeKind(assignee: Assignee): AssigneeKind {
  const kind = BY_TYPE.get(assignee.type);
  if (!kind) throw new Error(`unknown assignee type ${assignee.type}`);
  return kind;
}
