/**
 * Dependencies between computed controls, as each control type's `calculator` names them: number calculators
 * read their formula's objects, date calculators their two dates, table statistics the tables of their rules.
 * Entry points:
 * `calculatorDependencies(control)`, `calculationOrder(form)` (dependencies first) and `calculatorCycles(form)`
 * (check-form refuses calculators that depend on each other in a cycle).
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import type { ControlCalculator } from '../controls/control-type';
import { getControlType } from '../controls/registry';

/** How a computed control is computed; undefined for every other control. */
export const calculatorOf = (control: Control): ControlCalculator | undefined => getControlType(control.moduleId)?.calculator;

export const isComputed = (control: Control): boolean => calculatorOf(control) !== undefined;

export function calculatorDependencies(control: Control): string[] {
  return calculatorOf(control)?.dependencies(control) ?? [];
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
