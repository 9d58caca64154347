// Issue 20: the key field summary of an instance card — the first filled-in fields (请假类型 / 请假时间 / 请假天数
// for a leave), or the flow's chosen list columns; never a hidden field, a table, a file or a description.
import { keyFieldSummary, KEY_FIELD_LIMIT, KEY_FIELD_TEXT_LIMIT } from '../../../domain/summary/key-field-summary';
import { leaveForm, expenseForm } from '../../../adapters/demo/seed/seed-forms';

const leave = leaveForm().controls;
const values = { leave_type: 2, leave_range: ['2025-03-10 09:00', '2025-03-11 18:00'], leave_days: 2, leave_reason: '回老家探亲', leave_phone: '13800138000' };

test('a leave card summarises 请假类型, 请假时间 and 请假天数 as an approver reads them (the description is skipped)', () => {
  expect(keyFieldSummary(leave, values)).toEqual([
    { label: '请假类型', text: '事假' },
    { label: '请假时间', text: expect.stringMatching(/^2025-03-10 09:00.+2025-03-11 18:00$/) },
    { label: '请假天数', text: '2 天' },
  ]);
});

test(`the summary holds at most ${KEY_FIELD_LIMIT} fields and skips empty ones`, () => {
  const summary = keyFieldSummary(leave, { ...values, leave_range: [], leave_days: undefined });
  expect(summary.map((field) => field.label)).toEqual(['请假类型', '请假事由', '紧急联系电话']);
});

test('the flow\'s chosen list columns (list_form_item) decide the fields, in form order', () => {
  expect(keyFieldSummary(leave, values, { chosenIds: ['leave_reason', 'leave_type'] }).map((f) => f.label)).toEqual(['请假类型', '请假事由']);
});

test('a field hidden from the viewer is never summarised', () => {
  expect(keyFieldSummary(leave, values, { hiddenIds: new Set(['leave_type']) }).map((f) => f.label)).toEqual(['请假时间', '请假天数', '请假事由']);
});

test(`a long value is cut to ${KEY_FIELD_TEXT_LIMIT} characters on one line`, () => {
  const [reason] = keyFieldSummary(leave, { leave_reason: `第一行\n${'很长的事由'.repeat(20)}` });
  expect(reason!.text).toHaveLength(KEY_FIELD_TEXT_LIMIT + 1);
  expect(reason!.text).toMatch(/^第一行 很长的事由.*…$/);
});

test('tables and attachments are left to the instance view', () => {
  const expense = expenseForm().controls;
  const table = expense.find((c) => c.moduleId === 15)!;
  const summary = keyFieldSummary([table, leave.find((c) => c.id === 'leave_attachment')!], {
    [table.id]: [{ a: 1 }], leave_attachment: { attachments: [{ id: 'f1', name: '诊断书.pdf' }] },
  });
  expect(summary).toEqual([]);
});
