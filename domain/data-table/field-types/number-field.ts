import { EMPTY_CELL, isEmptyCell, type FieldTypeModule } from './field-type-module';

export const NumberFieldMessages = {
  notNumber: '请输入数字',
  tooManyDigits: '数字最多 15 位有效数字',
} as const;

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** A double keeps 15 significant digits exactly; more would be stored as a different number than typed. */
const MAX_DIGITS = 15;

function significantDigits(text: string): number {
  return text.replace(/^[+-]/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/** 数字: plain decimal notation, stored as a number. */
export const numberField: FieldTypeModule = {
  type: 'number',
  readCell(text) {
    const trimmed = text.trim().replace(/,/g, '');
    if (trimmed === '') return EMPTY_CELL;
    if (!NUMBER_TEXT.test(trimmed)) return { ok: false, message: NumberFieldMessages.notNumber };
    if (significantDigits(trimmed) > MAX_DIGITS) return { ok: false, message: NumberFieldMessages.tooManyDigits };
    return { ok: true, value: Number(trimmed) };
  },
  holds: (value) => isEmptyCell(value) || (typeof value === 'number' && Number.isFinite(value)),
  showCell: (value) => (isEmptyCell(value) ? '' : String(value)),
};
