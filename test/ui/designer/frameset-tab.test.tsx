/** @jest-environment jest-fixed-jsdom */
import '../controls/message-channel';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDesigner } from './render-designer';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { controlTypes } from '../../../domain/controls/registry';

// Control types and the toast host are loaded before the first render: nothing waits on a cold chunk.
beforeAll(preloadAppChunks);

const setup = renderDesigner;

test('the palette lists every control type, grouped; Enter on an item adds it to the canvas and selects it', async () => {
  const { session } = setup();
  await screen.findByText('请假单');
  const palette = screen.getByLabelText('控件库');
  expect(within(palette).getAllByRole('button')).toHaveLength(controlTypes.length);
  for (const group of ['基础控件', '选择控件', '高级控件', '布局与展示']) expect(within(palette).getByText(group)).toBeInTheDocument();
  fireEvent.keyDown(within(palette).getByText('单行文本'), { key: 'Enter' });
  expect(session.snapshot.form.controls).toHaveLength(1);
  const id = session.snapshot.form.controls[0].id;
  expect(await screen.findByLabelText('属性设置')).toHaveAttribute('data-selected-id', id);
  expect(screen.getByTestId('dirty-state')).toHaveTextContent('有未保存的修改');
});

test('typing a title in the property panel updates the canvas item; Ctrl+Z undoes it', async () => {
  const { session } = setup();
  await screen.findByText('请假单');
  act(() => { session.addControl(1); });
  const input = await screen.findByLabelText('标题');
  fireEvent.change(input, { target: { value: '姓名' } });
  const id = session.snapshot.form.controls[0].id;
  const item = document.querySelector(`[data-canvas-id="${id}"]`) as HTMLElement;
  expect(within(item).getByText('姓名')).toBeInTheDocument();
  fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
  expect(session.controlById(id)?.config.title).toBe('单行文本');
});

test('editing one control does not re-render the other canvas items', async () => {
  const { session } = setup();
  await screen.findByText('请假单');
  act(() => { session.addControl(1); session.addControl(1); });
  const [a, b] = session.snapshot.form.controls.map((c) => c.id);
  const itemB = document.querySelector(`[data-canvas-id="${b}"]`) as HTMLElement;
  const before = itemB.firstElementChild;
  act(() => { session.updateConfig(a, { title: '改了' }); });
  expect(document.querySelector(`[data-canvas-id="${b}"]`)?.firstElementChild).toBe(before);
});

test('Alt+ArrowDown moves the focused control; Delete removes it', async () => {
  const { session } = setup();
  await screen.findByText('请假单');
  act(() => { session.addControl(1); session.addControl(6); });
  const [a, b] = session.snapshot.form.controls.map((c) => c.id);
  const itemA = document.querySelector(`[data-canvas-id="${a}"]`) as HTMLElement;
  fireEvent.keyDown(itemA, { key: 'ArrowDown', altKey: true });
  expect(session.snapshot.form.controls.map((c) => c.id)).toEqual([b, a]);
  fireEvent.keyDown(document.querySelector(`[data-canvas-id="${a}"]`) as HTMLElement, { key: 'Delete' });
  expect(session.snapshot.form.controls.map((c) => c.id)).toEqual([b]);
});

test('save with an invalid formula lists the problem; clicking it selects the control', async () => {
  const { session, api } = setup();
  await screen.findByText('请假单');
  let calc = '';
  act(() => { calc = session.addControl(24); session.updateProps(calc, { formula: ['+', '1'], result: 'round' }); session.select(undefined); });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  const list = await screen.findByTestId('designer-problems');
  expect(list).toHaveTextContent('编辑的公式不符合计算规则，无法计算');
  expect(api.saves).toHaveLength(0);
  fireEvent.click(within(list).getByRole('button', { name: '数字计算器' }));
  await waitFor(() => expect(screen.getByLabelText('属性设置')).toHaveAttribute('data-selected-id', calc));
});

test('a version conflict on save is shown, the form stays unsaved', async () => {
  const { session, api } = setup();
  await screen.findByText('请假单');
  act(() => { session.addControl(1); });
  api.bumpVersion('m1');
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText(/他人已在您加载之后保存/)).toBeInTheDocument();
  expect(screen.getByTestId('dirty-state')).toHaveTextContent('有未保存的修改');
});

test('issue 32: a save conflict offers 载入最新版本并保留我的修改 — the newer design with my edits on it, then 保存 succeeds', async () => {
  const { session, api } = setup();
  await screen.findByText('请假单');
  let added = '';
  act(() => { added = session.addControl(1); session.updateConfig(added, { title: '紧急联系人' }); });
  api.bumpVersion('m1');
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  const reload = await screen.findByRole('button', { name: '载入最新版本并保留我的修改' });
  // No dead-end dialog: the way forward is on the page.
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(reload);
  expect(await screen.findByText('已载入最新保存的设计，你的修改已保留，请检查后保存')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: '载入最新版本并保留我的修改' })).toBeNull());
  expect(session.controlById(added)?.config.title).toBe('紧急联系人');
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(api.designs.get('m1')?.version).toBe(3));
  expect(api.designs.get('m1')?.form.controls.map((c) => c.config.title)).toContain('紧急联系人');
});

test('the formula editor refuses an invalid formula with the spec message and cancel closes it', async () => {
  const { session } = setup();
  await screen.findByText('请假单');
  act(() => { session.addControl(6); session.addControl(24); });
  fireEvent.click(await screen.findByRole('button', { name: '编辑公式' }));
  const dialog = await screen.findByRole('dialog');
  // Issue 14 item 7: the 结果格式 select keeps its arrow on its row (no display: block on the Select itself).
  const resultSelect = dialog.querySelector('.formula-result-select') as HTMLElement;
  expect(resultSelect.style.display).not.toBe('block');
  fireEvent.click(within(dialog).getByRole('button', { name: '运算符 +' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '数字 1' }));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '结果格式' }));
  fireEvent.click(await screen.findByText('四舍五入取整'));
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByTestId('formula-error')).toHaveTextContent('编辑的公式不符合计算规则，无法计算');
  fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
  await waitFor(() => expect(screen.queryByTestId('formula-error')).not.toBeInTheDocument());
  const calc = session.snapshot.form.controls[1];
  expect(calc.props.formula).toEqual([]);
});
