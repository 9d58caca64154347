import { previewRoute, type FlowEnvironment } from '../../../domain/flow';
import { approve, approver, envOf, runFlow, users } from './runtime-helpers';

// u-fe1's 直属主管 and 部门负责人 are both u-fe-lead; u-fe-lead's 直属主管 is u-rd-head and 部门负责人 is u-fe-lead.
const nodeFor = (whenInitiator: string | undefined) => approver('a', { assignee: users('u-fe1', 'u-hr1'), mode: 'and', ...(whenInitiator ? { whenInitiator } : {}) });
const preview = (env: FlowEnvironment, initiator = 'u-fe1') => previewRoute({ ...env, values: {}, initiator }).steps[0];
const launch = (initiator = 'u-fe1') => ({ initiator, values: {} });

describe('审批人与发起人为同一人时 (whenInitiator)', () => {
  it('self (the default): the initiator approves like anyone', () => {
    const env = envOf(nodeFor(undefined));
    expect(preview(env)).toEqual({ nodeId: 'a', type: 'approver', mode: 'and', approvers: ['u-fe1', 'u-hr1'] });
    expect(runFlow(env, launch()).pending).toEqual([{ nodeId: 'a', userIds: ['u-fe1', 'u-hr1'] }]);
  });

  it('autoPass: the initiator’s task passes (auto: "initiator"); preview and runtime agree', () => {
    const env = envOf(nodeFor('autoPass'));
    expect(runFlow(env, launch()).pending).toEqual([{ nodeId: 'a', userIds: ['u-hr1'] }]);
    const alone = envOf(approver('a', { assignee: users('u-fe1'), whenInitiator: 'autoPass' }));
    expect(preview(alone)).toEqual({ nodeId: 'a', type: 'approver', mode: 'or', approvers: ['u-fe1'], auto: 'initiator' });
    const run = runFlow(alone, launch());
    expect(run.state.status).toBe('approved');
    expect(run.state.history.at(-1)).toMatchObject({ action: 'auto', reason: 'initiator' });
  });

  it('supervisor: the initiator’s 直属主管 takes their place in the list', () => {
    const env = envOf(nodeFor('supervisor'));
    expect(preview(env)).toEqual({ nodeId: 'a', type: 'approver', mode: 'and', approvers: ['u-fe-lead', 'u-hr1'] });
    expect(runFlow(env, launch()).pending).toEqual([{ nodeId: 'a', userIds: ['u-fe-lead', 'u-hr1'] }]);
  });

  it('deptHead: the initiator’s 部门负责人 takes their place; nobody else there keeps the initiator', () => {
    expect(preview(envOf(nodeFor('deptHead')))).toMatchObject({ approvers: ['u-fe-lead', 'u-hr1'] });
    // u-fe-lead heads their own department: they stay.
    const lead = envOf(approver('a', { assignee: users('u-fe-lead'), whenInitiator: 'deptHead' }));
    expect(preview(lead, 'u-fe-lead')).toMatchObject({ approvers: ['u-fe-lead'] });
    expect(runFlow(lead, launch('u-fe-lead')).pending).toEqual([{ nodeId: 'a', userIds: ['u-fe-lead'] }]);
  });

  it('someone already in the list is not added twice when they replace the initiator', () => {
    const env = envOf(approver('a', { assignee: users('u-fe1', 'u-fe-lead'), mode: 'and', whenInitiator: 'supervisor' }));
    expect(preview(env)).toMatchObject({ approvers: ['u-fe-lead'] });
    expect(runFlow(env, launch(), [approve('u-fe-lead')]).state.status).toBe('approved');
  });

  it('settings.initiatorAutoApprove: true means autoPass everywhere, whatever the node says', () => {
    const env = envOf(approver('a', { assignee: users('u-fe1'), whenInitiator: 'supervisor' }), { initiatorAutoApprove: true });
    expect(preview(env)).toMatchObject({ approvers: ['u-fe1'], auto: 'initiator' });
    expect(runFlow(env, launch()).state.status).toBe('approved');
  });

  it('reading: an unknown whenInitiator is a reading error at its path', async () => {
    const { parseFlow } = await import('../../../domain/flow');
    const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 's', type: 'start', name: 's', props: {}, next: approver('a', { whenInitiator: 'boss' }) } });
    expect(parsed.ok ? [] : parsed.errors).toEqual([{ path: 'root.next.props.whenInitiator', message: '必须是 self、autoPass、supervisor、deptHead 之一' }]);
  });
});
