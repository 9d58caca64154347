// Validation covers every registered control type (issue 44): a required field of a type the applicant fills is
// refused empty with its own words, and a form holding every type validates without failing — from the
// registry, so a new type is checked here with no list to edit.
import { controlTypes } from '../../../domain/controls/registry';
import { validateForm } from '../../../domain/validation/validate-form';
import { loadAllControlsForm } from '../../fixtures/all-controls';

describe('every control type validates', () => {
  test.each(controlTypes.filter((type) => type.capabilities.input && !type.capabilities.columns).map((type) => [type.name, type] as const))('%s: required and empty is refused with its message', (_name, type) => {
    const control = type.create('c1');
    const form = { id: 'f', name: 'f', controls: [{ ...control, config: { ...control.config, required: true } }] };
    const result = validateForm(form, { c1: type.emptyValue() });
    expect(result.errors).toEqual([{ controlId: 'c1', message: type.validation.requiredMessage ?? '必填项' }]);
  });

  test('a form holding every registered type validates its empty fill without failing', () => {
    const form = loadAllControlsForm();
    expect(() => validateForm(form, {})).not.toThrow();
    expect(validateForm(form, {}).errors.every((error) => /\p{Script=Han}/u.test(error.message))).toBe(true);
  });
});
