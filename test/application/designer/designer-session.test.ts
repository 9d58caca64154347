import type { Control, ControlOption, TableColumn } from '../../../domain/model/control';
import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import { DesignerSession, type DesignerState } from '../../../application/designer/designer-session';
import * as edits from '../../../application/designer/form-edits';
import * as d from '../../../domain/designer';
import { validationMessages } from '../../../domain/messages';
import { FakeFlowModelApi } from './fake-flow-model-api';
import { flowUsing } from './designed-flows';
import type { Flow } from '../../../domain/flow';

async function loaded(form = { id: 'form-1', name: '请假', controls: [] as Control[] }, flow?: Flow) {
  const api = new FakeFlowModelApi();
  api.seed('m1', form, flow);
  const session = new DesignerSession(api as unknown as FlowModelApi);
  await session.load('m1');
  return { api, session };
}

function record<T>(stream: { subscribe(fn: (v: T) => void): { unsubscribe(): void } }): T[] {
  const values: T[] = [];
  stream.subscribe((v) => values.push(v));
  return values;
}

describe('DesignerSession', () => {
  test('load gives a ready, clean state with the loaded version', async () => {
    const { session } = await loaded();
    const state = session.snapshot;
    expect(state.status).toBe('ready');
    expect(state.dirty).toBe(false);
    expect(state.version).toBe(1);
    expect(state.canUndo).toBe(false);
  });

  test('a load failure gives an error state with the server message', async () => {
    const session = new DesignerSession(new FakeFlowModelApi() as unknown as FlowModelApi);
    await session.load('missing');
    expect(session.snapshot.status).toBe('error');
    expect(session.snapshot.error).toBe('流程不存在');
  });

  test('addControl inserts at a position, selects it, applies the panel defaults (required true, hidden false)', async () => {
    const { session } = await loaded();
    const a = session.addControl(1);
    const b = session.addControl(8, 0);
    expect(session.snapshot.form.controls.map((c) => c.id)).toEqual([b, a]);
    expect(session.snapshot.selectedId).toBe(b);
    const radio = session.controlById(b)!;
    expect(radio.config.required).toBe(true);
    expect(radio.config.hidden).toBe(false);
    expect(radio.props.formValue).toBe('');
    expect(radio.props.custom).toBe(false);
    expect(session.snapshot.dirty).toBe(true);
  });

  test('undo and redo walk every model change; back at the saved form it is clean again', async () => {
    const { session } = await loaded();
    const id = session.addControl(1);
    session.updateConfig(id, { title: '姓名' });
    session.moveControl(0, 0);
    session.undo();
    expect(session.controlById(id)?.config.title).toBe('单行文本');
    session.undo();
    expect(session.snapshot.form.controls).toHaveLength(0);
    expect(session.snapshot.dirty).toBe(false);
    expect(session.snapshot.canUndo).toBe(false);
    session.redo();
    session.redo();
    expect(session.controlById(id)?.config.title).toBe('姓名');
    expect(session.snapshot.canRedo).toBe(false);
  });

  test('typing in one field merges into one undo step', async () => {
    const { session } = await loaded();
    const id = session.addControl(1);
    for (const title of ['姓', '姓名', '姓名1']) session.updateConfig(id, { title });
    session.undo();
    expect(session.controlById(id)?.config.title).toBe('单行文本');
  });

  test('control$(id) emits only when that control changes, order$ only when the order changes', async () => {
    const { session } = await loaded();
    const a = session.addControl(1);
    const b = session.addControl(6);
    const aValues = record(session.control$(a));
    const order = record(session.order$);
    session.updateConfig(b, { title: '金额' });
    session.select(b);
    expect(aValues).toHaveLength(1);
    expect(order).toHaveLength(1);
    session.updateConfig(a, { title: '姓名' });
    expect(aValues).toHaveLength(2);
    session.moveControl(1, 0);
    expect(order.at(-1)).toEqual([b, a]);
  });

  test('isSelected$ follows the selection', async () => {
    const { session } = await loaded();
    const a = session.addControl(1);
    const b = session.addControl(1);
    const values = record(session.isSelected$(a));
    session.select(a);
    session.select(b);
    expect(values).toEqual([false, true, false]);
  });

  test('copy places a copy with a new id right after; remove selects the neighbour', async () => {
    const { session } = await loaded();
    const a = session.addControl(15);
    const copy = session.copyControl(a)!;
    const controls = session.snapshot.form.controls;
    expect(controls.map((c) => c.id)).toEqual([a, copy]);
    const columns = controls[1].children as TableColumn[];
    expect(columns.every((col) => col.props.tableId === copy && col.id.startsWith(copy))).toBe(true);
    session.removeControl(copy);
    expect(session.snapshot.selectedId).toBe(a);
  });

  test('save sends the loaded version, then the state is clean with the new version', async () => {
    const { api, session } = await loaded();
    session.addControl(1);
    const result = await session.save();
    expect(result).toEqual({ ok: true, version: 2 });
    expect(api.saves[0].version).toBe(1);
    expect(session.snapshot.dirty).toBe(false);
    expect(session.snapshot.version).toBe(2);
  });

  test('saving over a version someone else saved is refused with a clear message, never overwritten', async () => {
    const { api, session } = await loaded();
    session.addControl(1);
    api.bumpVersion('m1');
    const result = await session.save();
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ reason: 'conflict' });
    expect(session.snapshot.error).toMatch(/他人已在您加载之后保存/);
    expect(session.snapshot.dirty).toBe(true);
    expect(api.saves).toHaveLength(0);
  });

  test('save runs the form checks first and lists the problems by control (invalid formula)', async () => {
    const { api, session } = await loaded();
    const calc = session.addControl(24);
    session.updateProps(calc, { formula: ['+', '1'], result: 'round' });
    const result = await session.save();
    expect(result).toMatchObject({ ok: false, reason: 'problems' });
    const problems: DesignerState['problems'] = session.snapshot.problems;
    expect(problems[0].controlId).toBe(calc);
    expect(problems[0].message).toBe(validationMessages.formulaInvalid);
    expect(api.saves).toHaveLength(0);
  });

  test('check lists logic pointing at a deleted control and circular calculators', async () => {
    const { session } = await loaded();
    const radio = session.addControl(8);
    const text = session.addControl(1);
    session.setOptionLogic(radio, 1, [text]);
    session.apply('delete option', (f) => edits.updateControl(f, radio, (c) => ({ ...c, children: [] })));
    const c1 = session.addControl(24);
    const c2 = session.addControl(24);
    session.updateProps(c1, { formula: [{ id: c2 }], result: 'round' });
    session.updateProps(c2, { formula: [{ id: c1 }], result: 'round' });
    const messages = session.check().map((p) => p.message);
    expect(messages).toContain(validationMessages.logicUnknownOption(radio, 1));
    expect(messages.some((m) => m.startsWith('计算控件之间存在循环依赖'))).toBe(true);
  });

  test('option logic: choosing an option reveals exactly the linked fields', async () => {
    const { session } = await loaded();
    const radio = session.addControl(8);
    const a = session.addControl(1);
    const b = session.addControl(1);
    session.setOptionLogic(radio, 2, [a, b]);
    session.setOptionLogic(radio, 2, [b]);
    expect(session.controlById(a)?.logic?.[radio]).toBeUndefined();
    expect(session.controlById(b)?.logic?.[radio]).toEqual([2]);
    expect(edits.linkedControlIds(session.snapshot.form, radio, 2)).toEqual([b]);
  });

  test('batch edit of options: one option per line, clears the logic rules', async () => {
    const { session } = await loaded();
    const radio = session.addControl(8);
    const a = session.addControl(1);
    session.setOptionLogic(radio, 1, [a]);
    session.apply('batch', (f) => edits.batchEditOptions(f, radio, '年假\n\n病假\n事假'));
    const options = session.controlById(radio)!.children as ControlOption[];
    expect(options.map((o) => o.value)).toEqual(['年假', '病假', '事假']);
    expect(session.controlById(a)?.logic?.[radio]).toBeUndefined();
  });

  test('the "other" option can be added once and is always kept last', async () => {
    const { session } = await loaded();
    const radio = session.addControl(9);
    session.apply('other', (f) => edits.addOtherOption(f, radio));
    session.apply('other', (f) => edits.addOtherOption(f, radio));
    session.apply('add', (f) => edits.addOption(f, radio, '新'));
    const options = session.controlById(radio)!.children as ControlOption[];
    expect(options.filter((o) => o.isOther)).toHaveLength(1);
    expect(options.at(-1)?.isOther).toBe(true);
    expect(options.map((o) => o.id)).toEqual([1, 2, 3, 4, 6, 5]);
  });

  test('radio default option is unset by clicking it again', async () => {
    const { session } = await loaded();
    const radio = session.addControl(8);
    session.apply('d', (f) => edits.toggleDefaultOption(f, radio, 2));
    session.apply('d', (f) => edits.toggleDefaultOption(f, radio, 3));
    expect((session.controlById(radio)!.children as ControlOption[]).filter((o) => o.isDefault).map((o) => o.id)).toEqual([3]);
    session.apply('d', (f) => edits.toggleDefaultOption(f, radio, 3));
    expect((session.controlById(radio)!.children as ControlOption[]).some((o) => o.isDefault)).toBe(false);
  });

  test('default value type 4 disables the field; leaving it clears and re-enables; a change clears value and links', async () => {
    const { session } = await loaded();
    const id = session.addControl(1);
    session.updateProps(id, { value: 'x' });
    session.updateControl(id, { linkTargetControlsId: ['f'], dataTableCallConfig: { linkType: 'table', computeType: 'display' } });
    session.setDefaultValueType(id, 4);
    let control = session.controlById(id)!;
    expect(control.props.disabled).toBe(true);
    expect(control.props.value).toBe('');
    expect(control.linkTargetControlsId).toBeUndefined();
    expect(control.dataTableCallConfig).toBeUndefined();
    session.setDefaultValueType(id, 1);
    control = session.controlById(id)!;
    expect(control.props.disabled).toBe(false);
    expect(control.props.userInfo).toBeUndefined();
  });

  test('text length limit: off clears both; raising min above max raises max; lowering max lowers min', async () => {
    const { session } = await loaded();
    const id = session.addControl(1);
    session.edit(id, 'on', (c) => d.setTextLengthLimit(c, true));
    session.edit(id, 'max', (c) => d.setMaxLength(c, 10));
    session.edit(id, 'min', (c) => d.setMinLength(c, 12));
    expect(session.controlById(id)!.props).toMatchObject({ minlength: 12, maxlength: 12 });
    session.edit(id, 'max', (c) => d.setMaxLength(c, 5));
    expect(session.controlById(id)!.props).toMatchObject({ minlength: 5, maxlength: 5 });
    session.edit(id, 'off', (c) => d.setTextLengthLimit(c, false));
    expect(session.controlById(id)!.props).toMatchObject({ minlength: 0, maxlength: 0 });
  });

  test('min/max count: the required toggle reveals the inputs; off clears them; min above max raises max', async () => {
    const { session } = await loaded();
    const id = session.addControl(10);
    session.edit(id, 'on', (c) => edits.setCountLimitEnabled(c, true));
    session.edit(id, 'min', (c) => edits.setCount(c, 'min', 3));
    expect(session.controlById(id)!.props).toMatchObject({ isCountLimit: true, min: 3, max: 3 });
    session.edit(id, 'max', (c) => edits.setCount(c, 'max', -2));
    expect(session.controlById(id)!.props).toMatchObject({ min: 0, max: 0 });
    session.edit(id, 'off', (c) => edits.setCountLimitEnabled(c, false));
    expect(session.controlById(id)!.props.isCountLimit).toBe(false);
  });

  test('table columns: add (80 px default), width/min/fixed, sum setting, delete drops it from the sum', async () => {
    const { session } = await loaded();
    const table = session.addControl(15);
    session.apply('col', (f) => edits.addColumn(f, table, 6));
    const columns = () => session.controlById(table)!.children as TableColumn[];
    const numberCol = columns()[2];
    expect(numberCol.colProps).toEqual({ width: 80, fixed: 'none', isMinWidth: false });
    session.edit(table, 'w', (t) => d.setColumnFixed(d.setColumnMinWidth(d.setColumnWidth(t, numberCol.id, 120), numberCol.id, true), numberCol.id, 'left'));
    session.edit(table, 'sum', (t) => d.setSummaryColumns(d.setShowSummary(t, true), [numberCol.id]));
    expect(columns()[2].colProps).toMatchObject({ width: 120, fixed: 'left', isMinWidth: true });
    expect(session.controlById(table)!.props).toMatchObject({ showSummary: true, summaryColumns: [numberCol.id] });
    session.edit(table, 'rm', (t) => d.deleteColumn(t, numberCol.id));
    expect(session.controlById(table)!.props.summaryColumns).toEqual([]);
  });

  test('table statistics: the last rule cannot be removed (refused with the message)', async () => {
    const { session } = await loaded();
    const stats = session.addControl(21);
    const refusal = session.applyResult('rm', edits.onControlResult(stats, (c) => d.removeStatisticsRule(c, 0)));
    expect(refusal).toBe('至少保留一条统计规则');
    expect(session.controlById(stats)!.rules).toHaveLength(1);
    session.edit(stats, 'add', d.addStatisticsRule);
    expect(session.applyResult('rm', edits.onControlResult(stats, (c) => d.removeStatisticsRule(c, 0)))).toBeUndefined();
    expect(session.controlById(stats)!.rules).toHaveLength(1);
  });

  test('deleting a control used elsewhere asks 删除控件确认', async () => {
    const { session } = await loaded();
    const num = session.addControl(6);
    const calc = session.addControl(24);
    expect(session.deletionPrompt(calc).needsConfirmation).toBe(false);
    session.updateProps(calc, { formula: [{ id: num }, '+', '1'], result: 'round' });
    const prompt = session.deletionPrompt(num);
    expect(prompt.needsConfirmation).toBe(true);
    expect(prompt.title).toBe('删除控件确认');
    expect(prompt.referencedBy).toEqual([calc]);
  });

  test('a title is locked when a task uses the field, warned when a branch condition uses it', async () => {
    const form = { id: 'f', name: 'n', controls: [] as Control[] };
    const { session } = await loaded(form, flowUsing('field_1', 'field_2'));
    session.addControl(1);
    session.addControl(1);
    expect(session.titleLock('field_1')).toMatchObject({ locked: true, reason: '该字段已被前置或后续任务使用，标题不可修改' });
    expect(session.setTitle('field_1', '新标题')).toBe('该字段已被前置或后续任务使用，标题不可修改');
    expect(session.controlById('field_1')?.config.title).toBe('单行文本');
    expect(session.titleLock('field_2')).toMatchObject({ locked: false, warning: '该字段已被用作分支条件，修改标题可能影响流程分支' });
    expect(session.setTitle('field_2', '金额')).toBeUndefined();
    expect(session.controlById('field_2')?.config.title).toBe('金额');
  });

  test('JSON export and import round-trip; bad JSON gives errors with field paths', async () => {
    const { session } = await loaded();
    session.addControl(8);
    const json = session.exportJson();
    session.removeControl(session.snapshot.form.controls[0].id);
    expect(session.importJson(json)).toEqual({ ok: true });
    expect(session.snapshot.form.controls).toHaveLength(1);
    const bad = session.importJson('{"id":"x","name":"n","controls":[{"id":"a","moduleId":99}]}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0].path).toContain('controls[0]');
    expect(session.importJson('not json')).toMatchObject({ ok: false });
    session.undo();
    expect(session.snapshot.form.controls).toHaveLength(0);
  });

  test('leaving with unsaved changes warns', async () => {
    const { session } = await loaded();
    expect(session.leaveWarning()).toBeUndefined();
    session.addControl(1);
    expect(session.leaveWarning()).toBe('表单有未保存的修改，确定离开吗？');
  });
});
