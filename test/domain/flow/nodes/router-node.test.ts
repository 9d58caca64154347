// Issue 42: 路由分支 — routes tried in order jump to a node on the main chain (forward skips, backward runs the
// chain again), none matching goes on with next; its check-flow problems, route preview and BPMN mapping.
import { checkFlow, describeSteps, historyWords, parseFlow, previewRoute, routeTargets, type Flow } from '../../../../domain/flow';
import { bpmnToFlow, flowToBpmn } from '../../../../domain/flow/bpmn';
import { loadForm, loadOrg } from '../../../fixtures/flows/flow-fixtures';
import { approve, envOf, runFlow, users } from '../runtime-helpers';

const form = loadForm('leave');
const org = loadOrg();
const longLeave = [[{ controlId: 'leave_days', op: 'gt', value: 3 }]];
const router = (routes: unknown[], next?: unknown) => ({ id: 'r', type: 'router', name: '按天数路由', props: { routes }, ...(next ? { next } : {}) });
const node = (id: string, type: string, props: Record<string, unknown>, next?: unknown) => ({ id, type, name: id, props, ...(next ? { next } : {}) });
/** a → r (路由分支) → b → c → cc: a route jumps to c or back to a. */
const chainWith = (routes: unknown[]) =>
  node('a', 'approver', { assignee: users('u-be1') }, router(routes, node('b', 'approver', { assignee: users('u-it1') }, node('c', 'approver', { assignee: users('u-ceo') }, node('cc', 'cc', { assignee: users('u-hr1') })))));
const forward = envOf(chainWith([{ name: '长假', conditions: longLeave, toNodeId: 'c' }]));
const backward = envOf(chainWith([{ name: '重审', conditions: longLeave, toNodeId: 'a' }]));
const days = (leave_days: number) => ({ initiator: 'u-fe1', values: { leave_days } });

