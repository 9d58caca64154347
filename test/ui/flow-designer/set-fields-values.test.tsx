/** @jest-environment jest-fixed-jsdom */
// Issue 43 #2: a 设置字段 trigger gives a field its value with the field's own editor — a dropdown's options (显示器,
// never the internal id typed by hand), a number box, a date picker — and offers no field a trigger cannot set.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { leaveForm } from '../../../adapters/demo/seed/seed-forms';
import { setValueProblem } from '../../../domain/flow';
import { settableControls, SetValueEditor } from '../../../ui/flow-designer/nodes/trigger/trigger-ui';

const form = leaveForm();
const control = (id: string) => form.controls.find((c) => c.id === id)!;

test('issue 43 #2: a dropdown is set by picking its option (事假), stored as the option that passes the check', async () => {
  const onChange = jest.fn();
  render(<App><SetValueEditor control={control('leave_type')} value="" onChange={onChange} /></App>);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '请假类型 的新值' }));
  fireEvent.click(await screen.findByText('事假', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  const value = onChange.mock.calls.at(-1)?.[0];
  expect(setValueProblem(control('leave_type'), value)).toBeUndefined();
  expect(value).toBe(2);
});

test('issue 43 #2: a number field gets a number box; tables, attachments and pictures are not offered', () => {
  render(<App><SetValueEditor control={control('leave_days')} value={3} onChange={() => undefined} /></App>);
  expect(screen.getByRole('spinbutton', { name: '请假天数 的新值' })).toHaveValue('3');
  const offered = settableControls(form.controls).map((c) => c.id);
  expect(offered).toEqual(expect.arrayContaining(['leave_type', 'leave_days', 'leave_reason']));
  expect(offered).not.toContain('leave_attachment');
});
