/** Dates: compared by calendar day (a time of day is ignored). */
import { parseDate } from '../../validation/date-value';
import { orderedKind } from './ordered-kind';

const parse = (value: unknown): string | undefined => parseDate(value)?.day;

export const dateCondition = orderedKind('date', parse, (a, b) => (a < b ? -1 : a > b ? 1 : 0), (value) => parse(value) ?? String(value ?? ''));
