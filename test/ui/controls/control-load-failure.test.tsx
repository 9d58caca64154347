/** @jest-environment jest-fixed-jsdom */
// A control type whose chunk cannot be downloaded (offline, a new deployment) fails alone: the field says
// 控件加载失败 with 重试, the other fields and the typed values stay, and 重试 downloads it again.
import './message-channel';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ControlView } from '../../../ui/controls/control-view';
import { column, control } from '../../application/filler/forms';

let mockRadioFailures = 1;
jest.mock('../../../ui/controls/types/single-choice/radio-control', () => {
  if (mockRadioFailures > 0) {
    mockRadioFailures -= 1;
    throw Object.assign(new Error('Loading chunk 8 failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('../../../ui/controls/types/single-choice/radio-control');
});
jest.mock('../../../ui/controls/types/multi-choice/checkbox-control', () => {
  throw Object.assign(new Error('Loading chunk 10 failed.'), { name: 'ChunkLoadError' });
});

const choice = control(8, 'mode', { config: { title: '出行方式' }, children: [{ id: 'o1', value: '自驾' }, { id: 'o2', value: '火车' }] } as never);
const note = control(1, 'note', { config: { title: '备注' } });

function Form() {
  const [values, setValues] = useState<Record<string, unknown>>({ note: '' });
  return (
    <div>
      <ControlView control={note} mode="fill" value={values.note} onChange={(v) => setValues((x) => ({ ...x, note: v }))} />
      <ControlView control={choice} mode="fill" value={values.mode} onChange={(v) => setValues((x) => ({ ...x, mode: v }))} />
    </div>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => { consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => consoleError.mockRestore());

test('a control whose chunk fails shows 控件加载失败 in its own field; the others and their values stay', async () => {
  render(<Form />);
  expect(await screen.findByText('控件加载失败')).toBeInTheDocument();
  const input = await screen.findByPlaceholderText('请输入');
  fireEvent.change(input, { target: { value: '走高速' } });
  expect(screen.getByDisplayValue('走高速')).toBeInTheDocument();
  expect(screen.getByText('出行方式')).toBeInTheDocument();

  // 重试 downloads the type again: the field appears, the typed value is still there.
  fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('自驾')).toBeInTheDocument();
  expect(screen.queryByText('控件加载失败')).toBeNull();
  expect(screen.getByDisplayValue('走高速')).toBeInTheDocument();
});

test('a table cell of a type that fails is contained to the cell', async () => {
  const table = control(15, 't', { config: { title: '明细' }, children: [column(1, 'item', 't'), column(10, 'checks', 't')] } as never);
  render(<ControlView control={table} mode="fill" value={[['', '']]} onChange={() => undefined} />);
  expect(await screen.findByText('控件加载失败')).toBeInTheDocument();
  expect(screen.getByText('明细')).toBeInTheDocument();
  expect(await screen.findByPlaceholderText('请输入')).toBeInTheDocument();
});
