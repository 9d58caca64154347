/**
 * 身份证号 (moduleId 31): the 18-character resident ID number of GB 11643 — 17 digits, the first 1–9, characters
 * 7–14 a real birth date from 1900-01-01 to today, and a check character. Entry points: `idCardProblem(value,
 * today)`, `normalizeIdCard(text)` (a lowercase x is stored as X), `maskIdCard(text)` (lists, cards, notices).
 */
import dayjs from 'dayjs';

export const idCardMessages = {
  format: '身份证号码格式不正确',
} as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = /^[1-9]\d{16}[\dXx]$/;
const FIRST_DAY = '1900-01-01';

/** The check character of the first 17 digits (sum of digit × weight, mod 11 → 1 0 X 9 8 7 6 5 4 3 2). */
export function idCardCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARACTERS[sum % 11];
}

/** What is stored: trimmed, a lowercase x as X. */
export function normalizeIdCard(text: string): string {
  return text.trim().replace(/x$/, 'X');
}

/** 身份证号码格式不正确 for anything but a valid 18-character number (15-digit numbers included); `today` YYYY-MM-DD. */
export function idCardProblem(value: unknown, today?: string): string | undefined {
  if (typeof value !== 'string') return idCardMessages.format;
  const text = normalizeIdCard(value);
  if (!SHAPE.test(text)) return idCardMessages.format;
  const birth = `${text.slice(6, 10)}-${text.slice(10, 12)}-${text.slice(12, 14)}`;
  const day = dayjs(birth);
  const last = today ?? dayjs().format('YYYY-MM-DD');
  if (!day.isValid() || day.format('YYYY-MM-DD') !== birth || birth < FIRST_DAY || birth > last) return idCardMessages.format;
  return idCardCheckCharacter(text) === text[17] ? undefined : idCardMessages.format;
}

/** `110101********123X`: the first 6 and the last 4 characters of an 18-character number; other text as it is. */
export function maskIdCard(text: string): string {
  return text.length === 18 ? `${text.slice(0, 6)}********${text.slice(14)}` : text;
}
