/** @jest-environment jest-fixed-jsdom */
import '../message-channel';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { idCard } from '../../../../domain/controls/types/id-card';
import { ControlView } from '../../../../ui/controls/control-view';
import { preloadControlComponents } from '../../../../ui/controls/registry';

const field = idCard.create('id');
beforeAll(() => preloadControlComponents([field]));

test('a lowercase x typed into 身份证号 is kept as X', () => {
  const seen: unknown[] = [];
  function Filling() {
    const [value, setValue] = useState<unknown>('');
    return <ControlView control={field} value={value} onChange={(v) => { seen.push(v); setValue(v); }} mode="fill" />;
  }
  render(<App><Filling /></App>);
  const input = screen.getByPlaceholderText('请输入18位身份证号码');
  fireEvent.change(input, { target: { value: '11010519491231002x' } });
  expect(input).toHaveValue('11010519491231002X');
  expect(seen.at(-1)).toBe('11010519491231002X');
});

test('the instance view shows the whole number', () => {
  render(<App><ControlView control={field} value="11010519491231002X" mode="readonly" /></App>);
  expect(screen.getByText('11010519491231002X')).toBeInTheDocument();
});
