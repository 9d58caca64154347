// One implementation of the table rules (issue 24): the filler's live cell messages and the submission check
// judge every cell of a table alike, both through domain/validation/table-rules.ts.
import { compileTableValidator } from '../../../application/filler/table-validation';
import { validateForm } from '../../../domain/validation/validate-form';
import { column, control } from '../../domain/validation/fixtures';

const table = control(15, {}, { title: '明细' }, {
  id: 't',
  children: [
    column('amount', 6, { isAllowDecimal: false }, { required: true }),
    column('phone', 5),
    column('hiddenNote', 1, { minlength: 5 }, { hidden: true }),
    column('total', 24),
  ],
});
const rows = [['1.5', '123', 'x', ''], ['', '13800138000', 'y', ''], ['2', 'abc', '', '']];

describe('table rules: the filler and the submission check give the same cell messages', () => {
  test('every failing cell, in the same order, from both', () => {
    const live = compileTableValidator(table)(rows);
    const submitted = validateForm({ id: 'f', name: 'f', controls: [table] }, { t: rows }).errors
      .map((error) => [`${error.row}:${error.columnId}`, error.message]);
    expect(Object.entries(live.cells)).toEqual(submitted);
    expect(submitted.map(([cell]) => cell)).toEqual(['0:amount', '0:phone', '1:amount', '2:phone']);
  });

  test('hidden and computed columns are not checked', () => {
    const live = compileTableValidator(table)([['1', '13800138000', 'x', 'abc']]);
    expect(live.cells).toEqual({});
  });
});
