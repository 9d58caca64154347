/**
 * Checks a form definition before it is saved (the designer) or by `approval-form check-form`: duplicate ids,
 * unknown moduleIds, number calculator formulas (spec 5 "Formula") and their references, date calculators
 * (exactly two related dates, spec 4), table statistics rules (spec 5 "Table statistics and columns"), logic
 * pointing at missing controls or options, calculators depending on each other in a cycle, min/max counts
 * (numbers of at least 0), date bounds linked to missing controls.
 * Entry point: `checkForm(form)` -> `{valid, errors: [{controlId, message}]}`. Never throws on odd input.
 */
import type { Control, ControlOption } from '../model/control';
import type { Form } from '../model/form';
import { formModelMessages as fm, validationMessages as m } from '../messages';
import { getControlType, isKnownModuleId } from '../controls/registry';
import { calculatorCycles, calculatorOf } from '../calculators/calculator-graph';
import { checkFormula } from '../formula/validate-formula';
import { formulaRefs } from '../formula/formula-lexer';
import { columnsOf, isNumberColumn } from '../tables/table-columns';
import { isChoice, isDateLike, isTable } from '../validation/control-kinds';
import { isSafeImageUrl } from '../model/image-url';

export interface FormCheckError {
  controlId: string;
  message: string;
}

export interface FormCheck {
  valid: boolean;
  errors: FormCheckError[];
}

