import { addableNodeTypes, nodeTypeOf, parseFlow, type Flow, type InclusiveNode } from '../../../../domain/flow';
import { addBranch, isConditionalGroup } from '../../../../domain/flow/edit';

const names = { userName: (id: string) => ({ a: '张三', b: '李四' })[id] ?? id, deptName: (id: string) => id, roleName: (id: string) => id, controlTitle: (id: string) => id, optionText: () => '' } as never;

describe('designer: 办理人 and 包容分支 in the + menu, cards and branches', () => {
  it('the + menu offers 办理人 and 包容分支', () => {
    expect(addableNodeTypes().map((t) => t.label)).toEqual(expect.arrayContaining(['办理人', '包容分支']));
  });

  it('a new 办理人 opens its drawer and starts as 或签 with 自动通过 when empty', () => {
    const type = nodeTypeOf('handler')!;
    expect(type.opensWhenAdded).toBe(true);
    expect(type.create('h', () => 'x')).toEqual({ id: 'h', type: 'handler', name: '办理人', props: { mode: 'or', whenEmpty: 'autoPass' } });
  });

  it('a 按比例会签 card says the percentage', () => {
    const node = { id: 'a', type: 'approver', name: 'a', props: { assignee: { type: 'users', userIds: ['a', 'b'] }, mode: 'ratio', ratio: 60 } };
    expect(nodeTypeOf('approver')!.summary(node as never, names)).toBe('张三、李四 按比例会签 60%');
  });

  it('a new 包容分支 has 条件1 and 其他情况, and 添加条件 adds a condition branch before 其他情况', () => {
    const group = nodeTypeOf('inclusive')!.create('g', (() => { let n = 0; return () => `b${++n}`; })()) as InclusiveNode;
    expect(group.branches.map((b) => [b.name, b.default === true])).toEqual([['条件1', false], ['其他情况', true]]);
    expect(isConditionalGroup(group)).toBe(true);
    const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 's', type: 'start', name: '发起人', props: {}, next: group } });
    if (!parsed.ok) throw new Error('unreadable');
    const next = addBranch(parsed.flow as Flow, 'g', 'b9').root.next as InclusiveNode;
    expect(next.branches.map((b) => [b.name, b.priority, b.default === true])).toEqual([['条件1', 1, false], ['条件2', 2, false], ['其他情况', 3, true]]);
  });
});
