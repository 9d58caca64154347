// Issue 14, item 6: after undoing back to the saved state, "表单有 2 个问题" stayed, and a problem named an
// internal id ("公式引用的控件不存在：field_11"). Problems follow the current form and name controls by title.
import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import { DesignerSession } from '../../../application/designer/designer-session';
import type { Control } from '../../../domain/model/control';
import { FakeFlowModelApi } from './fake-flow-model-api';

async function savedFormWithCalculator() {
  const api = new FakeFlowModelApi();
  api.seed('m1', { id: 'form-1', name: '报销', controls: [] as Control[] });
  const session = new DesignerSession(api as unknown as FlowModelApi);
  await session.load('m1');
  const amount = session.addControl(6);
  session.updateConfig(amount, { title: '金额' });
  const calc = session.addControl(24);
  session.updateConfig(calc, { title: '合计' });
  session.updateProps(calc, { formula: [{ id: amount }, '*', '2'], result: 'round' });
  expect(await session.save()).toMatchObject({ ok: true });
  return { session, amount, calc };
}

test('a problem names the control by its title, also a control deleted since the save', async () => {
  const { session, amount } = await savedFormWithCalculator();
  session.removeControl(amount);
  const messages = session.check().map((p) => p.message);
  expect(messages).toEqual(['公式引用的控件不存在：金额']);
  expect(messages.join()).not.toContain(amount);
});

test('undoing back to the saved state clears the listed problems (表单有 N 个问题 goes away)', async () => {
  const { session, amount } = await savedFormWithCalculator();
  session.removeControl(amount);
  expect(session.check()).toHaveLength(1);
  session.undo();
  expect(session.snapshot.dirty).toBe(false);
  expect(session.snapshot.problems).toEqual([]);
  session.redo();
  // Nothing is listed until the next check: problems appear on save / check, then follow every edit.
  expect(session.snapshot.problems).toEqual([]);
});

test('listed problems follow each edit: fixing the formula removes its problem at once', async () => {
  const { session, amount, calc } = await savedFormWithCalculator();
  session.removeControl(amount);
  session.check();
  session.updateProps(calc, { formula: ['1', '+', '2'] });
  expect(session.snapshot.problems).toEqual([]);
});
