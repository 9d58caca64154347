import type { InstanceChangeReason } from '../../../application/ports/instance-changed';
import { postChanges } from '../store/demo-change-channel';

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
}

/** A notice's reason in the push (an `instanceChanged` notice is the applicant's "it moved"). */
const REASON: Record<DemoNoticeType, InstanceChangeReason> = {
  taskCreated: 'taskCreated', taskCompleted: 'taskCompleted', ccSent: 'ccSent', instanceFinished: 'instanceFinished', instanceChanged: 'moved', urged: 'urged',
};

/** Sends notices to every tab (this one included); does nothing where BroadcastChannel is missing. */
export function publishNotices(notices: readonly DemoNotice[]): void {
  postChanges(notices.map(({ type, userIds, instanceId, title, status }) => ({
    reason: REASON[type], instanceId, userIds, title, ...(status !== undefined ? { status } : {}),
  })));
}