describe('路由分支 at run time', () => {
  it('a matching route jumps forward: the nodes between are skipped, 路由到「c」 is recorded', () => {
    const run = runFlow(forward, days(5), [approve('u-be1')]);
    expect(run.pending).toEqual([{ nodeId: 'c', userIds: ['u-ceo'] }]);
    const entry = run.state.history.find((h) => h.action === 'route');
    expect(entry).toMatchObject({ nodeId: 'r', toNodeId: 'c' });
    expect(historyWords(entry!, (id) => id).what).toBe('路由到「c」');
    expect(runFlow(forward, days(5), [approve('u-be1'), approve('u-ceo')]).state.status).toBe('approved');
  });

  it('a route may target the end of the flow (toNodeId "end"): the instance ends approved, 路由到「结束」', () => {
    const toEnd = envOf(chainWith([{ name: '短假', conditions: longLeave, toNodeId: 'end' }]));
    const run = runFlow(toEnd, days(5), [approve('u-be1')]);
    expect(run.state.status).toBe('approved');
    expect(run.pending).toEqual([]);
    const entry = run.state.history.find((h) => h.action === 'route');
    expect(entry).toMatchObject({ nodeId: 'r', toNodeId: 'end' });
    expect(historyWords(entry!, (id) => id).what).toBe('路由到「结束」');
    expect(runFlow(toEnd, days(1), [approve('u-be1')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('no route matches: the route goes on with next', () => {
    expect(runFlow(forward, days(1), [approve('u-be1')]).pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });

  it('a jump backward runs the chain again from the target, dedupe afresh', () => {
    const env = envOf(chainWith([{ name: '重审', conditions: longLeave, toNodeId: 'a' }]), { dedupe: 'keepFirst' });
    const run = runFlow(env, days(5), [approve('u-be1')]);
    expect(run.pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
    expect(run.state.approvedBy).toEqual([]);
  });

  it('a backward loop where nobody decides is cut off instead of running forever', () => {
    const loop = envOf(node('a', 'cc', { assignee: users('u-hr1') }, router([{ name: '回', conditions: longLeave, toNodeId: 'a' }], node('b', 'approver', { assignee: users('u-it1') }))));
    const run = runFlow(loop, days(5));
    expect(run.pending).toEqual([{ nodeId: 'b', userIds: ['u-it1'] }]);
  });
});

describe('路由分支 in check-flow', () => {
  const problems = (routes: unknown[], wrap = (r: unknown) => r) => {
    const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: wrap(chainWith(routes)) } });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return checkFlow(parsed.flow as Flow, form, org).filter((p) => p.nodeId === 'r').map((p) => p.message);
  };

  it('a sound router has no problems', () => {
    expect(problems([{ name: '长假', conditions: longLeave, toNodeId: 'c' }])).toEqual([]);
  });

  it('a target may be the end of the flow (结束), offered last by the designer\'s target picker', () => {
    expect(problems([{ name: '直接结束', conditions: longLeave, toNodeId: 'end' }])).toEqual([]);
    expect(routeTargets(forward.flow, 'r')).toEqual([
      { id: 'a', name: 'a', type: 'approver' }, { id: 'b', name: 'b', type: 'approver' }, { id: 'c', name: 'c', type: 'approver' },
      { id: 'cc', name: 'cc', type: 'cc' }, { id: 'end', name: '结束', type: 'end' },
    ]);
  });

  it('no routes, a route without conditions, a missing target, the router itself, a target of the wrong type or inside a branch', () => {
    expect(problems([])).toEqual(['「按天数路由」请至少添加一条路由']);
    expect(problems([{ name: '空', conditions: [], toNodeId: 'c' }])).toEqual(['「空」请设置条件']);
    expect(problems([{ name: '丢', conditions: longLeave, toNodeId: 'nope' }])).toEqual(['「丢」跳转到的节点不存在：nope，请重新选择']);
    expect(problems([{ name: '自', conditions: longLeave, toNodeId: 'r' }])).toEqual(['「自」不能跳转到路由分支自身']);
    expect(problems([{ name: '始', conditions: longLeave, toNodeId: 'start' }])).toEqual(['「始」只能跳转到审批人、办理人、抄送人节点或结束']);
    expect(problems([{ name: '未选', conditions: longLeave, toNodeId: '' }])).toEqual(['「未选」请选择要跳转到的节点']);
    const inBranch = (next: unknown) => ({
      id: 'g', type: 'condition', name: '分支', props: {}, next,
      branches: [
        { id: 'g1', name: '条件1', priority: 1, conditions: longLeave, next: node('x', 'approver', { assignee: users('u-fe2') }) },
        { id: 'g2', name: '其他情况', priority: 2, conditions: [], default: true },
      ],
    });
    expect(problems([{ name: '进', conditions: longLeave, toNodeId: 'x' }], inBranch)).toEqual(['「进」只能跳转到主流程上的节点（不能在分支内）']);
  });
});

describe('路由分支 in the route preview', () => {
  const preview = (env: typeof forward, leave_days: number) => previewRoute({ ...env, values: { leave_days }, initiator: 'u-fe1' });

  it('a forward jump continues from the target with a router step', () => {
    const { steps } = preview(forward, 5);
    expect(steps.map((s) => s.nodeId)).toEqual(['a', 'r', 'c', 'cc']);
    expect(steps[1]).toEqual({ nodeId: 'r', type: 'router', jumpTo: 'c' });
    const words = describeSteps(steps, { nodeName: (id) => id, userName: (id) => id });
    expect(words[1]).toMatchObject({ verb: '路由', detail: '路由到「c」' });
  });

  it('a jump to the end ends the preview there with the router step (路由到「结束」)', () => {
    const toEnd = envOf(chainWith([{ name: '短假', conditions: longLeave, toNodeId: 'end' }]));
    const { steps } = preview(toEnd, 5);
    expect(steps.map((s) => s.nodeId)).toEqual(['a', 'r']);
    expect(steps.at(-1)).toEqual({ nodeId: 'r', type: 'router', jumpTo: 'end' });
    expect(describeSteps(steps, { nodeName: (id) => id, userName: (id) => id })[1]).toMatchObject({ detail: '路由到「结束」' });
  });

  it('a backward jump ends the preview there; no match goes on with next', () => {
    expect(preview(backward, 5).steps.map((s) => s.nodeId)).toEqual(['a', 'r']);
    expect(preview(backward, 5).steps.at(-1)).toEqual({ nodeId: 'r', type: 'router', jumpTo: 'a' });
    expect(preview(forward, 1).steps.map((s) => s.nodeId)).toEqual(['a', 'b', 'c', 'cc']);
  });
});

describe('路由分支 in BPMN', () => {
  it.each(['camunda8', 'camunda7', 'flowable'] as const)('%s: an exclusive gateway whose flows point at the targets, the default going on', (target) => {
    const model = flowToBpmn(forward.flow, form, target);
    expect(model.elements.find((e) => e.id === 'r')).toMatchObject({ kind: 'exclusiveGateway', name: '按天数路由' });
    const out = model.flows.filter((f) => f.source === 'r');
    expect(out.map((f) => [f.name, f.target])).toEqual([['长假', 'c'], ['其他情况', 'b']]);
    expect(out[0].condition).toContain('leave_days');
    expect(model.elements.find((e) => e.id === 'r')).toMatchObject({ defaultFlow: out[1].id });
    const back = bpmnToFlow(model);
    expect(back.problems).toEqual([]);
    expect(JSON.stringify(back.flow?.root)).toBe(JSON.stringify(forward.flow.root));
  });

  it.each(['camunda8', 'camunda7', 'flowable'] as const)('%s: a route to the end is a gateway flow to the end event', (target) => {
    const toEnd = envOf(chainWith([{ name: '短假', conditions: longLeave, toNodeId: 'end' }]));
    const model = flowToBpmn(toEnd.flow, form, target);
    const end = model.elements.find((e) => e.kind === 'endEvent' && e.name === '结束');
    expect(model.flows.filter((f) => f.source === 'r').map((f) => [f.name, f.target])).toEqual([['短假', end?.id], ['其他情况', 'b']]);
    const back = bpmnToFlow(model);
    expect(back.problems).toEqual([]);
    expect(JSON.stringify(back.flow?.root)).toBe(JSON.stringify(toEnd.flow.root));
  });
});
