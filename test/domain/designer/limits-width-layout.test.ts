import { getControlType } from '../../../domain/controls/registry';
import { isTextLengthLimitOn, setMaxLength, setMinLength, setTextLengthLimit } from '../../../domain/designer/text-length-limit';
import { countLimitError, setCountLimit } from '../../../domain/designer/count-limit';
import { DEFAULT_WIDTH, WIDTHS, setWidth, widthOf } from '../../../domain/designer/width';
import { DEFAULT_LAYOUT, layoutOf, setLayout } from '../../../domain/designer/layout';
import type { Control } from '../../../domain/model/control';
import { deepFreeze } from '../../fixtures/deep-freeze';

const text = (): Control => deepFreeze(getControlType(1)!.create('t'));

describe('text length limit', () => {
  test('starts off with min and max 0', () => {
    expect(isTextLengthLimitOn(text())).toBe(false);
    expect(text().props).toMatchObject({ minlength: 0, maxlength: 0 });
  });

  test('switching it off clears both', () => {
    const on = setMaxLength(setMinLength(setTextLengthLimit(text(), true), 3), 10);
    expect(on.props).toMatchObject({ isLengthLimit: true, minlength: 3, maxlength: 10 });
    expect(setTextLengthLimit(on, false).props).toMatchObject({ isLengthLimit: false, minlength: 0, maxlength: 0 });
  });

  test('raising min above max raises max', () => {
    const control = setMaxLength(setTextLengthLimit(text(), true), 10);
    expect(setMinLength(control, 15).props).toMatchObject({ minlength: 15, maxlength: 15 });
    expect(setMinLength(control, 5).props).toMatchObject({ minlength: 5, maxlength: 10 });
  });

  test('lowering max below min lowers min', () => {
    const control = setMaxLength(setMinLength(setTextLengthLimit(text(), true), 8), 20);
    expect(setMaxLength(control, 4).props).toMatchObject({ minlength: 4, maxlength: 4 });
    expect(setMaxLength(control, 12).props).toMatchObject({ minlength: 8, maxlength: 12 });
  });

  test('lengths are whole numbers of at least 0', () => {
    expect(setMinLength(text(), -3).props.minlength).toBe(0);
    expect(setMaxLength(text(), 7.8).props.maxlength).toBe(7);
    expect(setMaxLength(text(), Number.NaN).props.maxlength).toBe(0);
  });
});

describe('min/max count inputs are numbers of at least 0', () => {
  test('negative, fractional and non-numeric counts are corrected', () => {
    const multi = deepFreeze(getControlType(10)!.create('m'));
    expect(setCountLimit(multi, 'min', -1).props.min).toBe(0);
    expect(setCountLimit(multi, 'max', 2.5).props.max).toBe(2);
    expect(setCountLimit(multi, 'max', Number.NaN).props.max).toBe(0);
    expect(setCountLimit(multi, 'min', 3).props).toMatchObject({ min: 3, max: 0 });
  });

  test('the input check gives a message for anything but a number ≥ 0', () => {
    expect(countLimitError(0)).toBeUndefined();
    expect(countLimitError('4')).toBeUndefined();
    expect(countLimitError(-1)).toBe('请输入大于等于 0 的数字');
    expect(countLimitError('abc')).toBe('请输入大于等于 0 的数字');
    expect(countLimitError('')).toBe('请输入大于等于 0 的数字');
  });
});

describe('width 25/50/75/100 (default 100)', () => {
  test('default is 100', () => {
    expect(DEFAULT_WIDTH).toBe(100);
    expect(WIDTHS).toEqual([25, 50, 75, 100]);
    const noWidth = { ...text(), config: { title: 'x' } };
    expect(widthOf(noWidth)).toBe(100);
  });

  test('only the four widths can be set', () => {
    expect(setWidth(text(), 50).config.width).toBe(50);
    expect(widthOf(setWidth(text(), 75))).toBe(75);
    const control = text();
    expect(setWidth(control, 60)).toBe(control);
  });
});

describe('layout row/column (default row)', () => {
  test('default is row', () => {
    expect(DEFAULT_LAYOUT).toBe('row');
    expect(layoutOf(text())).toBe('row');
  });

  test('column can be chosen and row restored, other style fields kept', () => {
    const styled = deepFreeze({ ...getControlType(8)!.create('r'), props: { style: { flexDirection: 'row' as const, gap: 8 } } });
    const column = setLayout(styled, 'column');
    expect(layoutOf(column)).toBe('column');
    expect(column.props.style).toEqual({ flexDirection: 'column', gap: 8 });
    expect(layoutOf(setLayout(column, 'row'))).toBe('row');
  });
});
