import { parseInstanceState, viewerActions } from '../../../../domain/flow';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const flow = (days?: number) => envOf(approver('n1', { assignee: users('u-fe-lead') }), days === undefined ? {} : { revokeApprovedDays: days });
const launch = { initiator: 'u-fe1', values: {}, at: '2026-11-20T09:00' } as const;
const approved = [approve('u-fe-lead', { at: '2026-11-20T10:00' })];

describe('撤销 (revoke, settings.revokeApprovedDays)', () => {
  it('revoke: the applicant takes back an approved instance within n days of its end; status revoked, recorded', () => {
    const run = runFlow(flow(3), launch, [...approved, { actor: 'u-fe1', action: 'revoke', comment: '不去了', at: '2026-11-23T10:00' }]);
    expect(run.refused).toEqual([]);
    expect(run.state.status).toBe('revoked');
    expect(run.state.history.at(-1)).toMatchObject({ action: 'revoke', userId: 'u-fe1', comment: '不去了' });
    expect(run.events).toContainEqual({ type: 'instanceFinished', status: 'revoked' });
    expect(parseInstanceState(run.state).ok).toBe(true);
  });

  it('revoke after n days is refused (已超过撤销期限)', () => {
    expect(runFlow(flow(3), launch, [...approved, { actor: 'u-fe1', action: 'revoke', at: '2026-11-23T10:01' }]).refused)
      .toEqual([{ index: 1, message: '已超过撤销期限（通过后 3 天内可撤销）' }]);
  });

  it('revoke is refused by default (revokeApprovedDays 0), for anyone but the applicant, and while pending', () => {
    expect(runFlow(flow(), launch, [...approved, { actor: 'u-fe1', action: 'revoke' }]).refused[0]!.message).toBe('该流程不允许撤销已通过的审批');
    expect(runFlow(flow(3), launch, [...approved, { actor: 'u-fe-lead', action: 'revoke' }]).refused[0]!.message).toBe('只有发起人可以撤销');
    expect(runFlow(flow(3), launch, [{ actor: 'u-fe1', action: 'revoke' }]).refused[0]!.message).toBe('该审批已结束，不能再操作');
  });

  it('revoke is offered to the applicant only while allowed; allowWithdraw keeps meaning 撤回 while pending', () => {
    const env = flow(3);
    const done = runFlow(env, launch, approved).state;
    const offered = (at: string, who = 'u-fe1') => viewerActions(env, done, who, { now: Date.parse(at) }).map((a) => a.name);
    expect(offered('2026-11-21T10:00')).toEqual(['revoke']);
    expect(offered('2026-11-21T10:00', 'u-fe-lead')).toEqual([]);
    expect(offered('2026-11-25T10:00')).toEqual([]);
    const pending = runFlow(env, launch).state;
    expect(viewerActions(env, pending, 'u-fe1', { now: Date.parse('2026-11-20T11:00') }).map((a) => a.name)).toContain('withdraw');
    expect(viewerActions(env, pending, 'u-fe1', { now: Date.parse('2026-11-20T11:00') }).map((a) => a.name)).not.toContain('revoke');
  });
});
