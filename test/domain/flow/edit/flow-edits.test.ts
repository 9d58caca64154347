import { checkFlow, indexFlow, nodeType, nodeTypeOf, parseFlow, type ConditionNode, type Flow, type FlowNode } from '../../../../domain/flow';
import {
  addBranch, canMoveBranch, copyBranch, copyNode, emptyFlow, insertNode, moveBranch, orderedBranches, removeBranch, removeNode,
  renameBranch, renameNode, setBranchConditions, updateFlowSettings, updateNodeProps,
} from '../../../../domain/flow/edit';
import { environment } from '../../../fixtures/flows/flow-fixtures';

const leave = environment('leave');

/** Ids along the main chain (groups shown as id[branch ids: chain ids]). */
function shape(first: FlowNode | undefined): string {
  const parts: string[] = [];
  for (let node = first; node; node = node.next) {
    if (node.type === 'condition' || node.type === 'parallel') {
      parts.push(`${node.id}[${orderedBranches(node).map((b) => `${b.id}:${shape(b.next)}`).join(' | ')}]`);
    } else parts.push(node.id);
  }
  return parts.join(' > ');
}

function ids(): () => string {
  let n = 0;
  return () => `new${++n}`;
}

const create = (type: string, id: string, newId = ids()) => nodeTypeOf(type)!.create(id, newId);

