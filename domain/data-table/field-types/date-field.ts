import dayjs from 'dayjs';
import { EMPTY_CELL, isEmptyCell, type FieldTypeModule } from './field-type-module';

export const DateFieldMessages = {
  notDate: '请输入日期，格式为 YYYY-MM-DD',
} as const;

const DATE_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** YYYY-MM-DD of a real calendar day (2026-02-30 is not one), zero-padded. */
function normalDate(text: string): string | undefined {
  const match = DATE_TEXT.exec(text.trim().replace(/\//g, '-'));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = dayjs(new Date(year, month - 1, day));
  if (date.year() !== year || date.month() !== month - 1 || date.date() !== day) return undefined;
  return date.format('YYYY-MM-DD');
}

/** 日期: a calendar day stored as YYYY-MM-DD text. */
export const dateField: FieldTypeModule = {
  type: 'date',
  readCell(text) {
    if (text.trim() === '') return EMPTY_CELL;
    const value = normalDate(text);
    return value === undefined ? { ok: false, message: DateFieldMessages.notDate } : { ok: true, value };
  },
  holds: (value) => isEmptyCell(value) || (typeof value === 'string' && normalDate(value) === value),
  showCell: (value) => (isEmptyCell(value) ? '' : String(value)),
};
