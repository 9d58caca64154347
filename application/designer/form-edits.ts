/**
 * Form-level edits for the designer commands. The rules live in domain/designer (control-level pure
 * operations); this file only lifts them to the form (`updateControl`) and adds the few form-wide edits the
 * domain does not have (option → fields logic, pruning logic of a removed option, references to a control).
 * Each edit returns a new form sharing every control it did not change.
 */
import type { Control, ControlOption, ModuleId, TableColumn } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { getControlType, hasColumns, requireControlType } from '../../domain/controls/registry';
import { calculatorOf } from '../../domain/calculators/calculator-graph';
import { nextColumnId, nextControlId } from '../../domain/model/ids';
import * as d from '../../domain/designer';

export type ControlUpdater = (control: Control) => Control;

export const findControl = d.findControl;
export const findTableOfColumn = d.findTableOfColumn;
export const insertControl = d.insertControl;
export const moveControl = d.moveControl;
export const removeControl = d.removeControl;
export const updateControl = d.updateControl;

/** A new control of a type with the property panels' defaults applied once (spec 4). */
export function createDesignerControl(form: Form, moduleId: ModuleId): Control {
  const control = d.applyPanelDefaults(requireControlType(moduleId).create(nextControlId(form)));
  // Display-only controls take no input: "required" would only put a red star on them.
  return requireControlType(moduleId).capabilities.input ? control : { ...control, config: { ...control.config, required: false } };
}

/** A deep copy with fresh ids, right after the original. */
export function copyControl(form: Form, id: string): { form: Form; copyId?: string } {
  if (!form.controls.some((c) => c.id === id)) return { form };
  const copyId = nextControlId(form);
  return { form: d.duplicateControl(form, id), copyId };
}

export function patchConfig(form: Form, id: string, patch: Partial<Control['config']>): Form {
  return updateControl(form, id, (c) => ({ ...c, config: { ...c.config, ...patch } }));
}

export function patchProps(form: Form, id: string, patch: Partial<Control['props']>): Form {
  return updateControl(form, id, (c) => ({ ...c, props: { ...c.props, ...patch } }));
}

export function patchControl(form: Form, id: string, patch: Partial<Control>): Form {
  return updateControl(form, id, (c) => ({ ...c, ...patch }));
}

/** Lifts a control-level rule to the form. */
export function onControl(id: string, op: ControlUpdater): (form: Form) => Form {
  return (form) => updateControl(form, id, op);
}

/** Lifts a control-level rule that may refuse; the message of a refusal is returned instead of a form. */
export function onControlResult(id: string, op: (control: Control) => d.DesignerResult<Control>): (form: Form) => d.DesignerResult<Form> {
  return (form) => {
    const control = findControl(form, id);
    if (!control) return d.accepted(form);
    const result = op(control);
    return result.ok ? d.accepted(updateControl(form, id, () => result.value)) : result;
  };
}

// ---- count limit (spec 4: "the required toggle reveals the min and max inputs") ---------------------------

export function isCountLimitOn(control: Control): boolean {
  return control.props.isCountLimit === true;
}

export function setCountLimitEnabled(control: Control, on: boolean): Control {
  return { ...control, props: { ...control.props, isCountLimit: on, ...(on ? {} : { min: 0, max: 0 }) } };
}

/** Min/max count: raising min above max raises max, lowering max below min lowers min (as for text length). */
export function setCount(control: Control, which: 'min' | 'max', value: number): Control {
  const next = d.setCountLimit(control, which, value);
  const min = Number(next.props.min ?? 0);
  const max = Number(next.props.max ?? 0);
  if (which === 'min' && min > max) return { ...next, props: { ...next.props, max: min } };
  if (which === 'max' && max < min) return { ...next, props: { ...next.props, min: max } };
  return next;
}

// ---- options -----------------------------------------------------------------------------------------------

export function addOption(form: Form, id: string, value?: string): Form {
  return updateControl(form, id, (c) => {
    const next = d.addOption(c, value);
    if (getControlType(c.moduleId)?.choice !== 'images') return next;
    return { ...next, children: d.optionsOf(next).map((o) => ('imgURL' in o ? o : { ...o, imgURL: '' })) };
  });
}

export function addOtherOption(form: Form, id: string): Form {
  return updateControl(form, id, d.addOtherOption);
}

export function updateOption(form: Form, id: string, optionId: ControlOption['id'], patch: Partial<ControlOption>): Form {
  return updateControl(form, id, (c) => ({
    ...c, children: d.optionsOf(c).map((o) => (o.id === optionId ? { ...o, ...patch } : o)),
  }));
}

/** Drops the option and the logic rules that pointed at it. */
export function removeOption(form: Form, id: string, optionId: ControlOption['id']): Form {
  const next = updateControl(form, id, (c) => d.removeOption(c, optionId));
  return mapLogic(next, id, (ids) => ids.filter((x) => String(x) !== String(optionId)));
}

export function moveOption(form: Form, id: string, from: number, to: number): Form {
  return updateControl(form, id, (c) => d.moveOption(c, from, to));
}

