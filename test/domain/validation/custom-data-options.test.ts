// Issue 14, item 1 (High): a dropdown filled from 自定义数据 (a form-value list) rejected its own options
// ("选项不存在：差旅费" on the seeded 报销 form's 费用明细 rows) and blocked 提交. Options from custom data or a
// remote API are valid by where they come from, not by the design-time children.
import { validateField } from '../../../domain/validation/validate-field';
import { validateForm } from '../../../domain/validation/validate-form';
import type { Form } from '../../../domain/model/form';
import { column, control, options } from './fixtures';

const CUSTOM = { custom: true, formValue: 'fv-expense-kind' };

test('a custom-data dropdown accepts an option of its form-value list (差旅费), though its children hold ids 1–4', () => {
  const kind = control(9, CUSTOM, { title: '费用类型' }, { children: options(1, 2, 3, 4) });
  expect(validateField(kind, '差旅费')).toBeUndefined();
});

test('a custom-data dropdown column of a table accepts 差旅费 in a row: the form can be submitted', () => {
  const table = control(15, { value: [] }, { title: '费用明细' }, {
    id: 'rows',
    children: [{ ...column('kind', 9, { ...CUSTOM, isTableField: true, tableId: 'rows' }, { title: '费用类型' }), children: options(1, 2, 3, 4) }],
  });
  const form: Form = { id: 'f', name: '报销', controls: [table] };
  expect(validateForm(form, { rows: [['差旅费']] }).errors).toEqual([]);
});

test('typed options are still checked: a dropdown without custom data refuses an id it does not have', () => {
  const kind = control(9, {}, { title: '费用类型' }, { children: options(1, 2) });
  expect(validateField(kind, '差旅费')).toBe('选项不存在：差旅费');
});