/** The flow survives its own JSON format (what the edits produce can be saved and read back). */
function roundTrips(flow: Flow): Flow {
  const parsed = parseFlow(JSON.parse(JSON.stringify(flow)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.flow;
}

describe('flow edits: insert a node', () => {
  it('insert after a node: the following nodes move below the new one', () => {
    const flow = insertNode(leave.flow, { afterNodeId: 'start' }, create('approver', 'a1'));
    expect(shape(flow.root)).toBe('start > a1 > cond-days[b-long:n-dept-head > n-hr | b-short:n-supervisor] > n-cc');
    roundTrips(flow);
  });

  it('insert at the top of a branch', () => {
    const flow = insertNode(leave.flow, { branchId: 'b-short' }, create('cc', 'c1'));
    expect(shape(flow.root)).toBe('start > cond-days[b-long:n-dept-head > n-hr | b-short:c1 > n-supervisor] > n-cc');
  });

  it('a new condition group takes the following nodes below the whole group (as in DingTalk)', () => {
    const flow = insertNode(leave.flow, { afterNodeId: 'n-dept-head' }, create('condition', 'g1'));
    expect(shape(flow.root)).toBe('start > cond-days[b-long:n-dept-head > g1[new1: | new2:] > n-hr | b-short:n-supervisor] > n-cc');
  });

  it('copies only the path to the change: untouched nodes keep their objects', () => {
    const before = indexFlow(leave.flow);
    const flow = insertNode(leave.flow, { branchId: 'b-short' }, create('cc', 'c1'));
    const after = indexFlow(flow);
    expect(after.node('n-hr')).toBe(before.node('n-hr'));
    expect(after.node('n-cc')).toBe(before.node('n-cc'));
    expect(after.node('cond-days')).not.toBe(before.node('cond-days'));
  });

  it('an unknown place changes nothing (the same flow)', () => {
    expect(insertNode(leave.flow, { afterNodeId: 'nope' }, create('cc', 'c1'))).toBe(leave.flow);
  });
});

describe('flow edits: delete and copy nodes', () => {
  it('deleting a node moves the following ones up', () => {
    expect(shape(removeNode(leave.flow, 'n-dept-head').root)).toBe('start > cond-days[b-long:n-hr | b-short:n-supervisor] > n-cc');
  });

  it('deleting a group deletes its branches and their nodes; what followed the group stays', () => {
    expect(shape(removeNode(leave.flow, 'cond-days').root)).toBe('start > n-cc');
  });

  it('the start node cannot be deleted', () => {
    expect(removeNode(leave.flow, 'start')).toBe(leave.flow);
  });

  it('copying a node puts a copy with a new id right below it, without the nodes after it', () => {
    const { flow, copyId } = copyNode(leave.flow, 'n-dept-head', ids());
    expect(copyId).toBe('new1');
    expect(shape(flow.root)).toBe('start > cond-days[b-long:n-dept-head > new1 > n-hr | b-short:n-supervisor] > n-cc');
    expect(indexFlow(flow).node('new1')).toMatchObject({ type: 'approver', name: '部门负责人', props: { assignee: { type: 'deptHead' } } });
  });

  it('copying a group copies its branches and their nodes with new ids', () => {
    const { flow } = copyNode(leave.flow, 'cond-days', ids());
    expect(shape(flow.root)).toBe(
      'start > cond-days[b-long:n-dept-head > n-hr | b-short:n-supervisor] > new1[new2:new3 > new4 | new5:new6] > n-cc');
    expect(roundTrips(flow)).toBeTruthy();
  });

  it('the copy shares nothing with the original (editing one leaves the other)', () => {
    const { flow } = copyNode(leave.flow, 'n-hr', ids());
    const edited = updateNodeProps(flow, 'new1', { mode: 'and' });
    expect(indexFlow(edited).node('n-hr')!.props).toMatchObject({ mode: 'or' });
  });
});

describe('flow edits: branches', () => {
  it('添加条件 adds a branch before 其他情况, with the next priority and a fresh name', () => {
    const flow = addBranch(leave.flow, 'cond-days', 'b-new');
    const group = indexFlow(flow).node('cond-days') as ConditionNode;
    expect(orderedBranches(group).map((b) => [b.id, b.name, (b as { priority: number }).priority])).toEqual([
      ['b-long', '超过3天', 1], ['b-new', '条件2', 2], ['b-short', '其他情况', 3],
    ]);
  });

  it('a parallel group gets 分支N at the end', () => {
    const withGroup = insertNode(emptyFlow('f', 'f'), { afterNodeId: 'start' }, create('parallel', 'p'));
    const flow = addBranch(withGroup, 'p', 'b3');
    expect((indexFlow(flow).node('p') as ConditionNode).branches.map((b) => b.name)).toEqual(['分支1', '分支2', '分支3']);
  });

  it('move left / right swaps priorities; 其他情况 stays last and cannot move', () => {
    let flow = addBranch(leave.flow, 'cond-days', 'b-new');
    flow = moveBranch(flow, 'b-new', -1);
    const group = () => indexFlow(flow).node('cond-days') as ConditionNode;
    expect(orderedBranches(group()).map((b) => b.id)).toEqual(['b-new', 'b-long', 'b-short']);
    expect(canMoveBranch(group(), 'b-long', 1)).toBe(false);
    expect(moveBranch(flow, 'b-short', -1)).toBe(flow);
    expect(moveBranch(flow, 'b-new', -1)).toBe(flow);
  });

  it('deleting a branch deletes its nodes; 其他情况 cannot be deleted', () => {
    const three = addBranch(leave.flow, 'cond-days', 'b-new');
    const flow = removeBranch(three, 'b-long');
    expect(shape(flow.root)).toBe('start > cond-days[b-new: | b-short:n-supervisor] > n-cc');
    expect(removeBranch(flow, 'b-short')).toBe(flow);
  });

  it('deleting one of two branches dissolves the group: the other branch\'s nodes take its place', () => {
    const flow = removeBranch(leave.flow, 'b-long');
    expect(shape(flow.root)).toBe('start > n-supervisor > n-cc');
    roundTrips(flow);
  });

  it('copying a branch puts a copy with its nodes right after it', () => {
    const { flow, copyId } = copyBranch(leave.flow, 'b-long', ids());
    expect(copyId).toBe('new1');
    expect(shape(flow.root)).toBe('start > cond-days[b-long:n-dept-head > n-hr | new1:new2 > new3 | b-short:n-supervisor] > n-cc');
    expect(copyBranch(leave.flow, 'b-short', ids()).copyId).toBeUndefined();
  });

  it('renames a branch and sets its conditions', () => {
    let flow = renameBranch(leave.flow, 'b-long', '长假');
    flow = setBranchConditions(flow, 'b-long', [[{ controlId: 'leave_days', op: 'ge', value: 5 }], [{ controlId: 'leave_type', op: 'in', value: ['1'] }]]);
    const group = indexFlow(flow).node('cond-days') as ConditionNode;
    expect(group.branches[0]).toMatchObject({ name: '长假', conditions: [[{ op: 'ge', value: 5 }], [{ op: 'in', value: ['1'] }]] });
    expect(checkFlow(flow, leave.form)).toEqual([]);
    expect(nodeType(group).summary(group, {
      controlsById: new Map(leave.form.controls.map((c) => [c.id, c])), userName: String, deptName: String, roleName: String, controlTitle: String,
    })).toBe('请假天数 ≥ 5 或 请假类型 属于 年假 | 其他情况');
  });
});

describe('flow edits: node settings and flow settings', () => {
  it('renames a node and merges props (undefined removes a key); the same flow when nothing changes', () => {
    let flow = renameNode(leave.flow, 'n-hr', 'HR 审批');
    flow = updateNodeProps(flow, 'n-hr', { mode: 'and', whenEmpty: undefined });
    const node = indexFlow(flow).node('n-hr')!;
    expect(node.name).toBe('HR 审批');
    expect(node.props).toEqual({ assignee: { type: 'role', roleId: 'r-hr' }, mode: 'and', fieldPerms: { leave_reason: 'read', leave_handover: 'edit' } });
    expect(renameNode(flow, 'n-hr', 'HR 审批')).toBe(flow);
    expect(updateNodeProps(flow, 'n-hr', { mode: 'and' })).toBe(flow);
  });

  it('settings merge and keep unknown fields', () => {
    const flow = updateFlowSettings({ ...leave.flow, settings: { ...leave.flow.settings, titleTemplate: 'x' } }, { dedupe: 'keepFirst' });
    expect(flow.settings).toMatchObject({ dedupe: 'keepFirst', titleTemplate: 'x', admins: ['u-hr-head'] });
  });

  it('an empty flow holds only the start node and passes the checks', () => {
    const flow = emptyFlow('f1', '新流程');
    expect(shape(flow.root)).toBe('start');
    expect(checkFlow(flow, leave.form)).toEqual([]);
  });

  it('edits deep in a 200-node chain keep the chain and the ids', () => {
    let flow = emptyFlow('f', 'f');
    for (let i = 0; i < 200; i++) flow = insertNode(flow, { afterNodeId: i === 0 ? 'start' : `a${i - 1}` }, create('approver', `a${i}`));
    flow = renameNode(flow, 'a199', 'last');
    expect(indexFlow(flow).nodes).toHaveLength(201);
    expect(indexFlow(flow).node('a199')!.name).toBe('last');
  });
});