interface Located {
  control: Control;
  path: string;
  table?: Control;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function locate(form: Form): Located[] {
  const out: Located[] = [];
  (Array.isArray(form?.controls) ? form.controls : []).forEach((control, i) => {
    if (!isObject(control)) return;
    out.push({ control, path: `controls[${i}]` });
    if (isTable(control) && Array.isArray(control.children)) {
      control.children.forEach((column, j) => {
        if (isObject(column)) out.push({ control: column as Control, path: `controls[${i}].children[${j}]`, table: control });
      });
    }
  });
  return out;
}

/** Controls whose value is a number a formula can read. */
/** A number column, or any control holding a number (table statistics). */
const isNumeric = (control: Control): boolean => isNumberColumn(control) || getControlType(control.moduleId)?.numberValue === true;

function checkNumberCalculator(item: Located, byId: ReadonlyMap<string, Control>, add: (message: string) => void): void {
  const { control, table } = item;
  const formula = control.props?.formula;
  const issue = checkFormula(Array.isArray(formula) ? formula : [], control.props?.result);
  if (issue) add(issue.message);
  // In a table, a formula reads the cells of its row first.
  const siblings = table ? new Map(columnsOf(table).map((column) => [column.id, column] as const)) : undefined;
  for (const id of formulaRefs(Array.isArray(formula) ? formula : [])) {
    const target = siblings?.get(id) ?? byId.get(id);
    if (!target) add(m.formulaUnknownControl(id));
    else if (!isNumeric(target)) add(m.formulaNotNumber(id));
  }
}

function checkDateCalculator(control: Control, byId: ReadonlyMap<string, Control>, add: (message: string) => void): void {
  const ids = Array.isArray(control.linkToControlsId) ? control.linkToControlsId : [];
  if (ids.length !== 2) {
    add(m.dateCalculatorNeedsTwoDates);
    return;
  }
  for (const id of ids) {
    const target = byId.get(id);
    if (!target) add(m.formulaUnknownControl(String(id)));
    else if (!isDateLike(target)) add(m.dateCalculatorNotDate(id));
  }
}

function checkStatistics(control: Control, byId: ReadonlyMap<string, Control>, add: (message: string) => void): void {
  const rules = Array.isArray(control.rules) ? control.rules : [];
  if (rules.length === 0) add(fm.lastStatisticsRuleCannotBeRemoved);
  const usedColumns = new Set<string>();
  for (const rule of rules) {
    if (!isObject(rule)) continue;
    if (rule.calculateType !== '+' && rule.calculateType !== '-') add(fm.statisticsCalculateTypeInvalid);
    if (!rule.tableId || !rule.tableColumnId) {
      add(m.statisticsRuleIncomplete);
      continue;
    }
    const table = byId.get(rule.tableId);
    if (!table || !isTable(table)) {
      add(m.statisticsUnknownTable(rule.tableId));
      continue;
    }
    const column = columnsOf(table).find((c) => c.id === rule.tableColumnId);
    if (!column) add(m.statisticsUnknownColumn(rule.tableColumnId));
    else if (!isNumberColumn(column)) add(fm.statisticsColumnNotNumber);
    const key = `${rule.tableId}\u0000${rule.tableColumnId}`;
    if (usedColumns.has(key)) add(fm.statisticsColumnAlreadyUsed);
    usedColumns.add(key);
  }
  const billIds = control.props?.billCountTableIds;
  if (Array.isArray(billIds)) {
    for (const id of billIds) {
      const table = byId.get(id);
      if (!table || !isTable(table)) add(m.billCountUnknownTable(String(id)));
    }
  }
}

function checkLogic(control: Control, byId: ReadonlyMap<string, Control>, add: (message: string) => void): void {
  if (!isObject(control.logic)) return;
  for (const [controllerId, optionIds] of Object.entries(control.logic)) {
    const controller = byId.get(controllerId);
    if (!controller) {
      add(m.logicUnknownControl(controllerId));
      continue;
    }
    const known = new Set((Array.isArray(controller.children) ? (controller.children as ControlOption[]) : []).map((o) => String(o?.id)));
    for (const optionId of Array.isArray(optionIds) ? optionIds : []) {
      if (!known.has(String(optionId))) add(m.logicUnknownOption(controllerId, optionId));
    }
  }
}

function checkCounts(control: Control, add: (message: string) => void): void {
  const props = control.props ?? {};
  const pairs: Array<[unknown, unknown]> = isChoice(control) ? [[props.min, props.max], [props.minNum, props.maxNum]] : [[props.minNum, props.maxNum]];
  for (const [min, max] of pairs) {
    for (const n of [min, max]) {
      if (n !== undefined && n !== null && (typeof n !== 'number' || !Number.isFinite(n) || n < 0)) add(fm.countMustBeNonNegative);
    }
    if (typeof min === 'number' && typeof max === 'number' && max > 0 && min > max) add(m.countMinAboveMax);
  }
}

/** Option images are http(s) links or the storage's own paths (issue 18): never javascript: or data:. */
function checkOptionImages(control: Control, add: (message: string) => void): void {
  if (!Array.isArray(control.children) || isTable(control)) return;
  for (const option of control.children as ControlOption[]) {
    const url = isObject(option) ? option.imgURL : undefined;
    if (typeof url === 'string' && url !== '' && !isSafeImageUrl(url)) add(fm.unsafeImageUrl(url));
  }
}

export function checkForm(form: Form): FormCheck {
  const errors: FormCheckError[] = [];
  const located = locate(form);
  const byId = new Map<string, Control>();
  const firstPath = new Map<string, string>();
  for (const { control, path } of located) {
    const id = typeof control.id === 'string' ? control.id : String(control.id);
    const add = (message: string) => errors.push({ controlId: id, message });
    const first = firstPath.get(id);
    if (first !== undefined) add(fm.duplicateControlId(id, first));
    else {
      firstPath.set(id, path);
      byId.set(id, control);
    }
    if (!isKnownModuleId(control.moduleId)) add(fm.unknownModuleId(control.moduleId));
  }
  for (const item of located) {
    const { control } = item;
    const id = String(control.id);
    const add = (message: string) => {
      if (!errors.some((e) => e.controlId === id && e.message === message)) errors.push({ controlId: id, message });
    };
    try {
      const calculator = calculatorOf(control)?.kind;
      if (calculator === 'formula') checkNumberCalculator(item, byId, add);
      if (calculator === 'dateDifference') checkDateCalculator(control, byId, add);
      if (calculator === 'statistics') checkStatistics(control, byId, add);
      checkLogic(control, byId, add);
      checkCounts(control, add);
      checkOptionImages(control, add);
      const timeConfig = control.config?._timeConfig;
      for (const bound of isObject(timeConfig) ? [timeConfig.start, timeConfig.end] : []) {
        if (isObject(bound) && bound.type === 'linkedControl' && !byId.has(String(bound.controlId))) {
          add(m.dateBoundUnknownControl(String(bound.controlId)));
        }
      }
    } catch {
      // A definition odd enough to break a check is reported, never thrown.
      add(fm.expectedObject);
    }
  }
  for (const cycle of calculatorCycles({ ...form, controls: located.filter((l) => !l.table).map((l) => l.control) })) {
    errors.push({ controlId: cycle[0], message: m.calculatorCycle(cycle) });
  }
  return { valid: errors.length === 0, errors };
}
