/**
 * Computes every computed control of a form: number calculators, date calculators and table statistics, in
 * dependency order. The engine compiles formulas once, converts each input to a Decimal once (kept while the
 * raw value is the same), and on `update` recomputes only the controls whose inputs changed.
 * Entry points: `new CalculatorEngine(form)`, `engine.update(values, visible?)` -> ids whose text changed,
 * `engine.text(id)`; `computeAll(form, values, context)` for a one-off computation.
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import type { CompiledFormula } from '../formula/compile-formula';
import type { Decimal } from '../formula/decimal';
import { toDecimal } from '../validation/number-value';
import { createVisibility, type VisibilityContext } from '../validation/visibility';
import { computeTableStatistics, formatStatistic } from '../tables/table-statistics';
import type { ControlCalculator } from '../controls/control-type';
import { calculationPlan, calculatorOf } from './calculator-graph';
import { computeDateDifference, dateCalculatorInputs, dateUnitOf } from './date-calculator';
import { calculatorFormula, computeNumberCalculator } from './number-calculator';
import { ownValue } from '../model/keyed-values';

interface Node {
  control: Control;
  kind: ControlCalculator['kind'];
  deps: readonly string[];
  formula?: CompiledFormula;
}

export class CalculatorEngine {
  private readonly nodes: Node[];
  private readonly cyclic = new Set<string>();
  private readonly texts = new Map<string, string>();
  private readonly decimals = new Map<string, Decimal | undefined>();
  private readonly inputs = new Map<string, { raw: unknown; decimal: Decimal | undefined }>();
  private readonly lookup = (id: string): Decimal | undefined => (this.decimals.has(id) ? this.decimals.get(id) : this.input(id));
  private values: Readonly<Record<string, unknown>> = {};
  private first = true;

  constructor(private readonly form: Form) {
    const plan = calculationPlan(form);
    for (const cycle of plan.cycles) for (const id of cycle) this.cyclic.add(id);
    this.nodes = plan.order.map((control) => {
      const calculator = calculatorOf(control) as ControlCalculator;
      return {
        control,
        kind: calculator.kind,
        deps: calculator.dependencies(control),
        formula: calculator.kind === 'formula' ? calculatorFormula(control) : undefined,
      };
    });
  }

  /** The shown text of a computed control ('' while blank). */
  text(id: string): string {
    return this.texts.get(id) ?? '';
  }

  /** All computed texts by control id. */
  allTexts(): Record<string, string> {
    return Object.fromEntries(this.texts);
  }

  /** Recomputes what the new values affect; returns the ids whose shown text changed. */
  update(values: Readonly<Record<string, unknown>>, visible?: (control: Control) => boolean, context?: VisibilityContext): string[] {
    const previous = this.values;
    this.values = values;
    const changed = new Set<string>();
    const changedIds: string[] = [];
    let anyChange = this.first;
    for (const key of new Set([...Object.keys(previous), ...Object.keys(values)])) {
      if (ownValue(previous, key) !== ownValue(values, key)) {
        changed.add(key);
        anyChange = true;
      }
    }
    if (!anyChange) return changedIds;
    let isVisible = visible;
    for (const node of this.nodes) {
      const { control } = node;
      // Table statistics also depend on visibility (logic of any control): recompute them on any change.
      const stale = this.first || node.kind === 'statistics' || node.deps.some((dep) => changed.has(dep));
      if (!stale) continue;
      let text = '';
      if (!this.cyclic.has(control.id)) {
        if (node.kind === 'formula') {
          text = computeNumberCalculator(control, this.lookup, node.formula);
        } else if (node.kind === 'dateDifference') {
          const inputs = dateCalculatorInputs(control);
          text = inputs ? computeDateDifference(ownValue(values, inputs[0]), ownValue(values, inputs[1]), dateUnitOf(control)) : '';
        } else {
          isVisible ??= createVisibility(this.form, values, context);
          text = formatStatistic(computeTableStatistics(this.form, control, values, context, isVisible).total);
        }
      }
      if (this.texts.get(control.id) !== text || this.first) {
        this.texts.set(control.id, text);
        this.decimals.set(control.id, text === '' ? undefined : toDecimal(text));
        changed.add(control.id);
        changedIds.push(control.id);
      }
    }
    this.first = false;
    return changedIds;
  }

  private input(id: string): Decimal | undefined {
    const raw = ownValue(this.values, id);
    const cached = this.inputs.get(id);
    if (cached && cached.raw === raw) return cached.decimal;
    const decimal = toDecimal(raw);
    this.inputs.set(id, { raw, decimal });
    return decimal;
  }
}

/** Every computed control's shown text for one set of values. */
export function computeAll(form: Form, values: Readonly<Record<string, unknown>>, context?: VisibilityContext): Record<string, string> {
  const engine = new CalculatorEngine(form);
  engine.update(values, undefined, context);
  return engine.allTexts();
}
