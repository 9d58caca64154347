import { delegationsInForce, describeSteps, previewRoute, type Delegation } from '../../../../domain/flow';
import { loadForm, loadOrg } from '../../../fixtures/flows/flow-fixtures';
import { approve, approver, envOf, runFlow, users } from '../runtime-helpers';

const week = { start: '2026-11-23T00:00', end: '2026-11-30T00:00' };
const away = (from: string, to: string, extra: Partial<Delegation> = {}): Delegation => ({ id: `d-${from}`, from, to, ...week, ...extra });
const withDelegations = (delegations: Delegation[]) => {
  const env = envOf(approver('n1', { assignee: users('u-fe-lead') }, approver('n2', { assignee: users('u-hr1') })));
  return { ...env, org: { ...env.org, delegations } };
};

describe('代理 (organisation delegations)', () => {
  it('delegation: a task created for someone away in [start, end) goes to the delegate, recorded onBehalfOf', () => {
    const run = runFlow(withDelegations([away('u-fe-lead', 'u-fe2')]), { initiator: 'u-fe1', values: {}, at: '2026-11-24T09:00' });
    expect(run.pending).toEqual([{ nodeId: 'n1', userIds: ['u-fe2'] }]);
    expect(run.state.tasks[0]).toMatchObject({ userId: 'u-fe2', onBehalfOf: 'u-fe-lead' });
  });

  it('delegation: the delegate decides on behalf of the person away (history onBehalfOf); the moment is the action\'s at', () => {
    // n2's task is created by the approve at 2026-11-30 (after u-hr1's span): no delegation there.
    const env = withDelegations([away('u-fe-lead', 'u-fe2'), away('u-hr1', 'u-hr-head')]);
    const run = runFlow(env, { initiator: 'u-fe1', values: {}, at: '2026-11-24T09:00' } as never, [approve('u-fe2', { at: '2026-11-30T08:00' })]);
    expect(run.state.history[1]).toMatchObject({ action: 'approve', userId: 'u-fe2', onBehalfOf: 'u-fe-lead' });
    expect(run.pending).toEqual([{ nodeId: 'n2', userIds: ['u-hr1'] }]);
  });

  it('delegation chain A→B→C: C decides on behalf of A; a cycle leaves the task undelegated', () => {
    const chain = runFlow(withDelegations([away('u-fe-lead', 'u-fe2'), away('u-fe2', 'u-be1')]), { initiator: 'u-fe1', values: {}, at: '2026-11-24T09:00' });
    expect(chain.state.tasks[0]).toMatchObject({ userId: 'u-be1', onBehalfOf: 'u-fe-lead' });
    const cycle = runFlow(withDelegations([away('u-fe-lead', 'u-fe2'), away('u-fe2', 'u-fe-lead')]), { initiator: 'u-fe1', values: {}, at: '2026-11-24T09:00' });
    expect(cycle.state.tasks[0]).toMatchObject({ userId: 'u-fe-lead' });
    expect(cycle.state.tasks[0]).not.toHaveProperty('onBehalfOf');
  });

  it('delegation: outside its span, or for flows not listed, the task stays', () => {
    expect(runFlow(withDelegations([away('u-fe-lead', 'u-fe2')]), { initiator: 'u-fe1', values: {}, at: '2026-11-30T00:00' }).pending[0]!.userIds).toEqual(['u-fe-lead']);
    expect(runFlow(withDelegations([away('u-fe-lead', 'u-fe2', { flowIds: ['other'] })]), { initiator: 'u-fe1', values: {}, at: '2026-11-24T09:00' }).pending[0]!.userIds).toEqual(['u-fe-lead']);
  });

  it('delegation in the route preview: the delegate listed, delegatedFrom names the person away', () => {
    const org = { ...loadOrg(), delegations: [away('u-fe-lead', 'u-fe2'), away('u-fe2', 'u-be1')] };
    const env = withDelegations([]);
    const preview = previewRoute({ flow: env.flow, form: loadForm('leave'), values: {}, org, initiator: 'u-fe1', now: '2026-11-24T09:00' });
    expect(preview.steps[0]).toEqual({ nodeId: 'n1', type: 'approver', mode: 'or', approvers: ['u-be1'], delegatedFrom: { 'u-be1': 'u-fe-lead' } });
  });

  it('delegation in the route words: the delegate reads 王五（代 李四） (launch page, timeline, CLI route)', () => {
    const org = { ...loadOrg(), delegations: [away('u-fe-lead', 'u-fe2')] };
    const env = withDelegations([]);
    const { steps } = previewRoute({ flow: env.flow, form: loadForm('leave'), values: {}, org, initiator: 'u-fe1', now: '2026-11-24T09:00' });
    const names: Record<string, string> = { 'u-fe2': '王五', 'u-fe-lead': '李四', 'u-hr1': '刘洋' };
    const words = describeSteps(steps, { nodeName: (id) => id, userName: (id) => names[id] ?? id });
    expect(words.map((w) => w.people)).toEqual([['王五（代 李四）'], ['刘洋']]);
  });

  it('delegationsInForce: only those covering the moment and the flow (what get_instance sends for the timeline)', () => {
    const all = [away('u-fe-lead', 'u-fe2'), away('u-hr1', 'u-hr-head', { start: '2026-12-01T00:00', end: '2026-12-08T00:00' }), away('u-be1', 'u-fe1', { flowIds: ['other'] })];
    expect(delegationsInForce(all, 'flow-leave', '2026-11-24T09:00').map((d) => d.from)).toEqual(['u-fe-lead']);
    expect(delegationsInForce(all, 'other', '2026-11-24T09:00').map((d) => d.from)).toEqual(['u-fe-lead', 'u-be1']);
    expect(delegationsInForce(all, 'flow-leave', '2026-11-30T00:00')).toEqual([]);
  });
});

describe('代理 moments', () => {
  it('delegation moments: a zoned time (a backend\'s ISO …Z) is compared in local time, as delegations are written', async () => {
    const { momentKey } = await import('../../../../domain/flow');
    const iso = new Date(2026, 10, 24, 9, 30).toISOString();
    expect(momentKey(iso)).toBe('2026-11-24T09:30:00');
    expect(momentKey('2026-11-24')).toBe('2026-11-24T00:00:00');
    expect(momentKey('2026-11-24 09:00')).toBe('2026-11-24T09:00:00');
  });
});
