/** @jest-environment jest-fixed-jsdom */
// ControlView while a control type's component is still downloading. Each test file has its own module
// registry, so nothing is loaded when this file starts; each test uses a type no earlier test loaded.
import './message-channel';
import { act, render, screen } from '@testing-library/react';
import { ControlView } from '../../../ui/controls/control-view';
import { getControlComponent, preloadControlComponents } from '../../../ui/controls/registry';
import { control } from '../../application/filler/forms';

test('a control whose component is not loaded yet shows the placeholder inside its frame, then the real input', async () => {
  expect(getControlComponent(2)?.loaded).toBeUndefined();
  const c = control(2, 'reason', { config: { title: '请假事由' }, placeholder: '请输入事由' });
  const { container } = render(<ControlView control={c} value="" mode="fill" />);
  const frame = container.querySelector('[data-control-id="reason"]') as HTMLElement;
  expect(frame).not.toBeNull();
  // The frame (title included) is there at once; only the body waits for its chunk.
  expect(screen.getByText('请假事由')).toBeInTheDocument();
  const placeholder = frame.querySelector('.control-loading');
  expect(placeholder).not.toBeNull();
  expect(placeholder).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByPlaceholderText('请输入事由')).toBeNull();

  const input = await screen.findByPlaceholderText('请输入事由');
  expect(frame).toContainElement(input);
  expect(frame.querySelector('.control-loading')).toBeNull();
});

test('an already loaded control type renders synchronously, with no placeholder', async () => {
  const c = control(1, 'name', { placeholder: '请输入姓名' });
  await preloadControlComponents([c]);
  const { container } = render(<ControlView control={c} value="张三" mode="fill" />);
  expect(container.querySelector('.control-loading')).toBeNull();
  expect(screen.getByPlaceholderText('请输入姓名')).toHaveValue('张三');
});

test('an unknown moduleId shows 未知的控件类型 moduleId：99 in its frame', () => {
  const c = { ...control(1, 'odd'), moduleId: 99 } as unknown as Parameters<typeof ControlView>[0]['control'];
  const { container } = render(<ControlView control={c} value={undefined} mode="fill" />);
  expect(screen.getByText('未知的控件类型 moduleId：99')).toBeInTheDocument();
  expect(container.querySelector('[data-control-id="odd"]')).not.toBeNull();
  expect(container.querySelector('.control-loading')).toBeNull();
});

test('a field that appeared through the placeholder keeps its input (and focus) when it re-renders after loading', async () => {
  const c = control(3, 'day', { placeholder: '请选择日期' });
  expect(getControlComponent(3)?.loaded).toBeUndefined();
  const { rerender, container } = render(<ControlView control={c} value="" mode="fill" />);
  expect(container.querySelector('.control-loading')).not.toBeNull();
  const input = await screen.findByPlaceholderText('请选择日期');
  // Focus is a user event: the picker updates its state on it, inside act() like every other event.
  act(() => input.focus());
  // The entry is loaded now; the field must not swap the lazy stand-in for the loaded component (a remount).
  rerender(<ControlView control={c} value="" mode="fill" error="必填项" />);
  expect(screen.getByPlaceholderText('请选择日期')).toBe(input);
  expect(document.activeElement).toBe(input);
});
