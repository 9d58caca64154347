// Issue 32, item 9: a design save refused by a newer version offered only a toast, a modal and a red line.
// 载入最新版本并保留我的修改 loads the newer design and replays the edits made here since the last save on it
// through the command stacks; what cannot be replayed is listed by name.
import { DesignerSession } from '../../../application/designer/designer-session';
import { DesignRebase } from '../../../application/designer/design-rebase';
import { FlowDesignerSession } from '../../../application/designer/flow-designer-session';
import type { FlowModelApi, ModelDesign } from '../../../application/ports/flow-model-api';
import { indexFlow, type Flow } from '../../../domain/flow';
import { renameNode } from '../../../domain/flow/edit';
import type { Form } from '../../../domain/model/form';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { FakeFlowModelApi } from './fake-flow-model-api';
import { loadedOrganisation } from './loaded-organisation';

const leave = environment('leave');

async function opened() {
  const api = new FakeFlowModelApi();
  api.seed('m1', leave.form, leave.flow);
  const designer = new DesignerSession(api as unknown as FlowModelApi);
  const flow = new FlowDesignerSession(designer, loadedOrganisation());
  const rebase = new DesignRebase(designer, flow, api as unknown as FlowModelApi);
  await designer.load('m1');
  return { api, designer, flow, rebase };
}

/** Someone else saves a newer design meanwhile. */
function theySave(api: FakeFlowModelApi, change: (design: ModelDesign) => Partial<ModelDesign>) {
  const current = api.designs.get('m1')!;
  api.designs.set('m1', { ...current, ...change(current), version: current.version + 1 });
}

const titles = (form: Form) => form.controls.map((c) => c.config.title);
const names = (flow: Flow) => indexFlow(flow).nodes.map((n) => n.name);

describe('载入最新版本并保留我的修改 (issue 32)', () => {
  test('a save conflict is marked on the design, with the way forward in its message', async () => {
    const { api, designer } = await opened();
    designer.updateConfig('leave_reason', { title: '事由' });
    theySave(api, (d) => d);
    expect(await designer.save()).toMatchObject({ reason: 'conflict' });
    expect(designer.snapshot.conflict).toBe(true);
    expect(designer.snapshot.error).toContain('载入最新版本并保留我的修改');
  });

  test('the local form and flow edits are replayed on the newer design, which keeps their changes too; then 保存 succeeds', async () => {
    const { api, designer, flow, rebase } = await opened();
    designer.updateConfig('leave_reason', { title: '请假原因' });
    const added = designer.addControl(2);
    designer.updateConfig(added, { title: '紧急联系人' });
    flow.renameNode('n-dept-head', '部门经理审批');
    theySave(api, (d) => ({
      form: { ...d.form, controls: d.form.controls.map((c) => (c.id === 'leave_type' ? { ...c, config: { ...c.config, title: '假期类型' } } : c)) },
      flow: renameNode(d.flow as unknown as Flow, 'start', '申请人') as unknown as ModelDesign['flow'],
    }));
    expect(await designer.save()).toMatchObject({ reason: 'conflict' });

    const outcome = await rebase.reloadKeepingMine();
    expect(outcome).toEqual({ ok: true, message: '已载入最新保存的设计，你的修改已保留，请检查后保存', notReplayed: [] });
    expect(titles(designer.snapshot.form)).toEqual(['假期类型', '开始日期', '请假天数', '请假原因', '工作交接人', '紧急联系人']);
    expect(names(designer.snapshot.flow)).toEqual(expect.arrayContaining(['申请人', '部门经理审批']));
    expect(designer.snapshot).toMatchObject({ version: 2, dirty: true, conflict: false, error: undefined });

    expect(await designer.save()).toMatchObject({ ok: true, version: 3 });
    const stored = api.designs.get('m1')!;
    expect(titles(stored.form)).toEqual(['假期类型', '开始日期', '请假天数', '请假原因', '工作交接人', '紧急联系人']);
    expect(names(stored.flow as unknown as Flow)).toEqual(expect.arrayContaining(['申请人', '部门经理审批']));
  });

  test('an edit of a control or node someone else deleted cannot be replayed and is listed by name; the rest is kept', async () => {
    const { api, designer, flow, rebase } = await opened();
    designer.updateConfig('leave_handover', { title: '交接同事' });
    designer.updateConfig('leave_reason', { title: '请假原因' });
    flow.renameNode('n-dept-head', '部门经理审批');
    theySave(api, (d) => ({
      form: { ...d.form, controls: d.form.controls.filter((c) => c.id !== 'leave_handover') },
      flow: removeNodeNamed(d.flow as unknown as Flow, 'n-dept-head') as unknown as ModelDesign['flow'],
    }));
    await designer.save();

    const outcome = await rebase.reloadKeepingMine();
    expect(outcome).toEqual({
      ok: true, message: '已载入最新保存的设计；有 2 项修改无法保留，已列出',
      notReplayed: ['修改控件「交接同事」', '修改节点「部门经理审批」'],
    });
    expect(titles(designer.snapshot.form)).toEqual(['请假类型', '开始日期', '请假天数', '请假原因']);
  });

  test('a control added here whose id someone else took meanwhile is not laid over theirs: it and its edits are listed', async () => {
    const { api, designer, rebase } = await opened();
    const added = designer.addControl(2);
    designer.updateConfig(added, { title: '我的新字段' });
    theySave(api, (d) => ({ form: { ...d.form, controls: [...d.form.controls, { ...d.form.controls[3]!, id: added, config: { ...d.form.controls[3]!.config, title: '他的新字段' } }] } }));
    await designer.save();
    const outcome = await rebase.reloadKeepingMine();
    expect(outcome).toMatchObject({ ok: true, notReplayed: [expect.stringMatching(/^新增控件「/), '修改控件「我的新字段」'] });
    expect(titles(designer.snapshot.form)).toContain('他的新字段');
    expect(titles(designer.snapshot.form)).not.toContain('我的新字段');
  });

  test('edits saved before are not replayed again: only those since the last save', async () => {
    const { api, designer, rebase } = await opened();
    const first = designer.addControl(2);
    expect(await designer.save()).toMatchObject({ ok: true });
    designer.updateConfig(first, { title: '第二次修改' });
    theySave(api, (d) => d);
    await designer.save();
    const outcome = await rebase.reloadKeepingMine();
    expect(outcome).toMatchObject({ ok: true, notReplayed: [] });
    expect(designer.snapshot.form.controls.filter((c) => c.id === first)).toHaveLength(1);
    expect(designer.controlById(first)?.config.title).toBe('第二次修改');
  });

  test('a moved control keeps its place next to the same neighbour on the newer form', async () => {
    const { api, designer, rebase } = await opened();
    designer.moveControlById('leave_reason', 0);
    theySave(api, (d) => ({ form: { ...d.form, controls: d.form.controls.filter((c) => c.id !== 'leave_start') } }));
    await designer.save();
    await rebase.reloadKeepingMine();
    expect(designer.snapshot.form.controls.map((c) => c.id)).toEqual(['leave_reason', 'leave_type', 'leave_days', 'leave_handover']);
  });
});

function removeNodeNamed(flow: Flow, id: string): Flow {
  // Their save without the node (the branch goes straight on).
  return JSON.parse(JSON.stringify(flow, (_key, value: { id?: string; next?: unknown }) => (value && value.id === id ? value.next : value))) as Flow;
}
