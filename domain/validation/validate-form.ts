/**
 * Validates a whole submission: every visible control (not `config.hidden`, not hidden for the approval step,
 * logic holding) through its field validator, every table row cell by cell, and computes what the form shows
 * (calculators, table footer sums `总计：…`, table statistics).
 * Entry points: `validateForm(form, values, context)` and `compileFormValidator(form)` (compile a form once,
 * then validate many submissions: what the benchmark and long-lived sessions use).
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import { validationMessages as m } from '../messages';
import { CalculatorEngine } from '../calculators/calculator-engine';
import { calculatorOf, isComputed } from '../calculators/calculator-graph';
import { dateCalculatorOrderProblem } from '../calculators/date-calculator';
import { billsCount } from '../tables/bills-count';
import { tableFooterSums } from '../tables/table-sum';
import { isFilledIn, isTable } from './control-kinds';
import { checkTableCells, compileTableColumns, type CompiledColumn } from './table-rules';
import { compileFieldValidator, type FieldContext, type FieldValidator } from './validate-field';
import { createVisibility, type VisibilityContext } from './visibility';
import { ownValue, valueRecord } from '../model/keyed-values';
import type { ValueNames } from '../controls/org/value-names';

export interface ValidationContext extends VisibilityContext {
  /** The application date, YYYY-MM-DD (date bounds); today when absent. */
  today?: string;
  /** The organisation (and linked instances) ids are checked against; any id is accepted without. */
  names?: ValueNames;
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

function compileControl(control: Control): CompiledControl | undefined {
  const conditional = control.config?.hidden === true || hasLogic(control);
  if (isTable(control)) return { control, columns: compileTableColumns(control), conditional };
  // A date calculator's two dates must be in order (its only check: the applicant fills nothing in).
  if (calculatorOf(control)?.kind === 'dateDifference') {
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
  const hasComputed = form.controls.some(isComputed);
  const byId = new Map(form.controls.map((control) => [control.id, control] as const));

  return {
    validate(values: Values, context?: ValidationContext): FormValidation {
      const fieldContext: FieldContext = { today: context?.today, values, ...(context?.names ? { names: context.names } : {}) };
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
        checkTableCells(item.columns!, rows, fieldContext, (row, column, message) => {
          errors.push({ controlId: id, message, row, columnId: column.column.id });
        });
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
          const bills = billsCount(control, byId, isVisible);
          if (bills !== undefined) computed[`${control.id}.bills`] = String(bills);
        }
      }
      return { valid: errors.length === 0, errors, computed };
    },
  };
}

/** Validates one submission (compiles the form each call; reuse `compileFormValidator` for many). */
export function validateForm(form: Form, values: Values, context?: ValidationContext): FormValidation {
  return compileFormValidator(form).validate(values, context);
}
