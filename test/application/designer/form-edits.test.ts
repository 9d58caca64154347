import type { Control, ControlOption } from '../../../domain/model/control';
import type { Form } from '../../../domain/model/form';
import * as edits from '../../../application/designer/form-edits';

function formWith(...moduleIds: Array<Control['moduleId']>): Form {
  let form: Form = { id: 'f', name: 'n', controls: [] };
  for (const moduleId of moduleIds) form = edits.insertControl(form, edits.createDesignerControl(form, moduleId));
  return form;
}

test('panel defaults apply once to a new control: required on for inputs, off for display controls', () => {
  const form = formWith(1, 0, 9);
  expect(form.controls[0].config.required).toBe(true);
  expect(form.controls[1].config.required).toBe(false);
  expect(form.controls[2].props).toMatchObject({ formValue: '', custom: false });
});

test('an edit shares every control it did not change (the canvas relies on it)', () => {
  const form = formWith(1, 1, 1);
  const next = edits.patchConfig(form, form.controls[1].id, { title: 'x' });
  expect(next.controls[0]).toBe(form.controls[0]);
  expect(next.controls[2]).toBe(form.controls[2]);
  expect(next.controls[1]).not.toBe(form.controls[1]);
});

test('removing an option drops the logic rules pointing at it', () => {
  let form = formWith(8, 1);
  const [radio, text] = form.controls.map((c) => c.id);
  form = edits.setOptionLogic(form, radio, 2, [text]);
  expect(edits.findControl(form, text)?.logic).toEqual({ [radio]: [2] });
  form = edits.removeOption(form, radio, 2);
  expect(edits.findControl(form, text)?.logic?.[radio]).toBeUndefined();
});

test('custom data fills the options from a form-value list and clears the logic of the control', () => {
  let form = formWith(9, 1);
  const [select, text] = form.controls.map((c) => c.id);
  form = edits.setOptionLogic(form, select, 1, [text]);
  form = edits.fillOptionsFromValues(form, select, 'fv-1', ['飞机', '高铁']);
  const control = edits.findControl(form, select)!;
  expect((control.children as ControlOption[]).map((o) => o.value)).toEqual(['飞机', '高铁']);
  expect(control.props).toMatchObject({ custom: true, formValue: 'fv-1' });
  expect(edits.findControl(form, text)?.logic?.[select]).toBeUndefined();
});

test('image choice options get an image slot (jpg/png upload per option)', () => {
  let form = formWith(13);
  const id = form.controls[0].id;
  form = edits.addOption(form, id);
  expect((edits.findControl(form, id)!.children as ControlOption[]).every((o) => 'imgURL' in o)).toBe(true);
});

test('referencesTo finds formula, statistics and summary users of a control or column', () => {
  let form = formWith(15, 6, 24, 21);
  const [table, num, calc, stats] = form.controls.map((c) => c.id);
  form = edits.addColumn(form, table, 6);
  const column = (edits.findControl(form, table)!.children as Control[])[2].id;
  form = edits.patchProps(form, calc, { formula: [{ id: num }], result: 'round' });
  form = edits.updateControl(form, stats, (c) => ({ ...c, rules: [{ tableId: table, tableColumnId: column, calculateType: '+' }] }));
  expect(edits.referencesTo(form, num)).toEqual([{ fromId: calc, kind: 'formula' }]);
  expect(edits.referencesTo(form, column)).toEqual([{ fromId: stats, kind: 'statistics' }]);
});

test('min/max count: raising min above max raises max; input below 0 becomes 0', () => {
  let control = edits.createDesignerControl({ id: 'f', name: '', controls: [] }, 10);
  control = edits.setCountLimitEnabled(control, true);
  control = edits.setCount(control, 'max', 2);
  control = edits.setCount(control, 'min', 5);
  expect(control.props).toMatchObject({ min: 5, max: 5 });
  control = edits.setCount(control, 'min', -1);
  expect(control.props.min).toBe(0);
});
