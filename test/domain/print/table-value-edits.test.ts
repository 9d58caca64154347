// Issue 43 #12: 重新提交's (and an approver's) change summary of a table names the changed cells, never
// 费用明细：1 行 → 1 行.
import { expenseForm } from '../../../adapters/demo/seed/seed-forms';
import { valueEdits, valueEditText } from '../../../domain/print/value-edits';

const form = expenseForm();

test('issue 43 #12: a changed cell of a table is named by row and column', () => {
  const before = { expense_items: [[1, '120.50', '高铁']] };
  const after = { expense_items: [[1, '150.00', '高铁']] };
  expect(valueEdits(form, before, after).map(valueEditText)).toEqual(['费用明细第 1 行「金额」：120.50 → 150.00']);
});

test('issue 43 #12 (kept): an added row says the row count and leaves the unchanged cells out', () => {
  const before = { expense_items: [[1, '120.50', '高铁']] };
  const after = { expense_items: [[1, '120.50', '高铁'], [2, '80', '']] };
  expect(valueEdits(form, before, after).map(valueEditText)).toEqual(['费用明细：1 行 → 2 行']);
});
