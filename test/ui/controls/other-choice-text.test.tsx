/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 10: choosing the "其他" option of a 单选 / 多选 / 下拉 shows a text box for what "other" is; the value
// becomes { value, otherText }; the read-only view shows 其他：<text>, an old value without the text shows 其他.
import './message-channel';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { Control, ControlOption } from '../../../domain/model/control';
import { validateField } from '../../../domain/validation/validate-field';
import { ControlView } from '../../../ui/controls/control-view';
import { control } from '../../application/filler/forms';
import { preloadAppChunks } from '../../setup/preload-chunks';

beforeAll(preloadAppChunks);

const children: ControlOption[] = [{ id: 1, value: '飞机' }, { id: 2, value: '高铁' }, { id: 3, value: '其他', isOther: true }];
const radio = control(8, 'vehicle', { config: { title: '交通工具' }, children });
const checkbox = control(10, 'kinds', { config: { title: '同行部门' }, children });

/** A filled field as the form holds it: the value and its message (choices validate on change). */
function Filled({ c, initial, onValue }: { c: Control; initial?: unknown; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  const change = (next: unknown) => { setValue(next); onValue(next); };
  return <App><ControlView control={c} value={value} mode="fill" onChange={change} error={value === undefined ? undefined : validateField(c, value)} /></App>;
}

test('单选: choosing 其他 shows a text box; the typed text goes into the value; another option hides it', async () => {
  const values: unknown[] = [];
  render(<Filled c={radio} onValue={(v) => values.push(v)} />);
  expect(screen.queryByRole('textbox', { name: '其他内容' })).toBeNull();
  fireEvent.click(screen.getByRole('radio', { name: '其他' }));
  const box = await screen.findByRole('textbox', { name: '其他内容' }, { timeout: 10000 });
  expect(values.at(-1)).toEqual({ value: 3, otherText: '' });
  expect(screen.getByRole('alert')).toHaveTextContent('请填写其他内容');
  fireEvent.change(box, { target: { value: '自驾' } });
  expect(values.at(-1)).toEqual({ value: 3, otherText: '自驾' });
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('radio', { name: '高铁' }));
  expect(values.at(-1)).toBe(2);
  expect(screen.queryByRole('textbox', { name: '其他内容' })).toBeNull();
});

test('多选: ticking 其他 beside another option shows the text box and keeps both ids', async () => {
  const values: unknown[] = [];
  render(<Filled c={checkbox} onValue={(v) => values.push(v)} />);
  fireEvent.click(screen.getByRole('checkbox', { name: '飞机' }));
  expect(values.at(-1)).toEqual([1]);
  fireEvent.click(screen.getByRole('checkbox', { name: '其他' }));
  const box = await screen.findByRole('textbox', { name: '其他内容' }, { timeout: 10000 });
  fireEvent.change(box, { target: { value: '自驾' } });
  expect(values.at(-1)).toEqual({ value: [1, 3], otherText: '自驾' });
  fireEvent.click(screen.getByRole('checkbox', { name: '其他' }));
  expect(values.at(-1)).toEqual([1]);
});

test('下拉: choosing 其他 shows the text box under the dropdown', async () => {
  const values: unknown[] = [];
  const dropdown = control(9, 'kind', { config: { title: '反馈类型' }, children });
  const { container } = render(<Filled c={dropdown} onValue={(v) => values.push(v)} />);
  fireEvent.mouseDown(container.querySelector('.ant-select-selector, .ant-select') as HTMLElement);
  fireEvent.click(await screen.findByTitle('其他', {}, { timeout: 10000 }));
  const box = await screen.findByRole('textbox', { name: '其他内容' }, { timeout: 10000 });
  fireEvent.change(box, { target: { value: '投诉' } });
  expect(values.at(-1)).toEqual({ value: 3, otherText: '投诉' });
});

test('a saved value with its text opens with the text box filled; an old value without it opens with an empty box', () => {
  const { unmount } = render(<Filled c={checkbox} initial={{ value: [3], otherText: '外包团队' }} onValue={() => undefined} />);
  expect(screen.getByRole('textbox', { name: '其他内容' })).toHaveValue('外包团队');
  unmount();
  render(<Filled c={radio} initial={3} onValue={() => undefined} />);
  expect(screen.getByRole('textbox', { name: '其他内容' })).toHaveValue('');
  expect(screen.getByRole('alert')).toHaveTextContent('请填写其他内容');
});

test('the read-only instance view shows 其他：<text> (and 其他 for an old value)', () => {
  const { container, unmount } = render(<App><ControlView control={checkbox} value={{ value: [1, 3], otherText: '自驾' }} mode="readonly" /></App>);
  expect(container.querySelector('.control-readonly')).toHaveTextContent('飞机、其他：自驾');
  unmount();
  const old = render(<App><ControlView control={radio} value={3} mode="readonly" /></App>);
  expect(old.container.querySelector('.control-readonly')).toHaveTextContent(/^其他$/);
});
