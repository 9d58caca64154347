/**
 * Validates a whole submission: every visible control (not `config.hidden`, not hidden for the approval step,
 * logic holding) through its field validator, every table row cell by cell, and computes what the form shows
 * (calculators, table footer sums `总计：…`, table statistics).
 * Entry points: `validateForm(form, values, context)` and `compileFormValidator(form)` (compile a form once,
 * then validate many submissions: what the benchmark and long-lived sessions use).
 */
import type { Control, TableColumn } from '../model/control';
import type { Form } from '../model/form';
import { validationMessages as m } from '../messages';
import { CalculatorEngine } from '../calculators/calculator-engine';
import { dateCalculatorOrderProblem } from '../calculators/date-calculator';
import { columnsOf } from '../tables/table-columns';
import { tableFooterSums } from '../tables/table-sum';
import { isFilledIn, isTable } from './control-kinds';
import { compileFieldValidator, type FieldContext, type FieldValidator } from './validate-field';
import { createVisibility, type VisibilityContext } from './visibility';
import { ownValue, valueRecord } from '../model/keyed-values';

export interface ValidationContext extends VisibilityContext {
  /** The application date, YYYY-MM-DD (date bounds); today when absent. */
  today?: string;
}

export interface FieldError {
  controlId: string;
  message: string;
  /** Index of the table row (0-based), for a table cell. */
  row?: number;
  /** Column id, for a table cell. */
  columnId?: string;
}

export type ComputedValues = Record<string, string | Record<string, string>>;

export interface FormValidation {
  valid: boolean;
  errors: FieldError[];
  /** The text the form shows for computed controls and table footers. */
  computed: ComputedValues;
}

export type Values = Readonly<Record<string, unknown>>;

interface CompiledColumn {
  column: TableColumn;
  index: number;
  validate: FieldValidator;
}

interface CompiledControl {
  control: Control;
  validate?: FieldValidator;
  columns?: CompiledColumn[];
  /** True when visibility can depend on values or context (logic, hidden flags). */
  conditional: boolean;
}

export interface FormValidator {
  validate(values: Values, context?: ValidationContext): FormValidation;
}

const hasLogic = (control: Control): boolean =>
  !!control.logic && typeof control.logic === 'object' && Object.values(control.logic).some((ids) => Array.isArray(ids) && ids.length > 0);

const DATE_CALCULATOR = 25;

function compileControl(control: Control): CompiledControl | undefined {
  const conditional = control.config?.hidden === true || hasLogic(control);
  if (isTable(control)) {
    const columns: CompiledColumn[] = [];
    columnsOf(control).forEach((column, index) => {
      if (isFilledIn(column) && !isTable(column) && column.config?.hidden !== true) {
        columns.push({ column, index, validate: compileFieldValidator(column) });
      }
    });
    return { control, columns, conditional };
  }
  if (control.moduleId === DATE_CALCULATOR) {
    return { control, validate: (_value, context) => dateCalculatorOrderProblem(control, context?.values), conditional };
  }
  if (!isFilledIn(control)) return undefined;
  return { control, validate: compileFieldValidator(control), conditional };
}

/** Builds the validator of a form once: per-field rules, table columns and the calculation plan. */
export function compileFormValidator(form: Form): FormValidator {
  const compiled: CompiledControl[] = [];
  for (const control of form.controls) {
    const item = compileControl(control);
    if (item) compiled.push(item);
  }
  const tables = form.controls.filter((control) => isTable(control) && control.props?.showSummary === true);
  const hasComputed = form.controls.some((control) => control.moduleId === 21 || control.moduleId === 24 || control.moduleId === 25);
  const byId = new Map(form.controls.map((control) => [control.id, control] as const));

  return {
    validate(values: Values, context?: ValidationContext): FormValidation {
      const fieldContext: FieldContext = { today: context?.today, values };
      const stepHidden = context?.hiddenControlIds;
      const anyStepHidden = !!stepHidden && (Array.isArray(stepHidden) ? stepHidden.length > 0 : (stepHidden as ReadonlySet<string>).size > 0);
      let visible: ((control: Control) => boolean) | undefined;
      const isVisible = (control: Control): boolean => {
        visible ??= createVisibility(form, values, context, byId);
        return visible(control);
      };
      const errors: FieldError[] = [];
      for (let i = 0; i < compiled.length; i++) {
        const item = compiled[i];
        if ((item.conditional || anyStepHidden) && !isVisible(item.control)) continue;
        const id = item.control.id;
        const value = ownValue(values, id);
        if (item.validate) {
          const message = item.validate(value, fieldContext);
          if (message !== undefined) errors.push({ controlId: id, message });
          continue;
        }
        // A table: a missing value is the one empty row a new table starts with.
        if (value !== undefined && value !== null && !Array.isArray(value)) continue;
        const rows: readonly unknown[] = value ?? [[]];
        if (rows.length === 0) {
          errors.push({ controlId: id, message: m.tableEmpty });
          continue;
        }
        const columns = item.columns!;
        for (let row = 0; row < rows.length; row++) {
          const cells = rows[row];
          const list = Array.isArray(cells) ? cells : [];
          for (let c = 0; c < columns.length; c++) {
            const column = columns[c];
            const message = column.validate(list[column.index], fieldContext);
            if (message !== undefined) errors.push({ controlId: id, message, row, columnId: column.column.id });
          }
        }
      }
      const computed: ComputedValues = valueRecord();
      for (const table of tables) {
        const rows = ownValue(values, table.id);
        computed[table.id] = tableFooterSums(table, Array.isArray(rows) ? rows : []);
      }
      if (hasComputed) {
        const engine = new CalculatorEngine(form);
        engine.update(values, (control) => isVisible(control), context);
        Object.assign(computed, engine.allTexts());
        for (const control of form.controls) {
          if (control.moduleId === 21 && control.props?.isShowBillsCount === true) {
            computed[`${control.id}.bills`] = String(countBills(form, control, isVisible));
          }
        }
      }
      return { valid: errors.length === 0, errors, computed };
    },
  };
}

function countBills(form: Form, control: Control, visible: (control: Control) => boolean): number {
  const ids = control.props?.billCountTableIds;
  if (!Array.isArray(ids)) return 0;
  let count = 0;
  for (const id of new Set(ids)) {
    const table = form.controls.find((c) => c.id === id && isTable(c));
    if (table && visible(table)) count++;
  }
  return count;
}

/** Validates one submission (compiles the form each call; reuse `compileFormValidator` for many). */
export function validateForm(form: Form, values: Values, context?: ValidationContext): FormValidation {
  return compileFormValidator(form).validate(values, context);
}
