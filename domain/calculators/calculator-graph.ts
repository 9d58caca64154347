/**
 * Dependencies between computed controls: number calculators (24) read their formula's objects, date
 * calculators (25) their two dates, table statistics (21) the tables of their rules. Entry points:
 * `calculatorDependencies(control)`, `calculationOrder(form)` (dependencies first) and `calculatorCycles(form)`
 * (check-form refuses calculators that depend on each other in a cycle).
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import { formulaRefs } from '../formula/formula-lexer';

export const COMPUTED_MODULES: ReadonlySet<number> = new Set([21, 24, 25]);

export const isComputed = (control: Control): boolean => COMPUTED_MODULES.has(control.moduleId);

export function calculatorDependencies(control: Control): string[] {
  switch (control.moduleId) {
    case 24: return formulaRefs(control.props?.formula);
    case 25: return Array.isArray(control.linkToControlsId) ? control.linkToControlsId.filter((id) => typeof id === 'string') : [];
    case 21: return Array.isArray(control.rules) ? [...new Set(control.rules.map((rule) => rule?.tableId).filter((id): id is string => typeof id === 'string' && id !== ''))] : [];
    default: return [];
  }
}

export interface CalculationPlan {
  /** Computed controls, each after the computed controls it reads. */
  order: Control[];
  /** Cycles found, each a list of ids (the first repeated at the end). */
  cycles: string[][];
}

export function calculationPlan(form: Form): CalculationPlan {
  const computed = new Map(form.controls.filter(isComputed).map((control) => [control.id, control] as const));
  const order: Control[] = [];
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  // Iterative depth-first search: forms are data from outside, their depth must not overflow the stack.
  for (const root of computed.values()) {
    if (state.has(root.id)) continue;
    const stack: Array<{ control: Control; deps: string[]; next: number }> = [{ control: root, deps: calculatorDependencies(root), next: 0 }];
    state.set(root.id, 'visiting');
    path.push(root.id);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.next < frame.deps.length) {
        const dep = computed.get(frame.deps[frame.next++]);
        if (!dep) continue;
        const seen = state.get(dep.id);
        if (seen === 'visiting') {
          cycles.push([...path.slice(path.indexOf(dep.id)), dep.id]);
        } else if (seen === undefined) {
          state.set(dep.id, 'visiting');
          path.push(dep.id);
          stack.push({ control: dep, deps: calculatorDependencies(dep), next: 0 });
        }
        continue;
      }
      stack.pop();
      path.pop();
      state.set(frame.control.id, 'done');
      order.push(frame.control);
    }
  }
  return { order, cycles };
}

export function calculatorCycles(form: Form): string[][] {
  return calculationPlan(form).cycles;
}
