/**
 * A branch's conditions as one expression of the target's language, with the meaning our engine gives them
 * (domain/flow/conditions): a control that is hidden or empty is `null` (docs/BPMN.md) and then only
 * 为空 holds; numbers compare exactly (FEEL and JUEL numbers are decimals); dates by calendar day; choices by
 * option id over the list of chosen ids; texts trimmed. Anything our engine can never match becomes `false`.
 */
import type { Control } from '../../model/control';
import { parseDate } from '../../validation/date-value';
import { NUMBER_TEXT } from '../../validation/number-value';
import { conditionKindOf } from '../conditions/registry';
import { isInitiatorCondition, type Condition, type FieldCondition, type InitiatorCondition } from '../model/condition';
import type { ExpressionDialect } from './expression-dialect';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String);

function numberLiteral(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  return text !== undefined && NUMBER_TEXT.test(text) ? text : undefined;
}

const ORDER_OPS = { eq: '=', ne: '!=', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** Numbers and dates: = ≠ > ≥ < ≤ and between (inclusive). */
function ordered(d: ExpressionDialect, left: string, op: string, value: unknown, literal: (v: unknown) => string | undefined): string | undefined {
  if (op === 'between') {
    const [low, high] = Array.isArray(value) && value.length === 2 ? value.map(literal) : [];
    return low === undefined || high === undefined ? undefined : d.and([d.compare(left, '>=', low), d.compare(left, '<=', high)]);
  }
  const symbol = ORDER_OPS[op as keyof typeof ORDER_OPS];
  const right = literal(value);
  return symbol === undefined || right === undefined ? undefined : d.compare(left, symbol, right);
}

function choice(d: ExpressionDialect, v: string, op: string, value: unknown): string | undefined {
  const ids = asList(value);
  switch (op) {
    case 'in': case 'contains': return d.listHasAny(v, ids);
    case 'notIn': return d.not(d.listHasAny(v, ids));
    case 'eq': return ids.length === 1 ? d.listIsOnly(v, ids[0]) : undefined;
    case 'ne': return ids.length === 1 ? d.not(d.listIsOnly(v, ids[0])) : 'true';
    default: return undefined;
  }
}

function text(d: ExpressionDialect, v: string, op: string, value: unknown): string | undefined {
  const expected = String(value ?? '').trim();
  switch (op) {
    case 'eq': return d.compare(v, '=', d.str(expected));
    case 'ne': return d.compare(v, '!=', d.str(expected));
    case 'contains': return String(value ?? '') === '' ? undefined : d.textContains(v, String(value));
    case 'in': return d.oneOf(v, asList(value));
    case 'notIn': return d.not(d.oneOf(v, asList(value)));
    default: return undefined;
  }
}

function fieldExpression(condition: FieldCondition, control: Control | undefined, d: ExpressionDialect): string {
  const v = d.variable(condition.controlId);
  if (condition.op === 'empty') return d.isNull(v);
  if (condition.op === 'notEmpty') return d.notNull(v);
  const kind = control ? conditionKindOf(control) : undefined;
  if (!kind || !kind.ops.includes(condition.op)) return 'false';
  let body: string | undefined;
  switch (kind.name) {
    case 'number': body = ordered(d, v, condition.op, condition.value, numberLiteral); break;
    case 'date': body = ordered(d, d.day(v), condition.op, condition.value, (x) => {
      const day = parseDate(x)?.day;
      return day === undefined ? undefined : d.dayLiteral(day);
    }); break;
    case 'choice': body = choice(d, v, condition.op, condition.value); break;
    case 'text': body = text(d, v, condition.op, condition.value); break;
    // 成员 and 部门 (issue 41): lists of ids; the department tree is the backend's helpers' (docs/BPMN.md).
    case 'members': case 'depts':
      body = condition.op === 'inDept' ? d.helper('usersInDept', [v, d.strings(asList(condition.value))])
        : condition.op === 'under' ? d.helper('deptsUnder', [v, d.strings(asList(condition.value))])
          : choice(d, v, condition.op, condition.value);
      break;
  }
  return body === undefined ? 'false' : d.and([d.notNull(v), body]);
}

function initiatorExpression(condition: InitiatorCondition, d: ExpressionDialect): string {
  const ids = asList(condition.value);
  const initiator = d.variable('initiator');
  switch (condition.op) {
    case 'inDept': return d.helper('inDept', [initiator, d.strings(ids)]);
    case 'hasRole': return d.helper('hasRole', [initiator, d.strings(ids)]);
    case 'is': return d.oneOf(initiator, ids);
    default: return 'false';
  }
}

export function conditionExpression(condition: Condition, controlsById: ReadonlyMap<string, Control>, d: ExpressionDialect): string {
  if (isInitiatorCondition(condition)) return initiatorExpression(condition, d);
  return fieldExpression(condition, controlsById.get(condition.controlId), d);
}

/** OR of AND-groups; a branch without conditions never matches. */
export function branchExpression(groups: readonly Condition[][], controlsById: ReadonlyMap<string, Control>, d: ExpressionDialect): string {
  const usable = groups.filter((group) => group.length > 0);
  return d.or(usable.map((group) => d.and(group.map((condition) => conditionExpression(condition, controlsById, d)))));
}
