// The launch page's route (issue 17): the engine's preview for the values being filled, 发起人自选 picks, and
// route errors that block submit.
import { FillSession } from '../../../application/filler/fill-session';
import { LaunchRoute, type LaunchRouteSources } from '../../../application/filler/launch-route';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { leaveFlow, tripFlow } from '../../../adapters/demo/seed/seed-flows';
import { leaveForm, tripForm } from '../../../adapters/demo/seed/seed-forms';
import { parseFlow, type Delegation, type Flow } from '../../../domain/flow';
import { loadForm } from '../../fixtures/flows/flow-fixtures';
import type { Form } from '../../../domain/model/form';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../organisation/fake-org-apis';
import { FakeInstances } from './fakes';

async function launch(form: Form, flow: Flow, applicantId = 'u-applicant', sources: LaunchRouteSources = {}) {
  const instances = new FakeInstances();
  const session = new FillSession({ instances }, { modelId: 'm1', modelName: flow.name, form, flowSource: flow, applicantId, user: { name: '张三', employeeNumber: 'E1001' }, newKey: () => 'k1' });
  const organisation = new OrganisationDirectory(new FakeOrganizationApi() as unknown as OrganizationApi, new FakeAssigneeRoleApi() as AssigneeRoleApi);
  const route = new LaunchRoute(session, flow, organisation, applicantId, sources);
  await route.start();
  const approvers = () => route.getSnapshot().steps.map((s) => (s.type === 'approver' ? `${s.nodeId}:${s.approvers.join('+')}` : s.type === 'cc' ? `cc:${s.users.join('+')}` : s.nodeId));
  return { session, route, approvers, instances };
}

describe('LaunchRoute', () => {
  it('shows the route for the values filled, updated when a value a condition reads changes', async () => {
    const { session, approvers } = await launch(leaveForm(), leaveFlow());
    expect(approvers()).toEqual(['n-supervisor:u-hr-head', 'cc:u-admin-1']);
    session.change('leave_days', 5);
    expect(approvers()).toEqual(['n-dept-head:u-hr-head', 'n-hr:u-hr-1', 'cc:u-admin-1']);
  });

  it('a 发起人自选 node asks for a pick; until then submit is refused with the engine message', async () => {
    const { route, session, instances } = await launch(tripForm(), tripFlow());
    expect(route.getSnapshot().selfSelect).toEqual([{ nodeId: 'n-pick', name: '工作交接人', multiple: false }]);
    expect(route.extras()).toEqual({ routeError: '请为「工作交接人」选择审批人' });
    for (const [id, value] of Object.entries({ trip_start: '2025-04-01', trip_end: '2025-04-02', trip_region: ['上海市', '市辖区', '徐汇区'] })) session.change(id, value);
    const refused = await session.submit(route.extras());
    expect(refused).toEqual({ ok: false, reason: 'failed', message: '请为「工作交接人」选择审批人' });
    expect(session.snapshot.submitError).toBe('请为「工作交接人」选择审批人');
    expect(instances.calls).toHaveLength(0);
    route.select('n-pick', ['u-hr-3']);
    expect(route.getSnapshot().errors).toEqual([]);
    expect(route.extras()).toEqual({ selected: { 'n-pick': ['u-hr-3'] } });
    expect((await session.submit(route.extras())).ok).toBe(true);
    expect(instances.calls[0]?.instance.selected).toEqual({ 'n-pick': ['u-hr-3'] });
  });

  it('代理: an approver away now is shown as the delegate acting for them; a delegation not yet begun changes nothing', async () => {
    const away: Delegation = { id: 'd1', from: 'u-hr-head', to: 'u-wangwu', start: '2026-11-27T09:00', end: '2026-12-04T09:00' };
    const friday = () => new Date(2026, 10, 27, 16, 30);
    const { route, approvers } = await launch(leaveForm(), leaveFlow(), 'u-applicant', { delegationsInForce: async () => [away], now: friday });
    expect(approvers()).toEqual(['n-supervisor:u-wangwu', 'cc:u-admin-1']);
    const step = route.getSnapshot().steps[0];
    expect(step?.type === 'approver' && step.delegatedFrom).toEqual({ 'u-wangwu': 'u-hr-head' });
    const before = await launch(leaveForm(), leaveFlow(), 'u-applicant', { delegationsInForce: async () => [away], now: () => new Date(2026, 10, 26, 12, 0) });
    expect(before.approvers()).toEqual(['n-supervisor:u-hr-head', 'cc:u-admin-1']);
  });

  it('代理: when the delegations cannot be read, the route is still shown with the people themselves', async () => {
    const { route, approvers } = await launch(leaveForm(), leaveFlow(), 'u-applicant', { delegationsInForce: () => Promise.reject(new Error('offline')) });
    expect(route.getSnapshot()).toMatchObject({ ready: true, failed: false });
    expect(approvers()).toEqual(['n-supervisor:u-hr-head', 'cc:u-admin-1']);
  });

  it('no branch matches: the error names the condition group', async () => {
    const flow = leaveFlow();
    const group = flow.root.next as Extract<Flow['root']['next'], { type: 'condition' }>;
    group.branches = group.branches.filter((b) => !b.default);
    const { route } = await launch(leaveForm(), flow);
    expect(route.extras().routeError).toBe('「请假天数」没有满足条件的分支');
  });
});

describe('LaunchRoute and 子流程', () => {
  const withSubflow = (fieldMap: Record<string, string>): Flow => {
    const parsed = parseFlow({ id: 'f-sub', name: '请假', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
      id: 'sub', type: 'subflow', name: '采购', props: { subflow: { flowId: 'flow-purchase', fieldMap, initiator: 'initiator', wait: true } },
    } } });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.flow;
  };
  const childForm = async (flowId: string) => (flowId === 'flow-purchase' ? loadForm('purchase') : undefined);

  it('issue 43 #1: the route warns of a 子流程 whose child has a required field left unfilled', async () => {
    const { route } = await launch(leaveForm(), withSubflow({ purchase_item: 'leave_reason' }), 'u-applicant', { childForm });
    expect(route.getSnapshot().warnings).toEqual(['「采购」子流程的必填项「数量」没有映射字段也没有默认值，子流程将无法发起，请在字段映射中填写']);
    const filled = await launch(leaveForm(), withSubflow({ purchase_item: 'leave_reason', purchase_qty: 'leave_days' }), 'u-applicant', { childForm });
    expect(filled.route.getSnapshot().warnings).toEqual([]);
  });
});
