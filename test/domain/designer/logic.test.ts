import { isShownByLogic, linkedControlsByOption, setLogicRule } from '../../../domain/designer/logic';
import { findControl } from '../../../domain/designer/form-ops';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { loadAllControlsForm } from '../../fixtures/all-controls';

describe('logic form: choosing an option reveals its linked fields', () => {
  test('a control is shown only while the controlling selection includes a listed option', () => {
    const plate = findControl(loadAllControlsForm(), 'plateNumber')!;
    expect(isShownByLogic(plate, () => [3])).toBe(true);
    expect(isShownByLogic(plate, () => [1])).toBe(false);
    expect(isShownByLogic(plate, () => [])).toBe(false);
    expect(isShownByLogic(plate, () => ['3'])).toBe(true);
  });

  test('a control without logic is always shown', () => {
    const budget = findControl(loadAllControlsForm(), 'budget')!;
    expect(isShownByLogic(budget, () => [])).toBe(true);
  });

  test('setLogicRule links option ids; an empty list removes the rule', () => {
    const form = deepFreeze(loadAllControlsForm());
    const linked = setLogicRule(form, 'email', 'travelMode', [1, 2]);
    expect(findControl(linked, 'email')?.logic).toEqual({ travelMode: [1, 2] });
    expect(linkedControlsByOption(linked, 'travelMode').get(1)).toEqual(['email']);
    expect(linkedControlsByOption(linked, 'travelMode').get(3)).toEqual(['plateNumber']);
    expect(findControl(setLogicRule(linked, 'email', 'travelMode', []), 'email')?.logic).toEqual({});
  });
});
