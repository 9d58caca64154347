// Issue 33, item 2: what a backend checks before storing values: the CLI's shape rules, then validateForm.
import type { Form } from '../../../domain/model/form';
import { checkSubmission } from '../../../domain/validation/check-submission';

const form = {
  id: 'f', name: '请假',
  controls: [
    { id: 'kind', moduleId: 9, config: { title: '类型', required: true }, props: {}, children: [{ id: 1, value: '年假' }, { id: 2, value: '事假' }] },
    { id: 'days', moduleId: 6, config: { title: '天数', required: true }, props: {} },
    { id: 'reason', moduleId: 2, config: { title: '事由', required: true }, props: {} },
  ],
} as unknown as Form;

test('valid values pass and come back as submitted', () => {
  expect(checkSubmission(form, { kind: 1, days: 2, reason: '家事' })).toEqual({ ok: true, values: { kind: 1, days: 2, reason: '家事' } });
});

test('shape rule: a key that is no control, or a value of the wrong JSON type, is refused with its control', () => {
  expect(checkSubmission(form, { kind: 1, days: 2, reason: 'x', bonus: 1 })).toEqual({ ok: false, errors: [{ controlId: 'bonus', message: '表单中没有这个 id 的控件' }] });
  expect(checkSubmission(form, { kind: 1, days: [2], reason: 'x' })).toEqual({ ok: false, errors: [{ controlId: 'days', message: '应为数字或数字文本' }] });
  expect(checkSubmission(form, 'values')).toEqual({ ok: false, errors: [{ controlId: '', message: '应为对象 {"<控件 id>": 值}' }] });
});

test('validation rule: required fields and unknown options, as the page checks them', () => {
  const result = checkSubmission(form, { kind: 7 });
  expect(result.ok).toBe(false);
  expect(!result.ok && result.errors.map((e) => e.controlId)).toEqual(['kind', 'days', 'reason']);
});

test('hidden rule: a field hidden at the node is not validated', () => {
  expect(checkSubmission(form, { kind: 1, days: 2 }, { hiddenControlIds: ['reason'] }).ok).toBe(true);
});

test('edit rule: an approver\'s values are checked over the stored ones, errors only for the fields they may edit', () => {
  const base = { kind: 1, days: 2, reason: '' }; // stored with an empty reason (before this check)
  expect(checkSubmission(form, { days: 'abc' }, { base, checkedControlIds: ['days'] })).toMatchObject({ ok: false, errors: [{ controlId: 'days' }] });
  expect(checkSubmission(form, { days: 3 }, { base, checkedControlIds: ['days'] })).toEqual({ ok: true, values: { days: 3 } });
});
