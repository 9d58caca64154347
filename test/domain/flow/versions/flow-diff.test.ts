import fc from 'fast-check';
import { parseFlow, type Flow } from '../../../../domain/flow';
import { diffFlows, flowDiffWords, idNames, isEmptyFlowDiff } from '../../../../domain/flow/versions';
import { editNode, leaveFlow, leaveForm, removeNode } from './version-fixtures';

const names = { ...idNames(leaveForm().controls), userName: (id: string) => ({ 'u-admin1': '钱行政', 'u-hr1': '赵专员' } as Record<string, string>)[id] ?? id };
const words = (a: Flow, b: Flow) => flowDiffWords(diffFlows(a, b), names);

describe('diffFlows', () => {
  it('a flow compared with itself has no changes', () => {
    expect(isEmptyFlowDiff(diffFlows(leaveFlow(), leaveFlow()))).toBe(true);
  });

  it('a changed approval mode is a change of the prop mode, worded 审批节点「…」：审批方式 或签 → 会签', () => {
    const b = editNode(leaveFlow(), 'n-hr', (node) => { node.props.mode = 'and'; });
    const diff = diffFlows(leaveFlow(), b);
    expect(diff.changes).toEqual([{ id: 'n-hr', element: 'node', type: 'approver', name: '人事审批', kind: 'changed', props: [{ prop: 'mode', before: 'or', after: 'and' }] }]);
    expect(words(leaveFlow(), b)).toEqual(['审批节点「人事审批」：审批方式 或签 → 会签']);
  });

  it('a removed node is listed as removed, and the nodes after it are not moved', () => {
    const diff = diffFlows(leaveFlow(), removeNode(leaveFlow(), 'n-dept-head'));
    expect(diff.changes.map((c) => [c.kind, c.id])).toEqual([['removed', 'n-dept-head']]);
    expect(flowDiffWords(diff, names)).toEqual(['删除审批节点「部门负责人」']);
  });

  it('an added node is listed as added with its type noun from the node registry', () => {
    const b = editNode(leaveFlow(), 'n-hr', (node) => { node.next = { id: 'n-cc2', type: 'cc', name: '抄送财务', props: { assignee: { type: 'users', userIds: ['u-admin1'] } } }; });
    expect(words(leaveFlow(), b)).toEqual(['新增抄送节点「抄送财务」']);
  });

  it('a node moved to another branch is listed as moved', () => {
    const a = leaveFlow();
    const b = removeNode(a, 'n-hr');
    const hr = structuredClone((a.root.next as { branches: Array<{ next: { next: unknown } }> }).branches[0].next.next);
    const short = (b.root.next as { branches: Array<{ next: { next?: unknown } }> }).branches[1].next;
    short.next = hr;
    const diff = diffFlows(a, b);
    expect(diff.changes).toEqual([expect.objectContaining({ kind: 'moved', id: 'n-hr', from: { chain: 'b-long', index: 1 }, to: { chain: 'b-short', index: 1 } })]);
    expect(flowDiffWords(diff, names)).toEqual(['移动审批节点「人事审批」']);
  });

  it('assignee, field permission, condition and name changes are worded per prop', () => {
    let b = editNode(leaveFlow(), 'n-cc', (node) => { node.props.assignee = { type: 'users', userIds: ['u-hr1'] }; node.props.fieldPerms = { leave_reason: 'read' }; });
    b = editNode(b, 'n-supervisor', (node) => { node.name = '主管审批'; });
    (b.root.next as { branches: Array<{ conditions: unknown }> }).branches[0].conditions = [[{ controlId: 'leave_days', op: 'gt', value: 5 }]];
    expect(words(leaveFlow(), b)).toEqual([
      '分支「超过3天」：条件 请假天数 > 3 → 请假天数 > 5',
      '审批节点「主管审批」：名称 直属主管 → 主管审批',
      '抄送节点「抄送行政」：抄送人 钱行政 → 赵专员',
      '抄送节点「抄送行政」：字段权限 请假事由 隐藏 → 只读',
    ]);
  });

  it('a prop the label table does not know (a new node setting) is still listed, by its key', () => {
    const b = editNode(leaveFlow(), 'n-hr', (node) => { node.props.timeoutHours = 24; });
    expect(words(leaveFlow(), b)).toEqual(['审批节点「人事审批」：timeoutHours （无） → 24']);
  });

  it('changed flow settings are listed with their labels', () => {
    const b = { ...leaveFlow(), settings: { ...leaveFlow().settings, dedupe: 'keepFirst' as const } };
    expect(words(leaveFlow(), b)).toEqual(['流程设置：审批人去重 不去重 → 同一审批人只审批一次']);
  });
});

// ---- properties over generated flows ----

const POOL = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8'];
const props = fc.record({ mode: fc.constantFrom('and', 'or', 'sequential'), assignee: fc.constantFrom({ type: 'initiator' }, { type: 'users', userIds: ['u-hr1'] }) });
/** A flow of approvers drawn from POOL, the first few of them in a parallel group's two branches. */
const generatedFlow = fc.tuple(fc.shuffledSubarray(POOL), fc.array(props, { minLength: 8, maxLength: 8 }), fc.nat(3)).map(([ids, ps, split]): Flow => {
  const chain = (list: string[]): unknown => list.reduceRight<unknown>((next, id) => ({ id, type: 'approver', name: id, props: ps[POOL.indexOf(id)], ...(next ? { next } : {}) }), undefined);
  const inGroup = ids.slice(0, split * 2);
  const rest = ids.slice(split * 2);
  const group = inGroup.length > 0
    ? { id: 'g', type: 'parallel', name: '并行', props: {}, branches: [{ id: 'ga', name: 'a', next: chain(inGroup.filter((_, i) => i % 2 === 0)) }, { id: 'gb', name: 'b', next: chain(inGroup.filter((_, i) => i % 2 === 1)) }], ...(rest.length ? { next: chain(rest) } : {}) }
    : chain(rest);
  const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, ...(group ? { next: group } : {}) } });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
});
const idsOf = (flow: Flow): string[] => diffFlows({ ...flow, root: { ...flow.root, next: undefined } }, flow).changes.map((c) => c.id);

describe('diffFlows properties', () => {
  it('diff(a, a) is empty for every generated flow', () => {
    fc.assert(fc.property(generatedFlow, (a) => isEmptyFlowDiff(diffFlows(a, structuredClone(a)))), { numRuns: 200 });
  });

  it("applying a diff's node list (minus removed, plus added) to a yields b's node ids", () => {
    fc.assert(fc.property(generatedFlow, generatedFlow, (a, b) => {
      const diff = diffFlows(a, b);
      const ids = new Set(['start', ...idsOf(a)]);
      for (const change of diff.changes) {
        if (change.kind === 'removed') ids.delete(change.id);
        if (change.kind === 'added') ids.add(change.id);
      }
      expect([...ids].sort()).toEqual(['start', ...idsOf(b)].sort());
    }), { numRuns: 200 });
  });
});
