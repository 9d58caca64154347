// Issue 14, item 10: a 单选 / 多选 whose "其他" option is chosen carries what "other" is. The value is
// { value: <id or ids>, otherText } while 其他 is chosen and the plain id(s) otherwise; old plain values
// (其他's id without a text) still read. Validation, logic, flow conditions and print follow the same reading.
import type { ControlOption } from '../../../domain/model/control';
import { choiceLabels, choiceValue, chosenIds, isOtherChosen, otherTextOf } from '../../../domain/model/choice-value';
import { validateField } from '../../../domain/validation/validate-field';
import { isControlVisible } from '../../../domain/validation/visibility';
import { choiceCondition } from '../../../domain/flow/conditions/choice-condition';
import { formatPrintValue } from '../../../domain/print/print-values';
import { control, form } from '../../application/filler/forms';

const withOther: ControlOption[] = [
  { id: 1, value: '飞机' }, { id: 2, value: '高铁' }, { id: 3, value: '其他', isOther: true },
];
const radio = control(8, 'vehicle', { config: { title: '交通工具' }, children: withOther });
const checkbox = control(10, 'kinds', { config: { title: '费用类型' }, children: withOther });

describe('the value format of a choice with 其他', () => {
  test('其他 chosen: { value, otherText }; any other choice: the plain id(s)', () => {
    expect(choiceValue(withOther, 3, '自驾')).toEqual({ value: 3, otherText: '自驾' });
    expect(choiceValue(withOther, [1, 3], '')).toEqual({ value: [1, 3], otherText: '' });
    expect(choiceValue(withOther, 2, '自驾')).toBe(2);
    expect(choiceValue(withOther, [1, 2], '自驾')).toEqual([1, 2]);
  });

  test('old values without the text still read (backward compatible)', () => {
    expect(chosenIds(3)).toEqual([3]);
    expect(chosenIds([1, 3])).toEqual([1, 3]);
    expect(isOtherChosen(withOther, 3)).toBe(true);
    expect(otherTextOf(3)).toBe('');
    expect(choiceLabels(withOther, [1, 3])).toEqual(['飞机', '其他']);
  });

  test('the read-only reading is 其他：<text>', () => {
    expect(choiceLabels(withOther, { value: [1, 3], otherText: '自驾' })).toEqual(['飞机', '其他：自驾']);
  });
});

describe('validation of 其他 (the text is required once 其他 is chosen)', () => {
  test('其他 chosen without a text: 请填写其他内容 (radio and checkbox, required or not)', () => {
    expect(validateField(radio, { value: 3, otherText: '  ' })).toBe('请填写其他内容');
    expect(validateField(checkbox, { value: [1, 3], otherText: '' })).toBe('请填写其他内容');
    const required = { ...radio, config: { ...radio.config, required: true } };
    expect(validateField(required, { value: 3, otherText: '' })).toBe('请填写其他内容');
  });

  test('an old value holding 其他 without a text asks for the text too', () => {
    expect(validateField(radio, 3)).toBe('请填写其他内容');
  });

  test('其他 with a text, or another option, is valid', () => {
    expect(validateField(radio, { value: 3, otherText: '自驾' })).toBeUndefined();
    expect(validateField(checkbox, { value: [1, 3], otherText: '自驾' })).toBeUndefined();
    expect(validateField(radio, 1)).toBeUndefined();
  });

  test('the 其他 option may be renamed: the message names it', () => {
    const renamed = control(8, 'r', { children: [{ id: 1, value: '甲' }, { id: 2, value: '其它情况', isOther: true }] });
    expect(validateField(renamed, { value: 2, otherText: '' })).toBe('请填写其它情况内容');
  });

  test('required, counts and known options read the ids inside the value', () => {
    const required = { ...checkbox, config: { ...checkbox.config, required: true } };
    expect(validateField(required, { value: [], otherText: '' })).toBe('必填项');
    const max1 = { ...checkbox, props: { ...checkbox.props, max: 1 } };
    expect(validateField(max1, { value: [1, 3], otherText: '自驾' })).toBe('最多选择:1项');
    expect(validateField(radio, { value: 9, otherText: 'x' })).toBe('选项不存在：9');
  });
});

test('logic: a control linked to 其他 shows while 其他 is chosen with its text', () => {
  const detail = control(1, 'detail', { logic: { vehicle: [3] } });
  const f = form(radio, detail);
  expect(isControlVisible(f, detail, { vehicle: { value: 3, otherText: '自驾' } })).toBe(true);
  expect(isControlVisible(f, detail, { vehicle: 1 })).toBe(false);
});

test('flow conditions: 属于 其他 holds for { value, otherText }', () => {
  expect(choiceCondition.matches('in', { value: [1, 3], otherText: '自驾' }, [3], checkbox)).toBe(true);
  expect(choiceCondition.matches('eq', { value: 3, otherText: '自驾' }, 3, radio)).toBe(true);
});

test('print: 其他 prints 其他：<text>; an old value prints 其他', () => {
  expect(formatPrintValue(checkbox, { value: [1, 3], otherText: '自驾' })).toEqual({ kind: 'text', text: '飞机、其他：自驾' });
  expect(formatPrintValue(radio, 3)).toEqual({ kind: 'text', text: '其他' });
});
