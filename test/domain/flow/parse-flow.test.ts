import fc from 'fast-check';
import { parseFlow } from '../../../domain/flow';
import { fixtureText } from '../../fixtures/flows/flow-fixtures';

const start = (next?: unknown, props: unknown = {}) => ({ id: 'start', type: 'start', name: '发起人', props, ...(next === undefined ? {} : { next }) });
const flowWith = (next?: unknown, extra: Record<string, unknown> = {}) => ({ id: 'f', name: 'f', root: start(next), ...extra });
const errorsOf = (input: unknown) => {
  const result = parseFlow(input);
  return result.ok ? [] : result.errors;
};

describe('parseFlow: reading the flow JSON format', () => {
  it.each(['leave', 'reimbursement', 'purchase'])('reads the %s example', (name) => {
    expect(parseFlow(JSON.parse(fixtureText(`${name}.flow.json`))).ok).toBe(true);
  });

  it('unknown fields are kept on a round trip (flow, settings, node, props, branch, condition, assignee)', () => {
    const input = {
      id: 'f', name: 'f', owner: 'x', settings: { dedupe: 'keepFirst', colour: 'red' },
      root: start({
        id: 'g', type: 'condition', name: 'g', props: { layout: 1 }, extra: true,
        branches: [
          { id: 'b1', name: 'b1', priority: 1, tag: 't', conditions: [[{ controlId: 'x', op: 'eq', value: 1, note: 'n' }]],
            next: { id: 'a', type: 'approver', name: 'a', props: { assignee: { type: 'users', userIds: ['u'], label: 'l' }, custom: [1] } } },
          { id: 'b2', name: '其他情况', priority: 2, default: true, conditions: [] },
        ],
      }),
    };
    const result = parseFlow(JSON.parse(JSON.stringify(input)));
    expect(result.ok && JSON.parse(JSON.stringify(result.flow))).toEqual(input);
  });

  it('normalises what may be left out: props {}, name \'\', a branch\'s conditions [] and priority', () => {
    const result = parseFlow({ id: 'f', name: 'f', root: { id: 's', type: 'start', next: {
      id: 'g', type: 'parallel', branches: [{ id: 'x' }, { id: 'y', name: 'y' }],
    } } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.flow.root.props).toEqual({});
    expect(result.flow.root.next).toMatchObject({ name: '', props: {} });
    const group = parseFlow({ id: 'f', name: 'f', root: start({ id: 'g', type: 'condition', name: 'g', props: {}, branches: [{ id: 'x', name: 'x' }] }) });
    expect(group.ok && group.flow.root.next).toMatchObject({ branches: [{ id: 'x', priority: 1, conditions: [] }] });
  });

  it('malformed input is rejected with the path of the bad field', () => {
    expect(errorsOf(null)).toEqual([{ path: '', message: '必须是对象' }]);
    expect(errorsOf({ id: 'f', name: 'f' })).toEqual([{ path: 'root', message: '流程缺少发起人节点（root）' }]);
    expect(errorsOf({ id: 1, name: 'f', root: start() })).toEqual([{ path: 'id', message: '必须是文本' }]);
    expect(errorsOf(flowWith({ id: 'a', type: 'robot', name: 'a', props: {} }))).toEqual([{ path: 'root.next.type', message: '未知的节点类型：robot' }]);
    expect(errorsOf(flowWith({ id: 'a', type: 'approver', name: 'a', props: { mode: 'all' } })))
      .toEqual([{ path: 'root.next.props.mode', message: '审批方式必须是 and（会签）、or（或签）、sequential（依次审批）或 ratio（按比例会签）' }]);
    expect(errorsOf(flowWith({ id: 'a', type: 'approver', name: 'a', props: { whenEmpty: 'panic' } }))[0].path).toBe('root.next.props.whenEmpty');
    expect(errorsOf(flowWith({ id: 'a', type: 'approver', name: 'a', props: { assignee: { type: 'boss' } } })))
      .toEqual([{ path: 'root.next.props.assignee.type', message: '未知的审批人类型：boss' }]);
    expect(errorsOf(flowWith({ id: 'a', type: 'approver', name: 'a', props: { assignee: { type: 'users', userIds: ['u', 2] } } })))
      .toEqual([{ path: 'root.next.props.assignee.userIds', message: '必须是文本数组' }]);
    expect(errorsOf(flowWith({ id: 'a', type: 'approver', name: 'a', props: { assignee: { type: 'supervisor', level: 0 } } }))[0].path).toBe('root.next.props.assignee.level');
    expect(errorsOf(flowWith({ id: 'a', type: 'cc', name: 'a', props: { fieldPerms: { x: 'write' } } })))
      .toEqual([{ path: 'root.next.props.fieldPerms["x"]', message: '字段权限必须是 edit、read 或 hidden' }]);
    expect(errorsOf(flowWith(undefined, { settings: { dedupe: 'always' } }))).toEqual([{ path: 'settings.dedupe', message: '去重方式必须是 none、consecutive 或 keepFirst' }]);
    expect(errorsOf(flowWith(undefined, { settings: { admins: 'u1' } }))).toEqual([{ path: 'settings.admins', message: '必须是文本数组' }]);
  });

  it('malformed branches and conditions name their path', () => {
    const group = (branches: unknown) => flowWith({ id: 'g', type: 'condition', name: 'g', props: {}, branches });
    expect(errorsOf(group('no'))).toEqual([{ path: 'root.next.branches', message: '必须是数组' }]);
    expect(errorsOf(group([{ id: 'b', name: 'b', conditions: [[{ controlId: 'x', op: 'like' }]] }])))
      .toEqual([{ path: 'root.next.branches[0].conditions[0][0].op', message: '未知的条件运算符：like' }]);
    expect(errorsOf(group([{ id: 'b', name: 'b', conditions: [{ controlId: 'x', op: 'eq' }] }])))
      .toEqual([{ path: 'root.next.branches[0].conditions[0]', message: '必须是数组' }]);
    expect(errorsOf(group([{ id: 'b', name: 'b', conditions: [[{ subject: 'initiator', op: 'inDept', value: 'd1' }]] }])))
      .toEqual([{ path: 'root.next.branches[0].conditions[0][0].value', message: '必须是文本数组' }]);
    expect(errorsOf(group([{ id: 'b', name: 'b', next: { id: 'x', type: 'approver', name: 'x', props: { mode: 1 } } }]))[0].path)
      .toBe('root.next.branches[0].next.props.mode');
  });

  it('the start node is the root, once; ids are unique', () => {
    expect(errorsOf({ id: 'f', name: 'f', root: { id: 'a', type: 'approver', name: 'a', props: {} } })).toEqual([{ path: 'root.type', message: '根节点必须是发起人节点（type 为 start）' }]);
    expect(errorsOf(flowWith({ id: 's2', type: 'start', name: 's', props: {} }))).toEqual([{ path: 'root.next.type', message: '发起人节点只能是根节点' }]);
    expect(errorsOf(flowWith({ id: 'start', type: 'cc', name: 'c', props: {} }))).toEqual([{ path: 'root.next.id', message: '节点 id 重复：start' }]);
  });

  it('never throws: any JSON value gives a result', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const result = parseFlow(value);
      return result.ok || result.errors.length > 0;
    }), { numRuns: 500 });
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (props, next) => {
      const result = parseFlow({ id: 'f', name: 'f', root: { id: 's', type: 'start', props, next } });
      return typeof result.ok === 'boolean';
    }), { numRuns: 500 });
  });

  it('a very long chain is read without running out of stack', () => {
    let next: unknown;
    for (let i = 5000; i > 0; i--) next = { id: `n${i}`, type: 'cc', name: 'c', props: {}, ...(next ? { next } : {}) };
    expect(parseFlow(flowWith(next)).ok).toBe(true);
  });
});
