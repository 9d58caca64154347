import { DesignerSession } from '../../../application/designer/designer-session';
import { FlowDesignerSession, type FlowDesignerState } from '../../../application/designer/flow-designer-session';
import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import { indexFlow, nodeType, type ApproverNode, type ConditionNode, type Flow } from '../../../domain/flow';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { loadedOrganisation } from './loaded-organisation';
import { FakeFlowModelApi } from './fake-flow-model-api';
import { flowUsing } from './designed-flows';

const leave = environment('leave');

async function opened(flow?: Flow) {
  const api = new FakeFlowModelApi();
  api.seed('m1', leave.form, flow);
  const designer = new DesignerSession(api as unknown as FlowModelApi);
  const session = new FlowDesignerSession(designer, loadedOrganisation());
  await designer.load('m1');
  return { api, designer, session };
}

function record<T>(stream: { subscribe(fn: (v: T) => void): { unsubscribe(): void } }): T[] {
  const values: T[] = [];
  stream.subscribe((v) => values.push(v));
  return values;
}

const mainChain = (flow: Flow): string[] => {
  const types: string[] = [];
  for (let node = flow.root.next; node; node = node.next) types.push(node.type);
  return types;
};

describe('FlowDesignerSession', () => {
  test('a design without a flow opens on the start node alone, clean', async () => {
    const { session } = await opened();
    expect(session.snapshot).toMatchObject({ status: 'ready', dirty: false, canUndo: false, zoom: 100 });
    expect(session.flow.root).toMatchObject({ type: 'start', name: '发起人' });
    expect(session.flow.root.next).toBeUndefined();
  });

  test('adding a node emits the new flow, selects an approver (its drawer opens) and marks the design dirty', async () => {
    const { session } = await opened();
    const states = record<FlowDesignerState>(session.state$);
    const id = session.addNode({ afterNodeId: 'start' }, 'approver')!;
    const last = states[states.length - 1]!;
    expect(mainChain(last.flow)).toEqual(['approver']);
    expect(last.selection).toEqual({ kind: 'node', id });
    expect(last.dirty).toBe(true);
    expect(last.canUndo).toBe(true);
  });

  test('undo and redo walk the flow history; undoing everything makes the design clean again', async () => {
    const { session } = await opened();
    session.addNode({ afterNodeId: 'start' }, 'approver');
    const group = session.addNode({ afterNodeId: 'start' }, 'condition')!;
    expect(mainChain(session.flow)).toEqual(['condition', 'approver']);
    session.undo();
    expect(mainChain(session.flow)).toEqual(['approver']);
    session.redo();
    expect(mainChain(session.flow)).toEqual(['condition', 'approver']);
    expect(session.node(group)).toBeDefined();
    session.undo();
    session.undo();
    expect(session.snapshot).toMatchObject({ dirty: false, canUndo: false, canRedo: true });
  });

  test('typing a node name is one undo step and the card summary follows the assignee', async () => {
    const { session } = await opened();
    const id = session.addNode({ afterNodeId: 'start' }, 'approver')!;
    for (const name of ['人', '人事', '人事审批']) session.renameNode(id, name);
    session.setAssignee(id, { type: 'role', roleId: 'r-hr' });
    const node = session.node(id) as ApproverNode;
    expect(node.name).toBe('人事审批');
    expect(nodeType(node).summary(node, session.names())).toBe('角色：人事专员 或签');
    session.undo();
    expect(nodeType(session.node(id) as ApproverNode).summary(session.node(id) as ApproverNode, session.names())).toBe('');
    session.undo();
    expect(session.node(id)!.name).toBe('审批人');
  });

  test('field permissions: one control, then the column header sets all', async () => {
    const { session } = await opened();
    const id = session.addNode({ afterNodeId: 'start' }, 'cc')!;
    session.setFieldPerm(id, 'leave_reason', 'hidden');
    expect(session.node(id)!.props).toMatchObject({ fieldPerms: { leave_reason: 'hidden' } });
    session.setAllFieldPerms(id, 'read');
    expect(Object.values((session.node(id)!.props as { fieldPerms: Record<string, string> }).fieldPerms)).toEqual(leave.form.controls.map(() => 'read'));
  });

  test('branches: add, move, set conditions, copy and delete; the drawer closes on a deleted branch', async () => {
    const { session } = await opened();
    const group = session.addNode({ afterNodeId: 'start' }, 'condition')!;
    const added = session.addBranch(group)!;
    session.moveBranch(added, -1);
    const branches = () => (session.node(group) as ConditionNode).branches;
    expect(branches().find((b) => b.id === added)!.priority).toBe(1);
    session.setConditions(added, [[{ controlId: 'leave_days', op: 'gt', value: 3 }]]);
    session.select(added);
    expect(session.snapshot.selection).toEqual({ kind: 'branch', id: added });
    const copy = session.copyBranch(added)!;
    expect(branches()).toHaveLength(4);
    session.removeBranch(added);
    expect(session.snapshot.selection).toBeUndefined();
    expect(branches().map((b) => b.id)).toContain(copy);
  });

  test('the flow is saved with the form and read back; the saved flow makes the design clean', async () => {
    const { api, designer, session } = await opened();
    const id = session.addNode({ afterNodeId: 'start' }, 'approver')!;
    session.setAssignee(id, { type: 'deptHead' });
    session.updateSettings({ dedupe: 'keepFirst', titleTemplate: '{发起人}的请假' });
    expect(await designer.save()).toMatchObject({ ok: true, version: 2 });
    expect(session.snapshot.dirty).toBe(false);
    const reopened = new DesignerSession(api as unknown as FlowModelApi);
    await reopened.load('m1');
    expect(indexFlow(reopened.snapshot.flow).node(id)!.props).toMatchObject({ assignee: { type: 'deptHead' } });
    expect(reopened.snapshot.flow.settings).toEqual({ dedupe: 'keepFirst', titleTemplate: '{发起人}的请假' });
  });

  test('the form tab sees the flow at once: title lock, branch warning and the nodes named before deleting a control', async () => {
    const { designer, session } = await opened();
    expect(designer.titleLock('leave_days').warning).toBeUndefined();
    const group = session.addNode({ afterNodeId: 'start' }, 'condition')!;
    const branch = (session.node(group) as ConditionNode).branches[0]!.id;
    session.setConditions(branch, [[{ controlId: 'leave_days', op: 'gt', value: 3 }]]);
    expect(designer.titleLock('leave_days').warning).toBe('该字段已被用作分支条件，修改标题可能影响流程分支');
    expect(designer.deletionPrompt('leave_days')).toMatchObject({ needsConfirmation: true, usedByNodes: ['条件分支'] });
  });

  test('a flow from the old {nodes} format is replaced by a fresh one, saying why', async () => {
    const api = new FakeFlowModelApi();
    api.seed('m1', leave.form);
    api.designs.set('m1', { ...api.designs.get('m1')!, flow: { nodes: [{ id: 'x', type: 'approval', name: '审批' }] } });
    const designer = new DesignerSession(api as unknown as FlowModelApi);
    await designer.load('m1');
    expect(designer.snapshot.flow.root.next).toBeUndefined();
    expect(designer.snapshot.flowNotice).toContain('流程是旧格式');
  });

  test('loading another design starts a fresh flow history', async () => {
    const { api, designer, session } = await opened(flowUsing('leave_handover', 'leave_days'));
    session.removeNode('n-task');
    api.seed('m2', leave.form);
    await designer.load('m2');
    expect(session.snapshot).toMatchObject({ canUndo: false, selection: undefined, dirty: false });
  });

  test('zoom stays within 50–200 %', async () => {
    const { session } = await opened();
    session.setZoom(20);
    expect(session.snapshot.zoom).toBe(50);
    session.setZoom(250);
    expect(session.snapshot.zoom).toBe(200);
  });
});
