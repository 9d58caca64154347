import type { Form } from '../../../domain/model/form';
import { isControlVisible } from '../../../domain/validation/visibility';
import { validateForm } from '../../../domain/validation/validate-form';
import { control, options } from './fixtures';

const leave = control(8, {}, { title: '类型' }, { id: 'type', children: [{ id: 1, value: '年假' }, { id: 2, value: '事假', isDefault: true }] });
const reason = control(1, {}, { required: true }, { id: 'reason', logic: { type: [1] } });
const hidden = control(1, {}, { required: true, hidden: true }, { id: 'secret' });
const form: Form = { id: 'f', name: 'f', controls: [leave, reason, hidden] };

describe('hidden controls and controls hidden by logic are not validated', () => {
  it('config.hidden hides a control', () => {
    expect(isControlVisible(form, hidden, {})).toBe(false);
  });

  it('logic shows a control while one of its option ids is selected', () => {
    expect(isControlVisible(form, reason, { type: 1 })).toBe(true);
    expect(isControlVisible(form, reason, { type: 2 })).toBe(false);
    expect(isControlVisible(form, reason, { type: [2, 1] })).toBe(true);
  });

  it('without a value, the default option decides', () => {
    expect(isControlVisible(form, reason, {})).toBe(false);
  });

  it('a control whose controlling control is hidden is hidden', () => {
    const chained = control(1, {}, {}, { id: 'chained', logic: { secret: [1] } });
    const withChain: Form = { ...form, controls: [...form.controls, chained] };
    expect(isControlVisible(withChain, chained, { secret: '1' })).toBe(false);
  });

  it('a logic cycle does not hang', () => {
    const x = control(8, {}, {}, { id: 'x', children: options(1), logic: { y: [1] } });
    const y = control(8, {}, {}, { id: 'y', children: options(1), logic: { x: [1] } });
    expect(isControlVisible({ id: 'f', name: 'f', controls: [x, y] }, x, { x: 1, y: 1 })).toBe(false);
  });

  it('hidden and logic-hidden required controls give no error', () => {
    expect(validateForm(form, { type: 2 }).valid).toBe(true);
    expect(validateForm(form, { type: 1 }).errors).toEqual([{ controlId: 'reason', message: '必填项' }]);
  });

  it('controls hidden for the approval step are not validated', () => {
    expect(validateForm(form, { type: 1 }, { hiddenControlIds: ['reason'] }).valid).toBe(true);
  });
});
