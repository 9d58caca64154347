import type { Form } from '../../../domain/model/form';
import { CalculatorEngine, computeAll } from '../../../domain/calculators/calculator-engine';
import { calculatorCycles } from '../../../domain/calculators/calculator-graph';
import { computeDateDifference } from '../../../domain/calculators/date-calculator';
import { validateForm } from '../../../domain/validation/validate-form';
import { control } from '../validation/fixtures';

const a = control(6, {}, {}, { id: 'a' });
const b = control(6, {}, {}, { id: 'b' });
const sum = control(24, { formula: [{ id: 'a' }, '+', { id: 'b' }], result: 'fixed2' }, {}, { id: 'sum' });
const double = control(24, { formula: [{ id: 'sum' }, '*', '2'], result: 'round' }, {}, { id: 'double' });
const form: Form = { id: 'f', name: 'f', controls: [a, b, sum, double] };

describe('number calculator: computes when every related field has a value, blank otherwise', () => {
  it('computes with exact decimals in the result format', () => {
    expect(computeAll(form, { a: '0.1', b: 0.2 })).toEqual({ sum: '0.30', double: '1' });
  });
  it('is blank while a related field is empty', () => {
    expect(computeAll(form, { a: '1' })).toEqual({ sum: '', double: '' });
    expect(validateForm(form, { a: '1', b: '' }).computed.sum).toBe('');
  });
  it('shows e.g. 3.14 in validateForm computed', () => {
    const pi = control(24, { formula: [{ id: 'a' }, '*', '3', '.', '1', '4', '1', '5', '9'], result: 'fixed2' }, {}, { id: 'pi' });
    expect(validateForm({ ...form, controls: [a, pi] }, { a: 1 }).computed.pi).toBe('3.14');
  });
  it('recomputes only formulas whose inputs changed', () => {
    const engine = new CalculatorEngine(form);
    expect(engine.update({ a: '1', b: '2' }).sort()).toEqual(['double', 'sum']);
    expect(engine.text('sum')).toBe('3.00');
    expect(engine.update({ a: '1', b: '2' })).toEqual([]);
    const other = control(24, { formula: [{ id: 'b' }], result: 'round' }, {}, { id: 'other' });
    const engine2 = new CalculatorEngine({ ...form, controls: [...form.controls, control(6, {}, {}, { id: 'c' }), other] });
    engine2.update({ a: '1', b: '2', c: '5' });
    expect(engine2.update({ a: '1', b: '2', c: '6' })).toEqual([]);
  });
  it('calculators in a cycle are blank and reported', () => {
    const x = control(24, { formula: [{ id: 'y' }], result: 'round' }, {}, { id: 'x' });
    const y = control(24, { formula: [{ id: 'x' }], result: 'round' }, {}, { id: 'y' });
    const cyclic: Form = { id: 'f', name: 'f', controls: [x, y] };
    expect(calculatorCycles(cyclic)).toEqual([['x', 'y', 'x']]);
    expect(computeAll(cyclic, {})).toEqual({ x: '', y: '' });
  });
});

describe('date calculator: exactly two related dates; days, hours, minutes', () => {
  it('days between two dates', () => {
    expect(computeDateDifference('2024-03-01', '2024-03-11', 'days')).toBe('10');
  });
  it('days and hours to 2 decimals when time is included', () => {
    expect(computeDateDifference('2024-03-01 08:00', '2024-03-02 20:00', 'days')).toBe('1.50');
    expect(computeDateDifference('2024-03-01 08:00', '2024-03-01 09:20', 'hours')).toBe('1.33');
    expect(computeDateDifference('2024-03-01', '2024-03-02', 'hours')).toBe('24');
  });
  it('minutes', () => {
    expect(computeDateDifference('2024-03-01 08:00', '2024-03-01 09:20:00', 'minutes')).toBe('80');
  });
  it('blank while a date is missing', () => {
    expect(computeDateDifference('2024-03-01', '', 'days')).toBe('');
  });
  it('needs exactly two related dates', () => {
    const d1 = control(3, {}, {}, { id: 'd1' });
    const d2 = control(3, {}, {}, { id: 'd2' });
    const two = control(25, { unit: 'hours' }, {}, { id: 'calc', linkToControlsId: ['d1', 'd2'] });
    const one = control(25, {}, {}, { id: 'one', linkToControlsId: ['d1'] });
    expect(computeAll({ id: 'f', name: 'f', controls: [d1, d2, two, one] }, { d1: '2024-03-01 08:00', d2: '2024-03-01 10:30' }))
      .toEqual({ calc: '2.50', one: '' });
  });
});
