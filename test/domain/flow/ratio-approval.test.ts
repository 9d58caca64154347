import { checkFlow, describeSteps, indexFlow, previewRoute } from '../../../domain/flow';
import { loadOrg } from '../../fixtures/flows/flow-fixtures';
import { approve, approver, envOf, runFlow, users } from './runtime-helpers';

const org = loadOrg();
const reject = (actor: string) => ({ actor, action: 'reject' });
// Four approvers at 60%: ceil(60 × 4 / 100) = 3 approvals pass the node.
const ratioNode = (ratio: unknown, next?: unknown) => approver('r', { assignee: users('u-hr1', 'u-fin1', 'u-admin1', 'u-ceo'), mode: 'ratio', ratio }, next);
const env = envOf(ratioNode(60, approver('after', { assignee: users('u-hr-head') })));
const launch = { initiator: 'u-fe1', values: {} };

describe('按比例会签 (mode "ratio")', () => {
  it('passes as soon as the approvals reach ceil(ratio × n / 100); the other open tasks are then cancelled', () => {
    expect(runFlow(env, launch, [approve('u-hr1'), approve('u-fin1')]).state.status).toBe('pending');
    const run = runFlow(env, launch, [approve('u-hr1'), approve('u-fin1'), approve('u-admin1')]);
    expect(run.pending).toEqual([{ nodeId: 'after', userIds: ['u-hr-head'] }]);
    expect(run.state.tasks.find((t) => t.userId === 'u-ceo')?.status).toBe('cancelled');
  });

  it('a rejection the others can still outvote leaves the node deciding', () => {
    const run = runFlow(env, launch, [reject('u-hr1'), approve('u-fin1'), approve('u-admin1')]);
    expect(run.state.status).toBe('pending');
    expect(run.pending).toEqual([{ nodeId: 'r', userIds: ['u-ceo'] }]);
    expect(runFlow(env, launch, [reject('u-hr1'), approve('u-fin1'), approve('u-admin1'), approve('u-ceo')]).pending).toEqual([{ nodeId: 'after', userIds: ['u-hr-head'] }]);
  });

  it('is rejected as soon as the rejections make the needed approvals impossible; open tasks are cancelled', () => {
    const run = runFlow(env, launch, [reject('u-hr1'), reject('u-fin1')]);
    expect(run.state.status).toBe('rejected');
    expect(run.state.tasks.filter((t) => t.status === 'open')).toEqual([]);
  });

  it('route step mode "ratio", with auto when enough of the approvers pass by themselves', () => {
    expect(previewRoute({ ...env, org, values: {}, initiator: 'u-fe1' }).steps[0])
      .toEqual({ nodeId: 'r', type: 'approver', mode: 'ratio', approvers: ['u-hr1', 'u-fin1', 'u-admin1', 'u-ceo'] });
    const half = envOf(approver('r', { assignee: users('u-fe1', 'u-ceo'), mode: 'ratio', ratio: 50 }), { initiatorAutoApprove: true });
    expect(previewRoute({ ...half, org, values: {}, initiator: 'u-fe1' }).steps[0]).toMatchObject({ mode: 'ratio', auto: 'initiator' });
    expect(runFlow(half, launch).state.status).toBe('approved');
  });

  it.each([0, 101, 33.5, undefined])('check: a ratio of %s (outside 1–100) names the node', (ratio) => {
    expect(checkFlow(envOf(ratioNode(ratio)).flow, env.form, org)).toEqual([{ nodeId: 'r', message: '「r」的按比例会签比例必须是 1–100 之间的整数' }]);
  });

  it('a ratio of 100 is a 会签; a ratio of 1 passes on the first approval', () => {
    expect(runFlow(envOf(ratioNode(100)), launch, [approve('u-hr1'), approve('u-fin1'), approve('u-admin1')]).state.status).toBe('pending');
    expect(runFlow(envOf(ratioNode(1)), launch, [approve('u-ceo')]).state.status).toBe('approved');
  });

  it('route words: a ratio step still to come says its share (按比例会签：需 60% 的人同意), as the waiting node does', () => {
    const index = indexFlow(env.flow);
    const { steps } = previewRoute({ ...env, org, values: {}, initiator: 'u-fe1' });
    const [words] = describeSteps(steps, { nodeName: (id) => id, userName: (id) => id, node: (id) => index.node(id) });
    expect(words?.modeHint).toBe('按比例会签：需 60% 的人同意');
  });
});
