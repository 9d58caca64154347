import type { Form } from './form';
import type { Control } from './control';
import { getControlType, hasColumns, isKnownModuleId } from '../controls/registry';
import { isNumberColumnType as isNumberColumn } from '../tables/table-columns';
import { formModelMessages as m } from '../messages';
import { normaliseLooseForm } from './loose-form-shapes';
import { isReservedId } from './reserved-ids';

/**
 * The JSON format of a form (docs/FORM-FORMAT.md). Parsing checks the types of the fields this product knows
 * and keeps every other field as it came, so that read → write is lossless.
 */

export interface FormJsonError {
  /** Path of the bad field, e.g. `controls[3].children[1].id` (empty for the whole document). */
  path: string;
  message: string;
}

export type ParseFormResult = { ok: true; form: Form } | { ok: false; errors: FormJsonError[] };

type Json = Record<string, unknown>;

const OPERATORS = new Set(['+', '-', '*', '/', '(', ')']);
const DIGITS = /^[0-9.]+$/;
const WIDTHS = [25, 50, 75, 100] as const;
const DEFAULT_VALUE_TYPES = [1, 2, 3, 4] as const;
const RESULTS = ['round', 'ceil', 'floor', 'fixed1', 'fixed2'] as const;
const FIXED = ['left', 'right', 'none'] as const;
const FLEX = ['row', 'column'] as const;
const LINK_TYPES = ['commonUse', 'table'] as const;
const COMPUTE_TYPES = ['display', 'change', 'statistics'] as const;
const USE_TYPES = ['sum', 'reduce', 'beingReduce'] as const;
const CALCULATE_TYPES = ['+', '-'] as const;

const CONFIG_BOOLEANS = ['required', 'hidden', 'strictly', 'isPrint', 'strongRemind'];
const CONFIG_STRINGS = ['display_name', 'tip'];
const PROPS_BOOLEANS = [
  'disabled', 'remote', 'custom', 'isAllowDecimal', 'phone', 'email', 'number', 'showSummary', 'isTableField',
  'isShowTableStatisticsCount', 'isShowBillsCount', 'isFormulaData', 'isLengthLimit',
];
const PROPS_NUMBERS = ['min', 'max', 'minlength', 'maxlength', 'decimalNum', 'minNum', 'maxNum'];
const PROPS_STRINGS = ['userInfo', 'label', 'accept', 'unity', 'tableId', 'formValue', 'customFileTypes'];
const FILE_TYPE_GROUPS = ['documents', 'images', 'audio', 'video', 'archives', 'custom'] as const;
const CONTROL_STRINGS = ['description', 'icon', 'placeholder', 'componentType'];
const OPTION_BOOLEANS = ['isDefault', 'isOther', 'isChecked', 'isRemote'];