/** Radio and dropdown: one default, unset by clicking it again; multi choice toggles. */
export function toggleDefaultOption(form: Form, id: string, optionId: ControlOption['id']): Form {
  return updateControl(form, id, (c) => (getControlType(c.moduleId)?.choice === 'multiple' ? d.toggleCheckboxDefault(c, optionId) : d.toggleRadioDefault(c, optionId)));
}

export const batchEditOptions = d.batchEditOptions;

/** Custom data: fills the options from a form-value list (the logic on the old options is cleared). */
export function fillOptionsFromValues(form: Form, id: string, formValueId: string, values: readonly string[]): Form {
  const filled = d.batchEditOptions(form, id, values.join('\n'));
  return patchProps(filled, id, { custom: true, formValue: formValueId });
}

/** Back from custom data to typed options: the options filled from the list stay, now edited by hand. */
export function switchToTypedOptions(form: Form, id: string): Form {
  return patchProps(form, id, { custom: false, formValue: '' });
}

// ---- logic: controlling control id → option ids (spec 3) --------------------------------------------------

function mapLogic(form: Form, controllerId: string, fn: (ids: Array<number | string>) => Array<number | string>): Form {
  let changed = false;
  const controls = form.controls.map((control) => {
    const ids = control.logic?.[controllerId];
    if (!ids) return control;
    const kept = fn(ids);
    if (kept.length === ids.length) return control;
    changed = true;
    const logic = { ...control.logic };
    if (kept.length > 0) logic[controllerId] = kept;
    else delete logic[controllerId];
    return { ...control, logic };
  });
  return changed ? { ...form, controls } : form;
}

/** The ids of the controls an option reveals. */
export function linkedControlIds(form: Form, controllerId: string, optionId: ControlOption['id']): string[] {
  return d.linkedControlsByOption(form, controllerId).get(optionId) ?? [];
}

/** The option-to-field logic dialog: choosing `optionId` of the controller reveals exactly `targetIds`. */
export function setOptionLogic(form: Form, controllerId: string, optionId: ControlOption['id'], targetIds: readonly string[]): Form {
  const targets = new Set(targetIds);
  let next = form;
  for (const control of form.controls) {
    if (control.id === controllerId) continue;
    const current = control.logic?.[controllerId] ?? [];
    const has = current.some((x) => String(x) === String(optionId));
    const want = targets.has(control.id);
    if (has === want) continue;
    const ids = want ? [...current, optionId] : current.filter((x) => String(x) !== String(optionId));
    next = d.setLogicRule(next, control.id, controllerId, ids);
  }
  return next;
}

// ---- table columns -----------------------------------------------------------------------------------------

export function addColumn(form: Form, tableId: string, moduleId: ModuleId): Form {
  const table = findControl(form, tableId);
  if (!table) return form;
  const columnId = nextColumnId(form, table);
  return updateControl(form, tableId, (t) => d.addColumn(t, requireControlType(moduleId), columnId));
}

export function columnsOf(table: Control | undefined): TableColumn[] {
  return (table?.children ?? []) as TableColumn[];
}

// ---- references (what points at a control) ----------------------------------------------------------------

export interface ControlReference {
  /** The control holding the reference. */
  fromId: string;
  kind: 'logic' | 'formula' | 'statistics' | 'dateCalculator' | 'linkCondition' | 'summary' | 'dateBound';
}

/** Everything in the form that refers to control `id` (a column id works too). */
export function referencesTo(form: Form, id: string): ControlReference[] {
  const refs: ControlReference[] = [];
  for (const top of form.controls) {
    const all = hasColumns(top.moduleId) ? [top, ...columnsOf(top)] : [top];
    for (const control of all) {
      if (control.id === id) continue;
      const fromId = top.id;
      if (control.logic && id in control.logic) refs.push({ fromId, kind: 'logic' });
      if ((control.props.formula ?? []).some((t) => typeof t === 'object' && t !== null && t.id === id)) refs.push({ fromId, kind: 'formula' });
      if ((control.rules ?? []).some((r) => r.tableId === id || r.tableColumnId === id)) refs.push({ fromId, kind: 'statistics' });
      if ((control.props.billCountTableIds ?? []).includes(id)) refs.push({ fromId, kind: 'statistics' });
      if (calculatorOf(control)?.kind === 'dateDifference' && (control.linkToControlsId ?? []).includes(id)) refs.push({ fromId, kind: 'dateCalculator' });
      const conditions = control.dataTableCallConfig?.linkCondition ?? [];
      if (conditions.some((group) => group.some((item) => item.formConditionFiled === id))) refs.push({ fromId, kind: 'linkCondition' });
      if ((control.props.summaryColumns ?? []).includes(id) && control.id !== top.id) refs.push({ fromId, kind: 'summary' });
      const bounds = control.config._timeConfig;
      if (bounds && [bounds.start, bounds.end].some((b) => b && b.type === 'linkedControl' && b.controlId === id)) {
        refs.push({ fromId, kind: 'dateBound' });
      }
    }
  }
  return refs;
}
