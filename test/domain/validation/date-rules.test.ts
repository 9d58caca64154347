import type { Form } from '../../../domain/model/form';
import { checkDateRange, dateBounds, datesToClear, shouldClearLinkedDate } from '../../../domain/validation/date-rules';
import { validateField } from '../../../domain/validation/validate-field';
import { control } from './fixtures';

const today = '2024-03-15';
const dateWith = (start?: unknown, end?: unknown) => control(3, {}, { _timeConfig: { start, end } }, { id: 'd' });

describe('date limits: start and end bounds by type', () => {
  it('application date', () => {
    expect(dateBounds(dateWith({ type: 'applicationDate' }), { today })).toEqual({ min: '2024-03-15' });
  });
  it('days before or after', () => {
    expect(dateBounds(dateWith({ type: 'daysBefore', days: 20 }, { type: 'daysAfter', days: 17 }), { today })).toEqual({ min: '2024-02-24', max: '2024-04-01' });
  });
  it('application month', () => {
    expect(dateBounds(dateWith({ type: 'applicationMonth' }, { type: 'applicationMonth' }), { today: '2024-02-10' })).toEqual({ min: '2024-02-01', max: '2024-02-29' });
  });
  it('a specified date', () => {
    expect(dateBounds(dateWith(undefined, { type: 'specifiedDate', date: '2024-12-31' }), { today })).toEqual({ max: '2024-12-31' });
  });
  it("a linked control's date", () => {
    expect(dateBounds(dateWith({ type: 'linkedControl', controlId: 'begin' }), { today, values: { begin: '2024-05-01 10:00' } })).toEqual({ min: '2024-05-01' });
  });
  it('a date outside its bounds is refused', () => {
    const d = dateWith({ type: 'applicationDate' });
    expect(validateField(d, '2024-03-14', { today })).toBe('日期不能早于 2024-03-15');
    expect(validateField(d, '2024-03-15', { today })).toBeUndefined();
    expect(validateField(d, '2024年03月20日', { today })).toBeUndefined();
  });
});

describe('date range with the end before the begin', () => {
  it('gives the adjust message', () => {
    expect(checkDateRange('2024-03-02 10:00', '2024-03-01 10:00')).toBe('开始时间晚于结束时间，请调整');
    expect(validateField(control(12), ['2024-03-02', '2024-03-01'])).toBe('开始时间晚于结束时间，请调整');
    expect(validateField(control(12), ['2024-03-01', '2024-03-02'])).toBeUndefined();
  });
});

describe('linked-date clearing', () => {
  it('clears a dependent date that is not later than the linked one', () => {
    expect(shouldClearLinkedDate('2024-03-10', '2024-03-10')).toBe(true);
    expect(shouldClearLinkedDate('2024-03-10', '2024-03-09')).toBe(true);
    expect(shouldClearLinkedDate('2024-03-10', '2024-03-11')).toBe(false);
    expect(shouldClearLinkedDate('2024-03-10', undefined)).toBe(false);
  });
  it('finds the dependent dates of a changed date', () => {
    const begin = control(3, {}, {}, { id: 'begin' });
    const end = control(3, {}, { _timeConfig: { start: { type: 'linkedControl', controlId: 'begin' } } }, { id: 'end' });
    const form: Form = { id: 'f', name: 'f', controls: [begin, end] };
    expect(datesToClear(form, 'begin', { begin: '2024-03-10', end: '2024-03-01' })).toEqual(['end']);
    expect(datesToClear(form, 'begin', { begin: '2024-03-10', end: '2024-03-12' })).toEqual([]);
  });
});
