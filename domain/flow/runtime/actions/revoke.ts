/**
 * 撤销: the applicant takes back an instance that was already approved, within `settings.revokeApprovedDays`
 * days of its end (0, the default, = never). The instance becomes 已撤销 (`revoked`); everyone who took part is
 * told (the backend's notices). 撤回 (withdraw) is the pending-instance counterpart.
 */
import dayjs from 'dayjs';
import type { Flow } from '../../model/flow';
import type { ActionKind } from './action-kind';

export const revokeMessages = {
  onlyInitiator: '只有发起人可以撤销',
  notApproved: '只有已通过的审批可以撤销',
  notAllowed: '该流程不允许撤销已通过的审批',
  tooLate: (days: number) => `已超过撤销期限（通过后 ${days} 天内可撤销）`,
} as const;

/** The flow's 撤销 window in days (a whole number ≥ 0; anything else counts as 0). */
export function revokeApprovedDaysOf(flow: Flow): number {
  const days = flow.settings?.revokeApprovedDays;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : 0;
}

/** Whether `at` lies within `days` days after `endedAt` (either unknown = the engine cannot tell, so yes). */
export function withinRevokeWindow(endedAt: string | undefined, at: string | undefined, days: number): boolean {
  if (endedAt === undefined || at === undefined) return true;
  const end = dayjs(endedAt);
  const now = dayjs(at);
  if (!end.isValid() || !now.isValid()) return true;
  return !now.isAfter(end.add(days, 'day'));
}

export const revokeAction: ActionKind = {
  name: 'revoke',
  label: '撤销',
  commentPrompt: '撤销原因',
  input: 'dialog',
  tone: 'default',
  needsTask: false,
  worksOn: ['approved'],
  historyWords: () => ({ what: '撤销了已通过的申请', tone: 'info' }),
  offer: (viewer) => (viewer.accepts({ action: 'revoke', at: dayjs(viewer.now).format('YYYY-MM-DDTHH:mm:ss') }) ? { comment: 'optional' } : undefined),
  apply(runner, action) {
    if (action.actor !== runner.state.initiator) return revokeMessages.onlyInitiator;
    if (runner.state.status !== 'approved') return revokeMessages.notApproved;
    const days = revokeApprovedDaysOf(runner.env.flow);
    if (days === 0) return revokeMessages.notAllowed;
    if (!withinRevokeWindow(runner.state.endedAt, action.at, days)) return revokeMessages.tooLate(days);
    runner.record({ action: 'revoke', nodeId: runner.env.flow.root.id, userId: action.actor, comment: action.comment });
    runner.finish('revoked');
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { revoke: true }
}
