/** @jest-environment jest-fixed-jsdom */
// Issue 43 #19: the step buttons of a number input (a table column's number, 数字, 天数…) read 增加数值 / 减少数值 to a
// screen reader, never antd's Increase Value / Decrease Value.
import { render, screen, waitFor } from '@testing-library/react';
import { InputNumber } from 'antd';
import { keepAriaLabelsChinese } from '../../../ui/shell/chinese-aria-labels';

test('issue 43 #19: a number input\'s step buttons have Chinese aria-labels, drawn before or after the app starts', async () => {
  render(<InputNumber aria-label="数量" />);
  const stop = keepAriaLabelsChinese(document);
  render(<InputNumber aria-label="单价" />);
  await waitFor(() => expect(screen.getAllByRole('button', { name: '增加数值' })).toHaveLength(2));
  expect(screen.getAllByRole('button', { name: '减少数值' })).toHaveLength(2);
  const labels = [...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
  expect(labels.filter((label) => /[A-Za-z]/.test(label ?? ''))).toEqual([]);
  stop();
});
