/**
 * The execution proof's rules for 触发器, 子流程 and 延时 on chosen flows, for every target (the generated corpus
 * of bpmn-execution.test.ts meets them by chance): each run in bpmn-engine and in our engine, driven alike, must
 * give the same path (compare-runs.ts throws otherwise); these tests also say what that path is.
 */
import { parseFlow, type Flow } from '../../../domain/flow';
import { BPMN_TARGETS } from '../../../domain/flow/bpmn';
import { compareRuns, type Launch } from '../../support/bpmn/compare-runs';

const flowOf = (next: unknown): Flow => {
  const parsed = parseFlow({ id: 'flow-x', name: '示例', settings: { dedupe: 'none' }, root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
};
const approver = (id: string, userId: string, next?: unknown) => ({ id, type: 'approver', name: id, props: { assignee: { type: 'users', userIds: [userId] }, mode: 'and' }, ...(next ? { next } : {}) });
const launch = (values: Record<string, unknown>, subflowEnds: string[] = []): Launch => ({
  values: { amount: '', start_day: '', kind: '', tags: [], note: '', handover: '', files: { attachments: [], fileList: [] }, ...values }, initiator: 'u-fe1', picks: [], subflowEnds,
});
/** 金额 > 6: 大额 (u-ceo), else u-hr1. */
const bySize = () => ({
  id: 'size', type: 'condition', name: '金额', props: {}, branches: [
    { id: 'big', name: '大额', priority: 1, conditions: [[{ controlId: 'amount', op: 'gt', value: 6 }]], next: approver('ceo', 'u-ceo') },
    { id: 'other', name: '其他情况', priority: 2, default: true, conditions: [], next: approver('hr', 'u-hr1') },
  ],
});

describe.each(BPMN_TARGETS)('%s', (target) => {
  it('an http 触发器 sends the request our outbox records, its body the controls\' process variables and constants', async () => {
    const flow = flowOf({ id: 'hook', type: 'trigger', name: '通知', props: { trigger: { type: 'http', method: 'PUT', url: 'https://erp.example.com/x', headers: { 'X-Token': 'abc' }, body: { amount: 'amount', note: 'note', src: { const: 'oa' } } } } });
    const [path] = await compareRuns(flow, [launch({ amount: '7.00', note: ' 甲 ' })], target);
    expect(path).toEqual([{ node: 'hook', outbound: [{ method: 'PUT', url: 'https://erp.example.com/x', headers: { 'X-Token': 'abc' }, body: { amount: 7, note: '甲', src: 'oa' } }] }]);
  });

  it('setFields changes what the gateways after it read, as our engine does', async () => {
    const flow = flowOf({ id: 'set', type: 'trigger', name: '设置', props: { trigger: { type: 'setFields', values: { amount: '9' } } }, next: bySize() });
    const [path] = await compareRuns(flow, [launch({ amount: 1 })], target);
    expect(path).toEqual([{ node: 'ceo', tasks: ['u-ceo'], decided: 1 }]);
  });

  it('a waiting 子流程 whose child is approved goes on; rejected or withdrawn, it ends both runs there, parallel branches too', async () => {
    const flow = flowOf({
      id: 'par', type: 'parallel', name: '并行', props: {}, branches: [
        { id: 'p1', name: '采购', next: { id: 'buy', type: 'subflow', name: '采购', props: { subflow: { flowId: 'flow-purchase', fieldMap: { item: 'note' }, initiator: 'initiator', wait: true } } } },
        { id: 'p2', name: '审批', next: approver('a', 'u-hr1') },
      ], next: approver('after', 'u-ceo'),
    });
    const [approved, rejected, withdrawn] = await compareRuns(flow, [launch({ note: '纸' }, ['approved']), launch({ note: '纸' }, ['rejected']), launch({ note: '纸' }, ['withdrawn'])], target);
    const child = { node: 'buy', outbound: [{ flowId: 'flow-purchase', values: { item: '纸' } }] };
    // Branches compare as a set (sorted).
    const branches = [[{ node: 'a', tasks: ['u-hr1'], decided: 1 }], [child]];
    expect(approved).toEqual([{ parallel: branches }, { node: 'after', tasks: ['u-ceo'], decided: 1 }]);
    expect(rejected).toEqual([{ parallel: branches }]);
    expect(withdrawn).toEqual(rejected);
  });

  it('a 子流程 without wait starts the child and goes on at once', async () => {
    const flow = flowOf({ id: 'buy', type: 'subflow', name: '采购', props: { subflow: { flowId: 'flow-purchase', fieldMap: { qty: 'amount' }, initiator: 'initiator', wait: false } }, next: approver('after', 'u-ceo') });
    const [path] = await compareRuns(flow, [launch({ amount: '3' }, ['rejected'])], target);
    expect(path).toEqual([{ node: 'buy', outbound: [{ flowId: 'flow-purchase', values: { qty: 3 } }] }, { node: 'after', tasks: ['u-ceo'], decided: 1 }]);
  });

  it('延时 fire by the clock: a setFields after a long delay on one branch comes after the other branch\'s task, as in our engine', async () => {
    const flow = flowOf({
      id: 'par', type: 'parallel', name: '并行', props: {}, branches: [
        { id: 'p1', name: '等待', next: { id: 'wait', type: 'delay', name: '等两天', props: { delay: { type: 'duration', minutes: 2880 } }, next: { id: 'set', type: 'trigger', name: '设置', props: { trigger: { type: 'setFields', values: { amount: 9 } } } } } },
        { id: 'p2', name: '审批', next: { ...approver('a', 'u-hr1'), next: { id: 'hook', type: 'trigger', name: '通知', props: { trigger: { type: 'http', method: 'POST', url: 'https://erp.example.com/x', body: { amount: 'amount' } } } } } },
      ], next: bySize(),
    });
    const [path] = await compareRuns(flow, [launch({ amount: 1 })], target);
    // The request went out before the delay ended (amount still 1); the condition after the join reads 9.
    expect(path).toEqual([
      { parallel: [[], [{ node: 'a', tasks: ['u-hr1'], decided: 1 }, { node: 'hook', outbound: [{ method: 'POST', url: 'https://erp.example.com/x', body: { amount: 1 } }] }]] },
      { node: 'ceo', tasks: ['u-ceo'], decided: 1 },
    ]);
  });
});
