import { getControlType } from '../../../domain/controls/registry';
import {
  addOption, addOtherOption, batchEditOptions, moveOption, optionsAsLines, optionsOf, removeOption, renameOption,
  toggleCheckboxDefault, toggleRadioDefault,
} from '../../../domain/designer/options';
import { findControl } from '../../../domain/designer/form-ops';
import type { Control } from '../../../domain/model/control';
import { deepFreeze } from '../../fixtures/deep-freeze';
import { loadAllControlsForm } from '../../fixtures/all-controls';

const radio = (): Control => deepFreeze(getControlType(8)!.create('r'));
const values = (c: Control) => optionsOf(c).map((o) => o.value);
const optionIds = (c: Control) => optionsOf(c).map((o) => o.id);

describe('options', () => {
  test('option ids increment', () => {
    const next = addOption(addOption(radio()));
    expect(optionIds(next)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(values(next)[5]).toBe('未命名');
  });

  test('one "other" option can be added and is always kept last', () => {
    const withOther = addOtherOption(radio());
    expect(optionsOf(withOther).at(-1)).toMatchObject({ id: 5, value: '其他', isOther: true });
    expect(addOtherOption(withOther)).toBe(withOther);
    const added = addOption(withOther);
    expect(optionsOf(added).at(-1)?.isOther).toBe(true);
    expect(optionIds(added)).toEqual([1, 2, 3, 4, 6, 5]);
  });

  test('the "other" option cannot be moved away from the end', () => {
    const withOther = addOtherOption(radio());
    expect(moveOption(withOther, 4, 0)).toBe(withOther);
    expect(optionsOf(moveOption(withOther, 0, 10)).at(-1)?.isOther).toBe(true);
    expect(optionIds(moveOption(withOther, 0, 2))).toEqual([2, 3, 1, 4, 5]);
  });

  test('rename and remove an option', () => {
    const renamed = renameOption(radio(), 2, '火车');
    expect(values(renamed)).toEqual(['未命名', '火车', '未命名', '未命名']);
    expect(optionIds(removeOption(renamed, 2))).toEqual([1, 3, 4]);
  });

  test('on a radio, the default option can be unset by clicking it again', () => {
    const once = toggleRadioDefault(radio(), 2);
    expect(optionsOf(once).map((o) => o.isDefault)).toEqual([false, true, false, false]);
    const other = toggleRadioDefault(once, 3);
    expect(optionsOf(other).map((o) => o.isDefault)).toEqual([false, false, true, false]);
    const unset = toggleRadioDefault(other, 3);
    expect(optionsOf(unset).some((o) => o.isDefault)).toBe(false);
  });

  test('on a multi choice, clicking toggles only that default', () => {
    const multi = deepFreeze(getControlType(10)!.create('m'));
    const twice = toggleCheckboxDefault(toggleCheckboxDefault(multi, 1), 3);
    expect(optionsOf(twice).map((o) => o.isDefault)).toEqual([true, false, true, false]);
    expect(optionsOf(toggleCheckboxDefault(twice, 1)).map((o) => o.isDefault)).toEqual([false, false, true, false]);
  });

  test('batch edit: one option per line, blank lines skipped, other kept last', () => {
    const form = deepFreeze(loadAllControlsForm());
    const next = batchEditOptions(form, 'companions', '需要订酒店\n\n  需要签证  \r\n需要会议室\n');
    const control = findControl(next, 'companions')!;
    expect(values(control)).toEqual(['需要订酒店', '需要签证', '需要会议室', '其他']);
    // kept options keep their ids, new lines get incrementing ids
    expect(optionIds(control)).toEqual([1, 5, 3, 4]);
    expect(optionsAsLines(control)).toBe('需要订酒店\n需要签证\n需要会议室');
  });

  test('batch edit clears the logic rules controlled by the edited control', () => {
    const form = deepFreeze(loadAllControlsForm());
    expect(findControl(form, 'plateNumber')?.logic).toEqual({ travelMode: [3] });
    const next = batchEditOptions(form, 'travelMode', '飞机\n火车\n自驾');
    expect(findControl(next, 'plateNumber')?.logic).toEqual({});
    // rules controlled by other controls are kept
    const unrelated = batchEditOptions(form, 'costType', '交通费');
    expect(findControl(unrelated, 'plateNumber')?.logic).toEqual({ travelMode: [3] });
  });
});
