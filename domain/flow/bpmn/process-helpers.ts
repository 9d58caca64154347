/**
 * The helpers an exported process calls (docs/BPMN.md), as a reference implementation over our organisation:
 * FEEL functions on camunda8, methods of the `approval` bean on camunda7 / flowable. Each answers exactly what
 * the assignee kind or initiator condition of domain/flow answers, so a backend that implements them the same
 * way routes an instance as our engine does.
 */
import type { Form } from '../../model/form';
import { assigneeKind } from '../assignees/registry';
import type { Assignee } from '../model/assignee';
import { controlsByIdOf } from '../model/flow-context';
import type { OrgIndex } from '../model/org-index';
import { delayDue } from '../nodes/delay-node';
import { formatLocalTime } from '../time/local-time';
import { deptsCondition, membersCondition } from '../conditions/org-conditions';
import { members } from '../../controls/types/members';
import { depts } from '../../controls/types/depts';

const MEMBERS = members.create('members');
const DEPTS = depts.create('depts');

export interface BpmnHelpers {
  supervisor(initiator: string, level: number): string[];
  deptHead(initiator: string): string[];
  roleMembers(roleId: string): string[];
  /** The user ids a 表单内联系人 control holds (`value` is its process variable). */
  formUsers(controlId: string, value: unknown): string[];
  /** The heads of the departments a 部门 control holds (`value` is its process variable). */
  formDeptHeads(controlId: string, value: unknown): string[];
  inDept(initiator: string, deptIds: readonly string[]): boolean;
  /** 成员 属于部门: one of the people belongs to one of the departments or one below it. */
  usersInDept(userIds: unknown, deptIds: readonly string[]): boolean;
  /** 部门 属于或下属于: one of the departments is a listed one or below one. */
  deptsUnder(deptIds: unknown, underIds: readonly string[]): boolean;
  hasRole(initiator: string, roleIds: readonly string[]): boolean;
  /** 延时 on a date control: its date (a date alone = 00:00) plus `offsetMinutes`, as an ISO date-time; empty: long past (no wait). */
  delayUntil(value: unknown, offsetMinutes: number): string;
  /** JUEL has no list literal: a comma-separated text of user ids as a list. */
  ids(text: string): string[];
}

/** `YYYY-MM-DDTHH:mm:ss`: BPMN engines want the seconds. */
export const isoSeconds = (time: string): string => (time.length === 16 ? `${time}:00` : time);

export function bpmnHelpers(org: OrgIndex, form: Form, values: Readonly<Record<string, unknown>>): BpmnHelpers {
  const resolve = (assignee: Assignee, initiator: string): string[] =>
    assigneeKind(assignee).resolve(assignee, { org, initiator, form, controlsById: controlsByIdOf(form), values, selected: {} }, { id: '', name: '' }).userIds;
  const resolveWith = (assignee: Assignee, own: Readonly<Record<string, unknown>>): string[] =>
    assigneeKind(assignee).resolve(assignee, { org, initiator: '', form, controlsById: controlsByIdOf(form), values: own, selected: {} }, { id: '', name: '' }).userIds;
  return {
    supervisor: (initiator, level) => resolve({ type: 'supervisor', level: Number(level) }, initiator),
    deptHead: (initiator) => resolve({ type: 'deptHead' }, initiator),
    roleMembers: (roleId) => resolve({ type: 'role', roleId }, ''),
    // The submission's own value (a choice control's ids name options whose values are the user ids).
    formUsers: (controlId, _value) => resolve({ type: 'formField', controlId }, ''),
    formDeptHeads: (controlId, value) => resolveWith({ type: 'deptHeadOfField', controlId }, { [controlId]: value }),
    inDept: (initiator, deptIds) => org.inDepts(initiator, [...deptIds]),
    usersInDept: (userIds, deptIds) => membersCondition.matches('inDept', userIds, [...deptIds], MEMBERS, org),
    deptsUnder: (deptIds, underIds) => deptsCondition.matches('under', deptIds, [...underIds], DEPTS, org),
    hasRole: (initiator, roleIds) => org.hasRole(initiator, [...roleIds]),
    ids: (text) => String(text).split(',').filter((id) => id !== ''),
    delayUntil: (value, offsetMinutes) => {
      const due = delayDue({ type: 'field', controlId: 'value', offsetMinutes: Number(offsetMinutes) }, 0, { value });
      return due === undefined ? '1970-01-01T00:00:00' : isoSeconds(formatLocalTime(due));
    },
  };
}

/**
 * The http 触发器's body as `approval.json(execution, spec)` builds it (camunda7 / flowable; camunda8's FEEL
 * context says the same): each key gets the process variable of the control it names (`null` when unset) or
 * its constant. `spec` is the node's body (key → control id or `{ "const": value }`) as JSON text.
 */
export function requestBodyOf(spec: string, variable: (name: string) => unknown): Record<string, unknown> {
  const body = JSON.parse(spec) as Record<string, string | { const: unknown }>;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? variable(value) ?? null : value.const ?? null]));
}
