import { getControlType } from '../../../domain/controls/registry';
import * as designer from '../../../domain/designer';
import { serializeForm } from '../../../domain/model/form-json';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { allControlsText, loadAllControlsForm } from '../../fixtures/all-controls';

describe('designer operations are immutable updates', () => {
  test('the frozen fixture really rejects mutation (so the other tests would catch one)', () => {
    const form = deepFreeze(loadAllControlsForm());
    expect(() => { (form.controls[0] as { name: string }).name = 'x'; }).toThrow(TypeError);
  });

  test('a long chain of edits leaves the original form byte-for-byte unchanged', () => {
    const original = loadAllControlsForm();
    const before = serializeForm(original);
    const form = deepFreeze(original);
    let next = designer.insertControl(form, getControlType(8)!.create('newRadio'), 2);
    next = designer.updateControl(next, 'newRadio', (c) => designer.applyPanelDefaults(designer.addOtherOption(designer.addOption(c))));
    next = designer.batchEditOptions(next, 'travelMode', '飞机\n高铁');
    next = designer.updateControl(next, 'reason', (c) => designer.setMinLength(designer.setTextLengthLimit(c, false), 300));
    next = designer.updateControl(next, 'applicant', (c) => designer.setDefaultValueType(c, 1));
    next = designer.updateControl(next, 'expenseTable', (t) => designer.setSummaryColumns(designer.moveColumn(t, 0, 3), []));
    next = designer.updateControl(next, 'companions', (c) => designer.setLayout(designer.setWidth(designer.setCountLimit(c, 'max', 3), 50), 'row'));
    next = designer.updateControl(next, 'expenseTotal', (c) => designer.addStatisticsRule(c));
    next = designer.moveControl(designer.duplicateControl(next, 'expenseTable'), 0, 5);
    next = designer.removeControl(next, 'departDate');
    expect(next).not.toBe(form);
    expect(serializeForm(form)).toBe(before);
    expect(`${before}\n`).toBe(allControlsText);
  });
});
