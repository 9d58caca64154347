import type { NotifyMessage } from './notify-channel';

/** The type of the one push that says an instance changed (docs/API.md "Notify messages"). */
export const INSTANCE_CHANGED = 'instanceChanged';

/**
 * Why it changed, for the words of a toast: a new task (`taskCreated`), a task done (`taskCompleted`), a copy
 * (`ccSent`), the end (`instanceFinished`, with `status`), any other move (`moved`), a 催办 (`urged`), or
 * `dataChanged`: another tab of the demo wrote, any instance may have changed.
 */
export type InstanceChangeReason = 'taskCreated' | 'taskCompleted' | 'ccSent' | 'instanceFinished' | 'moved' | 'urged' | 'dataChanged';

/**
 * "An instance changed": what the backend pushes to every open tab (live: the notify WebSocket; demo: one
 * BroadcastChannel), the same payload in both profiles.
 */
export interface InstanceChanged {
  readonly reason: InstanceChangeReason;
  /** Absent when any instance may have changed. */
  readonly instanceId?: string;
  /** The people it concerns; absent: everyone. */
  readonly userIds?: readonly string[];
  readonly title?: string;
  readonly status?: string;
}

const REASONS: ReadonlySet<string> = new Set<InstanceChangeReason>(['taskCreated', 'taskCompleted', 'ccSent', 'instanceFinished', 'moved', 'urged', 'dataChanged']);

/** The change a push carries, if it is one (anything malformed is not). */
export function instanceChangedOf(message: NotifyMessage): InstanceChanged | undefined {
  if (message.type !== INSTANCE_CHANGED) return undefined;
  const payload = message.payload as Partial<InstanceChanged> | null | undefined;
  if (!payload || typeof payload !== 'object' || typeof payload.reason !== 'string' || !REASONS.has(payload.reason)) return undefined;
  if (payload.instanceId !== undefined && typeof payload.instanceId !== 'string') return undefined;
  if (payload.userIds !== undefined && !Array.isArray(payload.userIds)) return undefined;
  return {
    reason: payload.reason,
    ...(payload.instanceId !== undefined ? { instanceId: payload.instanceId } : {}),
    ...(payload.userIds !== undefined ? { userIds: payload.userIds.filter((id): id is string => typeof id === 'string') } : {}),
    ...(typeof payload.title === 'string' ? { title: payload.title } : {}),
    ...(typeof payload.status === 'string' ? { status: payload.status } : {}),
  };
}

/** Whether a change concerns this person (one that names nobody concerns everyone). */
export function concerns(change: InstanceChanged, userId: string | undefined): boolean {
  return change.userIds === undefined || (userId !== undefined && change.userIds.includes(userId));
}
