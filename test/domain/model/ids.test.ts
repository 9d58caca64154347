import { getControlType } from '../../../domain/controls/registry';
import { nextColumnId, nextControlId, nextOptionId } from '../../../domain/model/ids';
import type { Form } from '../../../domain/model/form';
import { loadAllControlsForm } from '../../fixtures/all-controls';

describe('id generator', () => {
  test('nextControlId gives field_1 on an empty form', () => {
    expect(nextControlId({ id: 'f', name: 'n', controls: [] })).toBe('field_1');
  });

  test('nextControlId is above every numeric suffix, table columns included', () => {
    const table = getControlType(15)!.create('field_3');
    const form: Form = { id: 'f', name: 'n', controls: [getControlType(1)!.create('field_1'), table] };
    // columns are field_3_col1, field_3_col2
    expect(nextControlId(form)).toBe('field_4');
  });

  test('nextControlId never returns an id already in the form (fixture)', () => {
    const form = loadAllControlsForm();
    const id = nextControlId(form);
    const all = form.controls.flatMap((c) => [c.id, ...((c.moduleId === 15 ? c.children : []) as Array<{ id: string }>).map((x) => x.id)]);
    expect(all).not.toContain(id);
  });

  test('nextColumnId is prefixed by the table id and unique', () => {
    const table = getControlType(15)!.create('t');
    const form: Form = { id: 'f', name: 'n', controls: [table] };
    const id = nextColumnId(form, table);
    expect(id.startsWith('t_col')).toBe(true);
    expect(['t_col1', 't_col2']).not.toContain(id);
  });

  test('option ids increment from the highest id', () => {
    expect(nextOptionId({ children: [{ id: 1, value: 'a' }, { id: 7, value: 'b' }, { id: '3', value: 'c' }] })).toBe(8);
    expect(nextOptionId({ children: [] })).toBe(1);
    expect(nextOptionId({})).toBe(1);
  });
});
