/**
 * Reads a stored flow instance state (FlowInstanceState) from untrusted JSON (issue 33: a backup's
 * `flowState` of "garbage" broke every list afterwards). Every field the engine reads is checked; an
 * enumeration takes only the engine's own values (the lists below fail to compile when a type gains one).
 * Entry point: `parseInstanceState(input)`.
 */
import { flowMessages as m } from '../flow-messages';
import { isObject, isStringList, JsonIssues, type Json, type PathError } from '../model/json-reader';
import { readTimeFields } from './timers/read-time-fields';
import { readOutboundQueues } from './parse-outbound-queues';
import { historyActions } from './history-wording';
import type { AutoReason, FlowInstanceState, InstanceStatus, TaskKind, TaskStatus } from './instance-state';

const INSTANCE_STATUSES = Object.keys({ pending: 1, approved: 1, rejected: 1, withdrawn: 1, revoked: 1 } satisfies Record<InstanceStatus, 1>);
const TASK_STATUSES = Object.keys({
  open: 1, waiting: 1, approved: 1, auto: 1, rejected: 1, returned: 1, transferred: 1, delegated: 1, resolved: 1, cancelled: 1,
} satisfies Record<TaskStatus, 1>);
const TASK_KINDS = Object.keys({ normal: 1, addBefore: 1, addAfter: 1, resubmit: 1, delegate: 1 } satisfies Record<TaskKind, 1>);
const AUTO_REASONS = Object.keys({ empty: 1, dedupe: 1, initiator: 1, timeout: 1 } satisfies Record<AutoReason, 1>);

/** The instance statuses the engine knows (the demo's instance records use the same). */
export const INSTANCE_STATUS_VALUES: readonly InstanceStatus[] = INSTANCE_STATUSES as InstanceStatus[];

export type ParseInstanceStateResult = { ok: true; state: FlowInstanceState } | { ok: false; errors: PathError[] };

class StateReader extends JsonIssues {
  oneOf(owner: Json, key: string, path: string, allowed: readonly string[], optional = false): void {
    const value = owner[key];
    if (value === undefined && optional) return;
    if (typeof value !== 'string' || !allowed.includes(value)) this.add(`${path}.${key}`, m.notOneOf(allowed));
  }

  number(owner: Json, key: string, path: string): void {
    const value = owner[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) this.add(`${path}.${key}`, m.notANumber);
  }

  /** A list of objects, each read by `each`. */
  objects(owner: Json, key: string, path: string, each: (item: Json, path: string) => void): void {
    const value = owner[key];
    if (!Array.isArray(value)) { this.add(`${path}.${key}`, m.notAnArray); return; }
    value.forEach((item, i) => {
      const at = `${path}.${key}[${i}]`;
      if (isObject(item)) each(item, at);
      else this.add(at, m.notAnObject);
    });
  }

  /** An object whose every value passes `valid` (a string list, a number). */
  record(owner: Json, key: string, path: string, valid: (value: unknown) => boolean, message: string, optional = false): void {
    const value = this.object(owner, key, path, optional);
    if (!value) return;
    for (const [name, item] of Object.entries(value)) if (!valid(item)) this.add(`${path}.${key}.${name}`, message);
  }
}

export function parseInstanceState(input: unknown): ParseInstanceStateResult {
  const r = new StateReader();
  if (!isObject(input)) return { ok: false, errors: [{ path: 'flowState', message: m.notAnObject }] };
  const p = 'flowState';
  r.string(input, 'flowId', p);
  r.string(input, 'initiator', p);
  r.oneOf(input, 'status', p, INSTANCE_STATUSES);
  r.object(input, 'values', p, false);
  r.record(input, 'selected', p, isStringList, m.notAStringList);
  r.objects(input, 'tasks', p, (task, at) => {
    for (const key of ['id', 'nodeId', 'userId']) r.string(task, key, at);
    r.oneOf(task, 'status', at, TASK_STATUSES);
    r.oneOf(task, 'kind', at, TASK_KINDS);
    r.number(task, 'round', at);
    r.oneOf(task, 'autoReason', at, AUTO_REASONS, true);
    for (const key of ['waitsFor', 'comment', 'createdAt', 'doneAt', 'addedBy']) r.string(task, key, at, true);
    r.stringList(task, 'added', at, true);
  });
  r.stringList(input, 'cc', p);
  // The engine's own entries and every registered action's (history-wording.ts), read now: an action registered
  // after this module loaded counts too.
  const historyActionNames = historyActions();
  r.objects(input, 'history', p, (entry, at) => {
    r.oneOf(entry, 'action', at, historyActionNames);
    r.string(entry, 'nodeId', at);
    for (const key of ['userId', 'comment', 'toNodeId', 'at', 'result', 'detail', 'childInstanceId']) r.string(entry, key, at, true);
    r.stringList(entry, 'userIds', at, true);
    r.oneOf(entry, 'position', at, ['before', 'after', 'parallel'], true);
    r.oneOf(entry, 'mode', at, ['and', 'or', 'sequential'], true);
    r.oneOf(entry, 'reason', at, AUTO_REASONS, true);
  });
  r.record(input, 'joins', p, isStringList, m.notAStringList);
  r.record(input, 'queues', p, isStringList, m.notAStringList);
  r.record(input, 'rounds', p, (x) => typeof x === 'number' && Number.isFinite(x), m.notANumber);
  for (const key of ['completedNodes', 'approvedBy', 'lastApprovers']) r.stringList(input, key, p);
  r.number(input, 'taskSeq', p);
  readTimeFields(r, input, p);
  readOutboundQueues(r, input, p);
  return r.errors.length > 0 ? { ok: false, errors: r.errors } : { ok: true, state: input as unknown as FlowInstanceState };
}
