/**
 * How a target writes expressions: FEEL (camunda8) or JUEL (camunda7, flowable). The condition and assignee
 * mappings build expressions only through this interface, so one mapping serves every target. Helpers that
 * need the organisation (supervisor, deptHead, roleMembers, inDept, hasRole, formUsers) are the backend's
 * contract (docs/BPMN.md): plain FEEL functions on camunda8, methods of the `approval` bean on JUEL.
 */
import type { BpmnTarget } from './bpmn-model';

export interface ExpressionDialect {
  /** The text written into the XML attribute or body: `=expr` or `${expr}`. */
  wrap(expression: string): string;
  /** The inverse of wrap, or undefined when the text is not an expression of this dialect. */
  unwrap(text: string): string | undefined;
  str(text: string): string;
  /** A list of strings (user ids). */
  strings(items: readonly string[]): string;
  /** A form value or other process variable. */
  variable(name: string): string;
  and(parts: readonly string[]): string;
  or(parts: readonly string[]): string;
  not(expression: string): string;
  compare(left: string, op: '=' | '!=' | '<' | '<=' | '>' | '>=', right: string): string;
  isNull(expression: string): string;
  notNull(expression: string): string;
  /** A calendar day literal compared with a date variable (YYYY-MM-DD text). */
  day(variable: string): string;
  dayLiteral(day: string): string;
  /** `list` (a list variable) holds one of `items`. */
  listHasAny(list: string, items: readonly string[]): string;
  /** `list` holds exactly one element, equal to `item`. */
  listIsOnly(list: string, item: string): string;
  /** `text` contains `part`. */
  textContains(text: string, part: string): string;
  /** `value` is one of `items` (text). */
  oneOf(value: string, items: readonly string[]): string;
  /** A backend helper call: `name(args)` on FEEL, `approval.name(args)` on JUEL. */
  helper(name: string, args: readonly string[]): string;
  /** `list` when it is not empty, else `fallback`. */
  orElse(list: string, fallback: string): string;
  /** The loop's completed-instance count variable (numberOfCompletedInstances / nrOfCompletedInstances). */
  completedInstances: string;
  /** The loop's instance count variable (numberOfInstances / nrOfInstances). */
  instances: string;
  readonly target: BpmnTarget;
}

const SIMPLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set(['true', 'false', 'null', 'and', 'or', 'not', 'in', 'some', 'every', 'satisfies', 'if', 'then', 'else', 'for', 'return', 'function', 'between', 'instance', 'of', 'empty', 'eq', 'ne', 'lt', 'gt', 'le', 'ge', 'div', 'mod']);

/** A variable name both languages read as a plain name. */
export const isPlainName = (name: string): boolean => SIMPLE_NAME.test(name) && !RESERVED.has(name);

const paren = (parts: readonly string[], joiner: string, empty: string): string =>
  parts.length === 0 ? empty : parts.length === 1 ? parts[0] : parts.map((part) => `(${part})`).join(joiner);

const feelString = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const juelString = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export const feelDialect: ExpressionDialect = {
  target: 'camunda8',
  wrap: (expression) => `=${expression}`,
  unwrap: (text) => (text.startsWith('=') ? text.slice(1).trim() : undefined),
  str: feelString,
  strings: (items) => `[${items.map(feelString).join(', ')}]`,
  variable: (name) => (isPlainName(name) ? name : `\`${name}\``),
  and: (parts) => paren(parts, ' and ', 'true'),
  or: (parts) => paren(parts, ' or ', 'false'),
  not: (expression) => `not(${expression})`,
  compare: (left, op, right) => `${left} ${op} ${right}`,
  isNull: (expression) => `${expression} = null`,
  notNull: (expression) => `${expression} != null`,
  day: (variable) => `date(${variable})`,
  dayLiteral: (day) => `date(${feelString(day)})`,
  listHasAny: (list, items) => `some item in ${list} satisfies list contains(${feelDialect.strings(items)}, item)`,
  listIsOnly: (list, item) => `count(${list}) = 1 and ${list}[1] = ${feelString(item)}`,
  textContains: (text, part) => `contains(${text}, ${feelString(part)})`,
  oneOf: (value, items) => `list contains(${feelDialect.strings(items)}, ${value})`,
  helper: (name, args) => `${name}(${args.join(', ')})`,
  orElse: (list, fallback) => `if count(${list}) = 0 then ${fallback} else ${list}`,
  completedInstances: 'numberOfCompletedInstances',
  instances: 'numberOfInstances',
};

function juelDialect(target: 'camunda7' | 'flowable'): ExpressionDialect {
  const dialect: ExpressionDialect = {
    target,
    wrap: (expression) => `\${${expression}}`,
    unwrap: (text) => (text.startsWith('${') && text.endsWith('}') ? text.slice(2, -1).trim() : undefined),
    str: juelString,
    // JUEL 2.2 (Camunda 7, Flowable) has no list literal: the bean splits a comma-separated text.
    strings: (items) => `approval.ids(${juelString(items.join(','))})`,
    variable: (name) => (isPlainName(name) ? name : `execution.getVariable(${juelString(name)})`),
    and: (parts) => paren(parts, ' && ', 'true'),
    or: (parts) => paren(parts, ' || ', 'false'),
    not: (expression) => `!(${expression})`,
    compare: (left, op, right) => `${left} ${op === '=' ? '==' : op} ${right}`,
    isNull: (expression) => `${expression} == null`,
    notNull: (expression) => `${expression} != null`,
    // YYYY-MM-DD texts order like the days they name; EL compares two strings lexically.
    day: (variable) => variable,
    dayLiteral: juelString,
    listHasAny: (list, items) => paren(items.map((item) => `${list}.contains(${juelString(item)})`), ' || ', 'false'),
    listIsOnly: (list, item) => `${list}.size() == 1 && ${list}.contains(${juelString(item)})`,
    textContains: (text, part) => `${text}.contains(${juelString(part)})`,
    oneOf: (value, items) => paren(items.map((item) => `${value} == ${juelString(item)}`), ' || ', 'false'),
    helper: (name, args) => `approval.${name}(${args.join(', ')})`,
    orElse: (list, fallback) => `empty ${list} ? ${fallback} : ${list}`,
    completedInstances: 'nrOfCompletedInstances',
    instances: 'nrOfInstances',
  };
  return dialect;
}

const DIALECTS: Record<BpmnTarget, ExpressionDialect> = {
  camunda8: feelDialect,
  camunda7: juelDialect('camunda7'),
  flowable: juelDialect('flowable'),
};

export const dialectOf = (target: BpmnTarget): ExpressionDialect => DIALECTS[target];
