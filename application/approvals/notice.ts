import type { NotifyMessage } from '../ports/notify-channel';

/**
 * A push about an instance (docs/API.md "Notify messages"): a new task, a decision, a copy, a 催办, the end.
 * `userIds` are the people it concerns; the payload shape is the same in the demo (BroadcastChannel) and live
 * (WebSocket) profiles.
 */
export interface InstanceNotice {
  readonly type: string;
  readonly userIds: readonly string[];
  readonly instanceId: string;
  readonly title?: string;
  readonly status?: string;
}

/** The instance notice a push carries, if it is one. */
export function noticeOf(message: NotifyMessage): InstanceNotice | undefined {
  const payload = message.payload as Partial<InstanceNotice> | null | undefined;
  if (!payload || typeof payload !== 'object' || typeof payload.instanceId !== 'string' || !Array.isArray(payload.userIds)) return undefined;
  return { type: message.type, userIds: payload.userIds, instanceId: payload.instanceId, title: payload.title, status: payload.status };
}

/** Whether a push concerns this user (a push that is not an instance notice concerns everyone). */
export function concerns(message: NotifyMessage, userId: string | undefined): boolean {
  const notice = noticeOf(message);
  return !notice || (userId !== undefined && notice.userIds.includes(userId));
}
