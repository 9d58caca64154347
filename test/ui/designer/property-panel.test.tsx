/** @jest-environment jest-fixed-jsdom */
import '../controls/message-channel';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ControlOption, TableColumn } from '../../../domain/model/control';
import { flowUsing } from '../../application/designer/designed-flows';
import { renderDesigner } from './render-designer';
import { preloadAppChunks } from '../../setup/preload-chunks';

// Control types and the toast host are loaded before the first render: nothing waits on a cold chunk.
beforeAll(preloadAppChunks);

const panel = () => screen.getByLabelText('属性设置');

async function ready() {
  await screen.findByText('请假单');
}

test('options editor: "other" can be added once and stays last; batch edit replaces the options and clears the logic', async () => {
  const { session } = renderDesigner();
  await ready();
  let radio = '';
  let text = '';
  act(() => { text = session.addControl(1); radio = session.addControl(8); session.setOptionLogic(radio, 1, [text]); });
  fireEvent.click(within(panel()).getByRole('button', { name: '添加"其他"' }));
  expect(within(panel()).getByRole('button', { name: '添加"其他"' })).toBeDisabled();
  fireEvent.click(within(panel()).getByRole('button', { name: '添加选项' }));
  const options = () => session.controlById(radio)!.children as ControlOption[];
  expect(options().at(-1)?.isOther).toBe(true);
  expect(options()).toHaveLength(6);
  fireEvent.click(within(panel()).getByRole('button', { name: '批量编辑' }));
  const area = await screen.findByLabelText('批量编辑选项');
  expect(screen.getByText('每行一个选项；保存后将清空该控件的逻辑设置')).toBeInTheDocument();
  fireEvent.change(area, { target: { value: '年假\n病假' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
  expect(options().map((o) => o.value)).toEqual(['年假', '病假', '其他']);
  expect(session.controlById(text)?.logic?.[radio]).toBeUndefined();
});

test('the option-to-field logic dialog links the checked fields to the option', async () => {
  const { session } = renderDesigner();
  await ready();
  let radio = '';
  let text = '';
  act(() => { text = session.addControl(1); session.updateConfig(text, { title: '年假余额' }); radio = session.addControl(8); });
  fireEvent.click(within(panel()).getAllByRole('button', { name: /^逻\s*辑$/ })[0]);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText('年假余额'));
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(session.controlById(text)?.logic).toEqual({ [radio]: [1] });
  expect(await within(panel()).findByRole('button', { name: '逻辑(1)' })).toBeInTheDocument();
});

test('table field editor: add a number column (80 px), sum it in the footer, delete a column', async () => {
  const { session } = renderDesigner();
  await ready();
  let table = '';
  act(() => { table = session.addControl(15); });
  fireEvent.click(within(panel()).getByRole('button', { name: '添加列' }));
  fireEvent.click(await screen.findByText('数字', { selector: '.ant-dropdown-menu-title-content' }));
  const columns = () => session.controlById(table)!.children as TableColumn[];
  expect(columns()).toHaveLength(3);
  expect(columns()[2].colProps.width).toBe(80);
  fireEvent.click(within(panel()).getByText('显示合计行（总计：）'));
  expect(session.controlById(table)!.props.showSummary).toBe(true);
  fireEvent.change(within(panel()).getByLabelText('列1标题'), { target: { value: '事由' } });
  expect(columns()[0].config.title).toBe('事由');
  fireEvent.click(within(panel()).getAllByRole('button', { name: /^删\s*除$/ })[0]);
  await waitFor(() => expect(columns()).toHaveLength(2));
});

test('custom file types: letters and digits separated by 、, else the spec message', async () => {
  const { session } = renderDesigner();
  await ready();
  let upload = '';
  act(() => { upload = session.addControl(11); session.updateProps(upload, { fileTypeGroup: 'custom' }); });
  const area = within(panel()).getByLabelText('自定义文件类型');
  fireEvent.change(area, { target: { value: 'doc,xls' } });
  fireEvent.blur(area);
  expect(await within(panel()).findByTestId('file-type-error')).toHaveTextContent('不同类型之间用、隔开');
  fireEvent.change(area, { target: { value: 'doc、xls' } });
  fireEvent.blur(area);
  await waitFor(() => expect(session.controlById(upload)!.props.accept).toBe('.doc,.xls'));
});

test('a title used by a task is locked with its reason; a branch condition shows a warning', async () => {
  const { session } = renderDesigner([], flowUsing('field_1', 'field_2'));
  await ready();
  act(() => { session.addControl(1); session.addControl(6); session.select('field_1'); });
  expect(within(panel()).getByLabelText('标题')).toBeDisabled();
  expect(within(panel()).getByTestId('title-lock')).toHaveTextContent('该字段已被前置或后续任务使用，标题不可修改');
  act(() => { session.select('field_2'); });
  expect(within(panel()).getByLabelText('标题')).not.toBeDisabled();
  expect(within(panel()).getByTestId('title-warning')).toHaveTextContent('该字段已被用作分支条件，修改标题可能影响流程分支');
});

test('deleting a control another one uses asks 删除控件确认 first', async () => {
  const { session } = renderDesigner();
  await ready();
  let num = '';
  act(() => {
    num = session.addControl(6);
    const calc = session.addControl(24);
    session.updateProps(calc, { formula: [{ id: num }, '*', '2'], result: 'round' });
    session.select(num);
  });
  fireEvent.click(within(panel()).getByRole('button', { name: '删除控件' }));
  const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
  expect(within(confirm).getAllByText('删除控件确认').length).toBeGreaterThan(0);
  expect(within(confirm).getByText(/引用它的控件：数字计算器/)).toBeInTheDocument();
  expect(session.controlById(num)).toBeDefined();
  fireEvent.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));
  await waitFor(() => expect(session.controlById(num)).toBeUndefined());
});

test('table statistics: the only rule cannot be removed', async () => {
  const { session } = renderDesigner();
  await ready();
  let stats = '';
  act(() => { stats = session.addControl(21); });
  expect(within(panel()).getByRole('button', { name: '删除规则' })).toBeDisabled();
  expect(within(panel()).getByText('至少保留一条统计规则')).toBeInTheDocument();
  fireEvent.click(within(panel()).getByRole('button', { name: '添加规则' }));
  expect(session.controlById(stats)!.rules).toHaveLength(2);
  expect(within(panel()).getAllByRole('button', { name: '删除规则' })[0]).not.toBeDisabled();
});
