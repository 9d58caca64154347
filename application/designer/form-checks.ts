/**
 * The definition checks run before saving (the same as `approval-form check-form`): formula rules, references to
 * deleted controls or options, circular calculators, statistics rules, date calculators.
 * Pure; kept here until domain/form-check offers its checkForm (then this delegates).
 */
import type { Control, ControlOption, TableColumn } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { validationMessages as vm } from '../../domain/messages';
import { validateFormula } from '../../domain/formula/validate-formula';
import { formulaRefs } from '../../domain/formula/formula-lexer';
import { isNumberColumn } from '../../domain/controls/table-column';

export interface FormProblem {
  /** The control to select when the problem is clicked. */
  controlId: string;
  message: string;
}

const NUMERIC = new Set([6, 21, 22, 24, 25]);
const DATE_LIKE = new Set([3, 12]);

export function checkForm(form: Form): FormProblem[] {
  const problems: FormProblem[] = [];
  const byId = new Map<string, Control>();
  for (const control of form.controls) {
    byId.set(control.id, control);
    if (control.moduleId === 15) for (const column of (control.children ?? []) as TableColumn[]) byId.set(column.id, column);
  }
  const add = (controlId: string, message: string) => problems.push({ controlId, message });

  for (const control of form.controls) {
    const inner: Control[] = control.moduleId === 15 ? [control, ...((control.children ?? []) as TableColumn[])] : [control];
    for (const c of inner) {
      if (c.moduleId === 24) {
        const message = validateFormula(c.props.formula, c.props.result);
        if (message) add(control.id, `${title(c)}：${message}`);
        for (const ref of formulaRefs(c.props.formula)) {
          const target = byId.get(ref);
          if (!target) add(control.id, `${title(c)}：${vm.formulaUnknownControl(ref)}`);
          else if (!NUMERIC.has(target.moduleId)) add(control.id, `${title(c)}：${vm.formulaNotNumber(title(target))}`);
        }
      }
      if (c.moduleId === 25) {
        const links = c.linkToControlsId ?? [];
        if (links.length !== 2) add(control.id, `${title(c)}：${vm.dateCalculatorNeedsTwoDates}`);
        for (const ref of links) {
          const target = byId.get(ref);
          if (!target) add(control.id, `${title(c)}：${vm.formulaUnknownControl(ref)}`);
          else if (!DATE_LIKE.has(target.moduleId)) add(control.id, `${title(c)}：${vm.dateCalculatorNotDate(title(target))}`);
        }
      }
    }
    for (const [controllerId, optionIds] of Object.entries(control.logic ?? {})) {
      const controller = byId.get(controllerId);
      if (!controller) {
        add(control.id, `${title(control)}：${vm.logicUnknownControl(controllerId)}`);
        continue;
      }
      const known = new Set(((controller.children ?? []) as ControlOption[]).map((o) => String(o.id)));
      for (const optionId of optionIds ?? []) {
        if (!known.has(String(optionId))) add(control.id, `${title(control)}：${vm.logicUnknownOption(title(controller), optionId)}`);
      }
    }
    if (control.moduleId === 21) {
      for (const rule of control.rules ?? []) {
        if (!rule.tableId || !rule.tableColumnId) {
          add(control.id, `${title(control)}：${vm.statisticsRuleIncomplete}`);
          continue;
        }
        const table = byId.get(rule.tableId);
        if (!table || table.moduleId !== 15) {
          add(control.id, `${title(control)}：${vm.statisticsUnknownTable(rule.tableId)}`);
          continue;
        }
        const column = ((table.children ?? []) as TableColumn[]).find((col) => col.id === rule.tableColumnId);
        if (!column || !isNumberColumn(column)) add(control.id, `${title(control)}：${vm.statisticsUnknownColumn(rule.tableColumnId)}`);
      }
      for (const tableId of control.props.billCountTableIds ?? []) {
        if (byId.get(tableId)?.moduleId !== 15) add(control.id, `${title(control)}：${vm.billCountUnknownTable(tableId)}`);
      }
    }
    const bounds = control.config._timeConfig;
    for (const bound of [bounds?.start, bounds?.end]) {
      if (bound && bound.type === 'linkedControl' && !byId.has(bound.controlId)) {
        add(control.id, `${title(control)}：${vm.dateBoundUnknownControl(bound.controlId)}`);
      }
    }
  }
  for (const cycle of calculatorCycles(byId)) {
    add(cycle[0], vm.calculatorCycle(cycle.map((id) => title(byId.get(id)))));
  }
  return problems;
}

function title(control: Control | undefined): string {
  return control ? control.config.title || control.name || control.id : '';
}

/** Cycles among number calculators (a formula reading, directly or not, its own result). */
function calculatorCycles(byId: Map<string, Control>): string[][] {
  const edges = new Map<string, string[]>();
  for (const control of byId.values()) {
    if (control.moduleId === 24) edges.set(control.id, formulaRefs(control.props.formula));
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string) => {
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of edges.get(id) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next) && edges.has(next)) visit(next);
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const id of edges.keys()) if (!state.has(id)) visit(id);
  return cycles;
}
