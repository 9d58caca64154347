/** @jest-environment jest-fixed-jsdom */
// useControlsReady and its user, the read-only instance form: a skeleton until the form's control types are
// loaded, then the whole form at once.
import './message-channel';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { InstanceFormView } from '../../../ui/approvals/instance-form-view';
import { getControlComponent } from '../../../ui/controls/registry';
import { useControlsReady } from '../../../ui/controls/use-controls-ready';
import type { Control } from '../../../domain/model/control';
import { makeInstance } from '../../application/approvals/fakes';
import { column, control } from '../../application/filler/forms';

// The image-choice chunk fails to download (offline, a new deployment).
jest.mock('../../../ui/controls/types/image-choice/image-choice-control', () => {
  throw Object.assign(new Error('Loading chunk 13 failed.'), { name: 'ChunkLoadError' });
});

test('useControlsReady is false first and true once every type of the form, table columns included, is loaded', async () => {
  const controls: Control[] = [control(9, 'kind'), control(15, 't', { children: [column(10, 'checks', 't')] })];
  const { result } = renderHook(() => useControlsReady(controls));
  expect(result.current).toBe(false);
  await waitFor(() => expect(result.current).toBe(true));
  for (const id of [9, 15, 10]) expect(getControlComponent(id)?.loaded).toBeDefined();
  // Types the form does not use stay undownloaded.
  expect(getControlComponent(18)?.loaded).toBeUndefined();
});

test('useControlsReady still becomes true when a control type fails to load (that field shows its own state)', async () => {
  const controls: Control[] = [control(13, 'pic')];
  const { result } = renderHook(() => useControlsReady(controls));
  expect(result.current).toBe(false);
  await waitFor(() => expect(result.current).toBe(true));
  expect(getControlComponent(13)?.loaded).toBeUndefined();
});

test('the instance form shows a skeleton first, then the read-only form complete', async () => {
  const controls = [
    control(2, 'reason', { config: { title: '请假事由' } }),
    control(22, 'days', { config: { title: '天数' } }),
  ];
  expect(getControlComponent(2)?.loaded).toBeUndefined();
  const instance = makeInstance('a', { form: { id: 'f', name: '请假', controls }, values: { reason: '回老家探亲', days: 3 } });
  const { container } = render(<InstanceFormView instance={instance} />);
  expect(container.querySelector('.instance-form-loading')).not.toBeNull();
  expect(container.querySelector('.instance-form-view')).toBeNull();
  expect(screen.queryByText('请假事由')).toBeNull();

  const reason = await screen.findByText('回老家探亲');
  expect(reason.closest('.control-readonly')).not.toBeNull();
  expect(container.querySelector('.instance-form-loading')).toBeNull();
  // Complete at once: no field is still waiting for its component.
  expect(container.querySelector('.control-loading')).toBeNull();
  expect(screen.getByText('请假事由')).toBeInTheDocument();
  expect(screen.getByText('天数')).toBeInTheDocument();
  expect(container.querySelector('.instance-form-view textarea, .instance-form-view input:not([disabled])')).toBeNull();
});