function isObject(x: unknown): x is Json {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Collects errors while walking the document; never throws. */
class Checker {
  readonly errors: FormJsonError[] = [];
  /** control id → path of its first occurrence, across the form and table columns. */
  private readonly controlIds = new Map<string, string>();

  fail(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  object(value: unknown, path: string): value is Json {
    if (isObject(value)) return true;
    this.fail(path, m.expectedObject);
    return false;
  }

  array(value: unknown, path: string): value is unknown[] {
    if (Array.isArray(value)) return true;
    this.fail(path, m.expectedArray);
    return false;
  }

  string(value: unknown, path: string, nonEmpty = false): value is string {
    if (typeof value === 'string' && (!nonEmpty || value.length > 0)) return true;
    this.fail(path, nonEmpty ? m.expectedNonEmptyString : m.expectedString);
    return false;
  }

  /** Checks optional typed fields of an object: absent is fine, present must have the type. */
  optional(obj: Json, path: string, keys: readonly string[], kind: 'boolean' | 'number' | 'string'): void {
    for (const key of keys) {
      if (!(key in obj) || obj[key] === undefined) continue;
      const value = obj[key];
      const ok = kind === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === kind;
      if (!ok) {
        const message = kind === 'boolean' ? m.expectedBoolean : kind === 'number' ? m.expectedNumber : m.expectedString;
        this.fail(`${path}.${key}`, message);
      }
    }
  }

  oneOf(obj: Json, key: string, path: string, allowed: readonly unknown[], required = false): void {
    if (!(key in obj) || obj[key] === undefined) {
      if (required) this.fail(`${path}.${key}`, m.expectedOneOf(allowed));
      return;
    }
    if (!allowed.includes(obj[key])) this.fail(`${path}.${key}`, m.expectedOneOf(allowed));
  }

  stringArray(obj: Json, key: string, path: string): void {
    if (!(key in obj) || obj[key] === undefined) return;
    const value = obj[key];
    if (!this.array(value, `${path}.${key}`)) return;
    value.forEach((item, i) => this.string(item, `${path}.${key}[${i}]`));
  }

  form(input: unknown): void {
    if (!this.object(input, '')) return;
    this.string(input.id, 'id', true);
    this.string(input.name, 'name');
    if (!this.array(input.controls, 'controls')) return;
    input.controls.forEach((control, i) => this.control(control, `controls[${i}]`, false));
  }

  control(control: unknown, path: string, isColumn: boolean): void {
    if (!this.object(control, path)) return;
    if (this.string(control.id, `${path}.id`, true)) {
      const first = this.controlIds.get(control.id);
      if (isReservedId(control.id)) this.fail(`${path}.id`, m.reservedControlId(control.id));
      else if (first !== undefined) this.fail(`${path}.id`, m.duplicateControlId(control.id, first));
      else this.controlIds.set(control.id, `${path}.id`);
    }
    const moduleId = control.moduleId;
    const known = isKnownModuleId(moduleId);
    if (!known) this.fail(`${path}.moduleId`, m.unknownModuleId(moduleId));
    this.string(control.name, `${path}.name`);
    this.optional(control, path, CONTROL_STRINGS, 'string');
    if (this.object(control.config, `${path}.config`)) this.config(control.config, `${path}.config`);
    if (this.object(control.props, `${path}.props`)) this.props(control.props, `${path}.props`);
    if ('store' in control && control.store !== undefined) this.object(control.store, `${path}.store`);
    this.stringArray(control, 'linkToControlsId', path);
    this.stringArray(control, 'linkTargetControlsId', path);
    if ('dataTableCallConfig' in control && control.dataTableCallConfig !== undefined) {
      this.dataTableCallConfig(control.dataTableCallConfig, `${path}.dataTableCallConfig`);
    }
    if ('logic' in control && control.logic !== undefined) this.logic(control.logic, `${path}.logic`);
    if ('rules' in control && control.rules !== undefined) this.rules(control.rules, `${path}.rules`);
    if (isColumn) {
      if (typeof moduleId === 'number' && hasColumns(moduleId)) this.fail(`${path}.moduleId`, m.nestedTableNotAllowed);
      if (this.object(control.colProps, `${path}.colProps`)) this.colProps(control.colProps, `${path}.colProps`);
    }
    if (!('children' in control) || control.children === undefined) return;
    if (!this.array(control.children, `${path}.children`)) return;
    const type = known ? getControlType(moduleId) : undefined;
    if (type?.capabilities.columns) {
      control.children.forEach((column, i) => this.control(column, `${path}.children[${i}]`, true));
      if (isObject(control.props)) this.summaryColumns(control as Json, path);
    } else if (type?.capabilities.options) {
      const optionIds = new Map<unknown, string>();
      control.children.forEach((option, i) => this.option(option, `${path}.children[${i}]`, optionIds));
    }
  }

  config(config: Json, path: string): void {
    this.string(config.title, `${path}.title`);
    this.optional(config, path, CONFIG_BOOLEANS, 'boolean');
    this.optional(config, path, CONFIG_STRINGS, 'string');
    this.oneOf(config, 'width', path, WIDTHS);
    if ('_timeConfig' in config && config._timeConfig !== undefined) this.object(config._timeConfig, `${path}._timeConfig`);
  }

  props(props: Json, path: string): void {
    this.optional(props, path, PROPS_BOOLEANS, 'boolean');
    this.optional(props, path, PROPS_NUMBERS, 'number');
    this.optional(props, path, PROPS_STRINGS, 'string');
    this.oneOf(props, 'defaultValueType', path, DEFAULT_VALUE_TYPES);
    this.oneOf(props, 'result', path, RESULTS);
    this.oneOf(props, 'fileTypeGroup', path, FILE_TYPE_GROUPS);
    if ('api' in props && props.api !== undefined && typeof props.api !== 'string' && typeof props.api !== 'number') {
      this.fail(`${path}.api`, m.expectedString);
    }
    if ('style' in props && props.style !== undefined && this.object(props.style, `${path}.style`)) {
      this.oneOf(props.style, 'flexDirection', `${path}.style`, FLEX);
    }
    this.stringArray(props, 'summaryColumns', path);
    this.stringArray(props, 'billCountTableIds', path);
    if ('formula' in props && props.formula !== undefined && this.array(props.formula, `${path}.formula`)) {
      props.formula.forEach((token, i) => this.formulaToken(token, `${path}.formula[${i}]`));
    }
  }

  formulaToken(token: unknown, path: string): void {
    if (typeof token === 'string' && (OPERATORS.has(token) || DIGITS.test(token))) return;
    if (isObject(token)) {
      this.string(token.id, `${path}.id`, true);
      return;
    }
    this.fail(path, m.invalidFormulaToken);
  }

  option(option: unknown, path: string, seen: Map<unknown, string>): void {
    if (!this.object(option, path)) return;
    const id = option.id;
    if (typeof id !== 'number' && typeof id !== 'string') {
      this.fail(`${path}.id`, m.expectedOneOf(['number', 'string']));
    } else {
      const first = seen.get(id);
      if (first !== undefined) this.fail(`${path}.id`, m.duplicateOptionId(id, first));
      else seen.set(id, `${path}.id`);
    }
    this.string(option.value, `${path}.value`);
    this.optional(option, path, OPTION_BOOLEANS, 'boolean');
    this.optional(option, path, ['imgURL'], 'string');
  }

  colProps(colProps: Json, path: string): void {
    if (typeof colProps.width !== 'number' || !Number.isFinite(colProps.width)) this.fail(`${path}.width`, m.expectedNumber);
    this.oneOf(colProps, 'fixed', path, FIXED, true);
    if (typeof colProps.isMinWidth !== 'boolean') this.fail(`${path}.isMinWidth`, m.expectedBoolean);
  }

  /** summaryColumns must name number columns of this table. */
  summaryColumns(table: Json, path: string): void {
    const props = table.props as Json;
    const ids = props.summaryColumns;
    if (!Array.isArray(ids)) return;
    const columns = (table.children as unknown[]).filter(isObject);
    ids.forEach((id, i) => {
      if (typeof id !== 'string') return;
      const column = columns.find((c) => c.id === id);
      if (!column) this.fail(`${path}.props.summaryColumns[${i}]`, m.unknownSummaryColumn(id));
      else if (!isNumberColumn(column)) this.fail(`${path}.props.summaryColumns[${i}]`, m.summaryColumnNotNumber(id));
    });
  }

  dataTableCallConfig(config: unknown, path: string): void {
    if (!this.object(config, path)) return;
    this.oneOf(config, 'linkType', path, LINK_TYPES, true);
    this.oneOf(config, 'computeType', path, COMPUTE_TYPES, true);
    this.oneOf(config, 'useType', path, USE_TYPES);
    for (const key of ['linkTable', 'linkTableFiled']) {
      if (key in config && config[key] !== undefined && this.object(config[key], `${path}.${key}`)) {
        this.string((config[key] as Json).name, `${path}.${key}.name`);
      }
    }
    if (!('linkCondition' in config) || config.linkCondition === undefined) return;
    if (!this.array(config.linkCondition, `${path}.linkCondition`)) return;
    config.linkCondition.forEach((group, i) => {
      const groupPath = `${path}.linkCondition[${i}]`;
      if (!this.array(group, groupPath)) return;
      group.forEach((item, j) => {
        if (this.object(item, `${groupPath}[${j}]`)) {
          this.optional(item, `${groupPath}[${j}]`, ['tableConditionFiled', 'formConditionFiled', 'computeType', 'type', 'custom'], 'string');
        }
      });
    });
  }

  logic(logic: unknown, path: string): void {
    if (!this.object(logic, path)) return;
    for (const [controllingId, optionIds] of Object.entries(logic)) {
      const keyPath = `${path}.${controllingId}`;
      if (!this.array(optionIds, keyPath)) continue;
      optionIds.forEach((id, i) => {
        if (typeof id !== 'number' && typeof id !== 'string') this.fail(`${keyPath}[${i}]`, m.expectedOneOf(['number', 'string']));
      });
    }
  }

  rules(rules: unknown, path: string): void {
    if (!this.array(rules, path)) return;
    rules.forEach((rule, i) => {
      const rulePath = `${path}[${i}]`;
      if (!this.object(rule, rulePath)) return;
      this.string(rule.tableId, `${rulePath}.tableId`);
      this.string(rule.tableColumnId, `${rulePath}.tableColumnId`);
      this.oneOf(rule, 'calculateType', rulePath, CALCULATE_TYPES, true);
    });
  }
}

/**
 * Reads a form from a JSON string or an already-parsed value. Never throws: malformed input gives every
 * error found, each with the path of the bad field. The returned form is a deep copy holding every field of
 * the input, known or not.
 */
export function parseForm(input: unknown): ParseFormResult {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, errors: [{ path: '', message: m.notJson }] };
    }
  }
  let copy: unknown;
  try {
    // A JSON copy: detaches the caller's object and drops nothing JSON can hold.
    copy = JSON.parse(JSON.stringify(value));
  } catch {
    // Only reachable on exotic inputs (cycles, BigInt, getters that throw); report instead of crashing.
    return { ok: false, errors: [{ path: '', message: m.notJson }] };
  }
  // Loose but meaningful shapes (missing props, `fixed: ""`, "12" for 12) become the type's defaults first.
  normaliseLooseForm(copy);
  const checker = new Checker();
  try {
    checker.form(copy);
  } catch {
    checker.fail('', m.expectedObject);
  }
  if (checker.errors.length > 0) return { ok: false, errors: checker.errors };
  return { ok: true, form: copy as Form };
}

/** Writes a form as JSON (2-space indented). Unknown fields are written back as they were read. */
export function serializeForm(form: Form): string {
  return JSON.stringify(form, null, 2);
}

/** All controls of a form including table columns, each with its path, in display order. */
export function walkControls(form: Form): Array<{ control: Control; path: string; table?: Control }> {
  const out: Array<{ control: Control; path: string; table?: Control }> = [];
  form.controls.forEach((control, i) => {
    out.push({ control, path: `controls[${i}]` });
    if (hasColumns(control.moduleId) && Array.isArray(control.children)) {
      control.children.forEach((column, j) => {
        out.push({ control: column as Control, path: `controls[${i}].children[${j}]`, table: control });
      });
    }
  });
  return out;
}
