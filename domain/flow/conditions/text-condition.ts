/** Text (单行文本, 多行文本, 邮箱, 电话, 链接, 省市区): 等于 / 不等于 / 包含, and 属于 one of listed texts. */
import type { ConditionKind } from './condition-kind';

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map((part) => String(part ?? '')).join('/') : typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

const listOf = (expected: unknown): string[] => (Array.isArray(expected) ? expected.map((item) => String(item)) : [String(expected ?? '')]);

export const textCondition: ConditionKind = {
  name: 'text',
  ops: ['eq', 'ne', 'contains', 'in', 'notIn'],
  matches(op, actual, expected) {
    const text = textOf(actual);
    switch (op) {
      case 'eq': return text === String(expected ?? '').trim();
      case 'ne': return text !== String(expected ?? '').trim();
      case 'contains': return String(expected ?? '') !== '' && text.includes(String(expected));
      case 'in': return listOf(expected).includes(text);
      case 'notIn': return !listOf(expected).includes(text);
      default: return false;
    }
  },
  checkValue(op, expected) {
    if (op === 'in' || op === 'notIn') return Array.isArray(expected) && expected.length > 0 ? undefined : { kind: 'invalid' };
    return typeof expected === 'string' || typeof expected === 'number' ? undefined : { kind: 'invalid' };
  },
  describeValue: (_op, expected) => listOf(expected).join('、'),
};
