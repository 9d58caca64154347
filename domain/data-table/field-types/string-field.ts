import { EMPTY_CELL, isEmptyCell, type FieldTypeModule } from './field-type-module';

/** 文本: any text; surrounding spaces are not part of it. */
export const stringField: FieldTypeModule = {
  type: 'string',
  readCell: (text) => (text.trim() === '' ? EMPTY_CELL : { ok: true, value: text.trim() }),
  holds: (value) => isEmptyCell(value) || typeof value === 'string',
  showCell: (value) => (isEmptyCell(value) ? '' : String(value)),
};
