import type { InstanceChangeReason } from '../../application/ports/instance-changed';
import type { InstanceChanged } from '../../application/ports/instance-changed';
import type { InboxKind } from './store/demo-tables';

/**
 * What the demo backend tells the people concerned after a change (new task, decision, copy, 催办). Each
 * notice goes out as the one "an instance changed" push (docs/API.md), on the demo's one BroadcastChannel.
 */
export type DemoNoticeType = 'taskCreated' | 'taskCompleted' | 'ccSent' | 'instanceFinished' | 'instanceChanged' | 'urged';

export interface DemoNotice {
  readonly type: DemoNoticeType;
  /** The people the notice is for. */
  readonly userIds: readonly string[];
  readonly instanceId: string;
  readonly title: string;
  readonly status?: string;
  /** What the 消息中心 keeps of it, when its type alone does not say (被转交, 被加签, 被退回, 超时提醒; inbox.ts). */
  readonly kind?: InboxKind;
}

/** A notice's reason in the push (an `instanceChanged` notice is the applicant's "it moved"). */
const REASON: Record<DemoNoticeType, InstanceChangeReason> = {
  taskCreated: 'taskCreated', taskCompleted: 'taskCompleted', ccSent: 'ccSent', instanceFinished: 'instanceFinished', instanceChanged: 'moved', urged: 'urged',
};

/**
 * The Notifier port: where committed changes go (the browser demo's BroadcastChannel, the real server's push).
 * Use cases hand it their notices after their transaction committed; it never fails the call.
 */
export interface Notifier {
  publish(changes: readonly InstanceChanged[]): void;
  /** A person marked notices of their 消息中心 read (their other tabs update the unread count). */
  inboxRead?(userId: string): void;
}

/** A notifier that tells no one (a store without listeners, and the default). */
export const silentNotifier: Notifier = { publish: () => undefined };

/** The pushes of notices: one "an instance changed" message per notice (docs/API.md). */
export function changesOf(notices: readonly DemoNotice[]): InstanceChanged[] {
  return notices.map(({ type, userIds, instanceId, title, status }) => ({
    reason: REASON[type], instanceId, userIds, title, ...(status !== undefined ? { status } : {}),
  }));
}
