import { getControlType } from '../../../domain/controls/registry';
import { optionSourceOf, optionsFromFormValue, setOptionSource } from '../../../domain/designer/option-source';
import { deepFreeze } from '../../fixtures/deep-freeze';

const dropdown = () => deepFreeze(getControlType(9)!.create('d'));

describe('option source: manual, custom data (form-value list) or remote data', () => {
  test('a new dropdown has manual options', () => {
    expect(optionSourceOf(dropdown())).toEqual({ kind: 'manual' });
  });

  test('custom data stores the form-value id and turns remote off', () => {
    const remote = setOptionSource(dropdown(), { kind: 'remote', apiId: '18' });
    expect(optionSourceOf(remote)).toEqual({ kind: 'remote', apiId: '18' });
    const custom = setOptionSource(remote, { kind: 'custom', formValueId: '7' });
    expect(custom.props).toMatchObject({ custom: true, formValue: '7', remote: false, api: '' });
    expect(optionSourceOf(custom)).toEqual({ kind: 'custom', formValueId: '7' });
  });

  test('back to manual clears both', () => {
    const manual = setOptionSource(setOptionSource(dropdown(), { kind: 'custom', formValueId: '7' }), { kind: 'manual' });
    expect(manual.props).toMatchObject({ custom: false, formValue: '', remote: false, api: '' });
  });

  test('a form-value list fills options with incrementing ids', () => {
    expect(optionsFromFormValue({ id: 7, data: [{ value: '年假' }, { value: '事假' }] })).toEqual([
      { id: 1, value: '年假', isDefault: false }, { id: 2, value: '事假', isDefault: false },
    ]);
  });
});
