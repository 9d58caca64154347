/**
 * What the demo backend tells the people concerned after a change (new task, decision, copy, 催办): spread
 * over a BroadcastChannel to every tab and window of the demo, where the demo notify adapter turns them into
 * notify messages — as the live backend pushes them over its WebSocket.
 */
export const DEMO_NOTIFY_CHANNEL = 'approval-demo-notify';

export type DemoNoticeType = 'taskCreated' | 'taskCompleted' | 'ccSent' | 'instanceFinished' | 'instanceChanged' | 'urged';

export interface DemoNotice {
  readonly type: DemoNoticeType;
  /** The people the notice is for. */
  readonly userIds: readonly string[];
  readonly instanceId: string;
  readonly title: string;
  readonly status?: string;
}

/** Sends notices to every tab (this one included); does nothing where BroadcastChannel is missing. */
export function publishNotices(notices: readonly DemoNotice[]): void {
  if (notices.length === 0 || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(DEMO_NOTIFY_CHANNEL);
  for (const notice of notices) channel.postMessage(notice);
  channel.close();
}

export function isDemoNotice(data: unknown): data is DemoNotice {
  const notice = data as DemoNotice;
  return typeof data === 'object' && data !== null && typeof notice.type === 'string' && Array.isArray(notice.userIds) && typeof notice.instanceId === 'string';
}
