/**
 * Pure edits of a Form for the designer: each takes a form and returns a new one, sharing every control it does
 * not change (so a canvas row can tell by reference whether its control changed). No I/O, no state.
 * Written here because domain/designer/ did not exist yet; the rules follow spec 4 and 5.
 */
import type {
  ColProps, Control, ControlOption, DataTableCallConfig, ModuleId, TableColumn, TableStatisticsRule,
} from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { requireControlType } from '../../domain/controls/registry';
import { createTableColumn, isNumberColumn } from '../../domain/controls/table-column';
import { emptyStatisticsRule } from '../../domain/controls/types/table-statistics';
import { nextColumnId, nextControlId, nextOptionId } from '../../domain/model/ids';
import { formModelMessages } from '../../domain/messages';

export type ControlUpdater = (control: Control) => Control;

export function findControl(form: Form, id: string): Control | undefined {
  return form.controls.find((control) => control.id === id);
}

/** A new control of a type with the property panels' defaults applied (spec 4, once per control). */
export function createDesignerControl(form: Form, moduleId: ModuleId): Control {
  const type = requireControlType(moduleId);
  const control = type.create(nextControlId(form));
  const withDefaults: Control = {
    ...control,
    config: { ...control.config, required: type.capabilities.input, hidden: false },
    store: { ...(control.store ?? {}), panelDefaults: true },
  };
  if (type.capabilities.options) withDefaults.props = { ...withDefaults.props, formValue: '', custom: false };
  return withDefaults;
}

export function insertControl(form: Form, control: Control, index = form.controls.length): Form {
  const controls = form.controls.slice();
  controls.splice(Math.max(0, Math.min(index, controls.length)), 0, control);
  return { ...form, controls };
}

export function moveControl(form: Form, from: number, to: number): Form {
  if (from === to || from < 0 || from >= form.controls.length) return form;
  const controls = form.controls.slice();
  const [moved] = controls.splice(from, 1);
  controls.splice(Math.max(0, Math.min(to, controls.length)), 0, moved);
  return { ...form, controls };
}

export function removeControl(form: Form, id: string): Form {
  return { ...form, controls: form.controls.filter((control) => control.id !== id) };
}

/** A deep copy of a control with fresh ids (its columns too), placed right after it. */
export function copyControl(form: Form, id: string): { form: Form; copyId?: string } {
  const index = form.controls.findIndex((control) => control.id === id);
  if (index < 0) return { form };
  const source = form.controls[index];
  const copyId = nextControlId(form);
  const copy = JSON.parse(JSON.stringify(source)) as Control;
  copy.id = copyId;
  copy.config = { ...copy.config, title: `${source.config.title}（复制）` };
  if (source.moduleId === 15 && Array.isArray(copy.children)) {
    copy.children = (copy.children as TableColumn[]).map((column, i) => ({
      ...column, id: `${copyId}_col${i + 1}`, props: { ...column.props, tableId: copyId },
    }));
    copy.props = { ...copy.props, summaryColumns: [] };
  }
  return { form: insertControl(form, copy, index + 1), copyId };
}

export function updateControl(form: Form, id: string, updater: ControlUpdater): Form {
  let changed = false;
  const controls = form.controls.map((control) => {
    if (control.id !== id) return control;
    const next = updater(control);
    if (next !== control) changed = true;
    return next;
  });
  return changed ? { ...form, controls } : form;
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

// ---- default value type (spec 4) --------------------------------------------------------------------------

function emptyValueOf(control: Control): unknown {
  const v = requireControlType(control.moduleId).defaultProps().value;
  return v === undefined ? '' : v;
}

/** Changing the type clears the value, the link target and the table-compute config; type 4 disables the field. */
export function setDefaultValueType(form: Form, id: string, type: 1 | 2 | 3 | 4): Form {
  return updateControl(form, id, (c) => {
    if (c.props.defaultValueType === type) return c;
    const props = { ...c.props, defaultValueType: type, value: emptyValueOf(c) };
    if (type === 4) {
      props.disabled = true;
      props.userInfo = 'name';
    } else {
      props.disabled = false;
      delete props.userInfo;
    }
    const next: Control = { ...c, props, linkTargetControlsId: [] };
    delete next.dataTableCallConfig;
    return next;
  });
}

export function setDataTableCall(form: Form, id: string, config: DataTableCallConfig | undefined): Form {
  return updateControl(form, id, (c) => {
    const next = { ...c };
    if (config) next.dataTableCallConfig = config;
    else delete next.dataTableCallConfig;
    return next;
  });
}

// ---- text length and count limits (spec 4 "Text length limit") ---------------------------------------------

export function setLengthLimitEnabled(form: Form, id: string, enabled: boolean): Form {
  return updateControl(form, id, (c) => ({
    ...c, props: { ...c.props, lengthLimit: enabled, ...(enabled ? {} : { minlength: 0, maxlength: 0 }) },
  }));
}

/** Raising min above max raises max; lowering max below min lowers min. */
export function setRange(form: Form, id: string, keys: readonly [string, string], which: 'min' | 'max', raw: number): Form {
  const value = Math.max(0, Number.isFinite(raw) ? raw : 0);
  return updateControl(form, id, (c) => {
    const [minKey, maxKey] = keys;
    let min = Number(c.props[minKey] ?? 0);
    let max = Number(c.props[maxKey] ?? 0);
    if (which === 'min') {
      min = value;
      if (min > max) max = min;
    } else {
      max = value;
      if (max < min) min = max;
    }
    return { ...c, props: { ...c.props, [minKey]: min, [maxKey]: max } };
  });
}

export function setCountLimitEnabled(form: Form, id: string, enabled: boolean): Form {
  return updateControl(form, id, (c) => ({
    ...c, props: { ...c.props, countLimit: enabled, ...(enabled ? {} : { min: 0, max: 0 }) },
  }));
}

// ---- options (spec 4 "Options") ---------------------------------------------------------------------------

function optionsOf(control: Control): ControlOption[] {
  return (control.children ?? []) as ControlOption[];
}

/** Keeps the "other" option last. */
function withOtherLast(options: ControlOption[]): ControlOption[] {
  return [...options.filter((o) => !o.isOther), ...options.filter((o) => o.isOther)];
}

export function addOption(form: Form, id: string, value: string = formModelMessages.unnamedOption): Form {
  return updateControl(form, id, (c) => {
    const option: ControlOption = { id: nextOptionId(c), value, isDefault: false };
    if (c.moduleId === 13) option.imgURL = '';
    return { ...c, children: withOtherLast([...optionsOf(c), option]) };
  });
}

/** Only one "other" option; it is always kept last. */
export function addOtherOption(form: Form, id: string): Form {
  return updateControl(form, id, (c) => {
    if (optionsOf(c).some((o) => o.isOther)) return c;
    const option: ControlOption = { id: nextOptionId(c), value: formModelMessages.otherOption, isDefault: false, isOther: true };
    return { ...c, children: withOtherLast([...optionsOf(c), option]) };
  });
}

export function updateOption(form: Form, id: string, optionId: ControlOption['id'], patch: Partial<ControlOption>): Form {
  return updateControl(form, id, (c) => ({
    ...c, children: optionsOf(c).map((o) => (o.id === optionId ? { ...o, ...patch } : o)),
  }));
}

/** Drops the option and every logic rule that pointed at it. */
export function removeOption(form: Form, id: string, optionId: ControlOption['id']): Form {
  const next = updateControl(form, id, (c) => ({ ...c, children: optionsOf(c).filter((o) => o.id !== optionId) }));
  return mapLogic(next, id, (ids) => ids.filter((x) => String(x) !== String(optionId)));
}

export function moveOption(form: Form, id: string, from: number, to: number): Form {
  return updateControl(form, id, (c) => {
    const options = optionsOf(c).slice();
    if (from < 0 || from >= options.length) return c;
    const [moved] = options.splice(from, 1);
    options.splice(Math.max(0, Math.min(to, options.length)), 0, moved);
    return { ...c, children: withOtherLast(options) };
  });
}

/**
 * Marks an option as default. Radio and dropdown keep one default and clicking the default again unsets it;
 * multi choice toggles.
 */
export function toggleDefaultOption(form: Form, id: string, optionId: ControlOption['id']): Form {
  return updateControl(form, id, (c) => {
    const single = c.moduleId !== 10;
    return {
      ...c,
      children: optionsOf(c).map((o) => {
        if (o.id === optionId) return { ...o, isDefault: !o.isDefault };
        return single && o.isDefault ? { ...o, isDefault: false } : o;
      }),
    };
  });
}

/** Batch edit: one option per line (blank lines dropped); clears the logic rules of this control. */
export function batchEditOptions(form: Form, id: string, text: string): Form {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length > 0);
  const next = updateControl(form, id, (c) => {
    const other = optionsOf(c).find((o) => o.isOther);
    const options: ControlOption[] = lines.map((value, i) => ({
      id: i + 1, value, isDefault: false, ...(c.moduleId === 13 ? { imgURL: '' } : {}),
    }));
    if (other) options.push({ ...other, id: lines.length + 1 });
    return { ...c, children: options };
  });
  return clearLogicOf(next, id);
}

/** Fills the options from a form-value list (custom data). */
export function fillOptionsFromValues(form: Form, id: string, formValueId: string, values: readonly string[]): Form {
  const next = updateControl(form, id, (c) => ({
    ...c,
    props: { ...c.props, custom: true, formValue: formValueId },
    children: values.map((value, i) => ({ id: i + 1, value, isDefault: false })),
  }));
  return clearLogicOf(next, id);
}

// ---- logic: controlling control id → option ids (spec 3) --------------------------------------------------

function mapLogic(form: Form, controllerId: string, fn: (ids: Array<number | string>) => Array<number | string>): Form {
  let changed = false;
  const controls = form.controls.map((control) => {
    const ids = control.logic?.[controllerId];
    if (!ids) return control;
    changed = true;
    const logic = { ...control.logic };
    const kept = fn(ids);
    if (kept.length > 0) logic[controllerId] = kept;
    else delete logic[controllerId];
    return { ...control, logic };
  });
  return changed ? { ...form, controls } : form;
}

export function clearLogicOf(form: Form, controllerId: string): Form {
  return mapLogic(form, controllerId, () => []);
}

/** The ids of the controls an option reveals. */
export function linkedControlIds(form: Form, controllerId: string, optionId: ControlOption['id']): string[] {
  return form.controls
    .filter((c) => (c.logic?.[controllerId] ?? []).some((x) => String(x) === String(optionId)))
    .map((c) => c.id);
}

/** Choosing `optionId` of the controller reveals exactly `targetIds` (the option-to-field logic dialog). */
export function setOptionLogic(form: Form, controllerId: string, optionId: ControlOption['id'], targetIds: readonly string[]): Form {
  const targets = new Set(targetIds);
  let changed = false;
  const controls = form.controls.map((control) => {
    if (control.id === controllerId) return control;
    const current = control.logic?.[controllerId] ?? [];
    const has = current.some((x) => String(x) === String(optionId));
    const want = targets.has(control.id);
    if (has === want) return control;
    changed = true;
    const ids = want ? [...current, optionId] : current.filter((x) => String(x) !== String(optionId));
    const logic = { ...control.logic };
    if (ids.length > 0) logic[controllerId] = ids;
    else delete logic[controllerId];
    return { ...control, logic };
  });
  return changed ? { ...form, controls } : form;
}

// ---- table columns (spec 3 "Table", 4 "Tables") ------------------------------------------------------------

function columnsOf(control: Control): TableColumn[] {
  return (control.children ?? []) as TableColumn[];
}

export function addColumn(form: Form, tableId: string, moduleId: ModuleId): Form {
  const table = findControl(form, tableId);
  if (!table) return form;
  const type = requireControlType(moduleId);
  const column = createTableColumn(type, nextColumnId(form, table), tableId);
  return updateControl(form, tableId, (c) => ({ ...c, children: [...columnsOf(c), column] }));
}

export function updateColumn(form: Form, tableId: string, columnId: string, updater: (column: TableColumn) => TableColumn): Form {
  return updateControl(form, tableId, (c) => ({
    ...c, children: columnsOf(c).map((column) => (column.id === columnId ? updater(column) : column)),
  }));
}

export function patchColProps(form: Form, tableId: string, columnId: string, patch: Partial<ColProps>): Form {
  return updateColumn(form, tableId, columnId, (column) => ({ ...column, colProps: { ...column.colProps, ...patch } }));
}

export function moveColumn(form: Form, tableId: string, from: number, to: number): Form {
  return updateControl(form, tableId, (c) => {
    const columns = columnsOf(c).slice();
    if (from < 0 || from >= columns.length) return c;
    const [moved] = columns.splice(from, 1);
    columns.splice(Math.max(0, Math.min(to, columns.length)), 0, moved);
    return { ...c, children: columns };
  });
}

/** Removes a column and drops it from the footer sum setting. */
export function removeColumn(form: Form, tableId: string, columnId: string): Form {
  return updateControl(form, tableId, (c) => ({
    ...c,
    children: columnsOf(c).filter((column) => column.id !== columnId),
    props: { ...c.props, summaryColumns: (c.props.summaryColumns ?? []).filter((x) => x !== columnId) },
  }));
}

/** Number columns of a table: the only ones that can be summed or counted by statistics. */
export function numberColumns(table: Control | undefined): TableColumn[] {
  return table ? columnsOf(table).filter(isNumberColumn) : [];
}

// ---- table statistics rules (spec 5 "Table statistics and columns") ---------------------------------------

function rulesOf(control: Control): TableStatisticsRule[] {
  return control.rules ?? [];
}

export function addStatisticsRule(form: Form, id: string): Form {
  return updateControl(form, id, (c) => ({ ...c, rules: [...rulesOf(c), emptyStatisticsRule()] }));
}

/** The last rule cannot be removed. */
export function removeStatisticsRule(form: Form, id: string, index: number): Form {
  return updateControl(form, id, (c) => {
    const rules = rulesOf(c);
    if (rules.length <= 1) return c;
    return { ...c, rules: rules.filter((_, i) => i !== index) };
  });
}

export function updateStatisticsRule(form: Form, id: string, index: number, patch: Partial<TableStatisticsRule>): Form {
  return updateControl(form, id, (c) => ({
    ...c,
    rules: rulesOf(c).map((rule, i) => {
      if (i !== index) return rule;
      const next = { ...rule, ...patch };
      // A new table invalidates the chosen column.
      if (patch.tableId !== undefined && patch.tableId !== rule.tableId) next.tableColumnId = '';
      return next;
    }),
  }));
}

/** Columns already used by another rule of the same statistics control (a column can be in only one rule). */
export function columnsUsedByOtherRules(control: Control, index: number): Set<string> {
  return new Set(rulesOf(control).filter((_, i) => i !== index).map((rule) => `${rule.tableId}/${rule.tableColumnId}`));
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
  for (const control of form.controls) {
    if (control.id === id) continue;
    if (control.logic && id in control.logic) refs.push({ fromId: control.id, kind: 'logic' });
    if ((control.props.formula ?? []).some((t) => typeof t === 'object' && t !== null && t.id === id)) {
      refs.push({ fromId: control.id, kind: 'formula' });
    }
    if ((control.rules ?? []).some((r) => r.tableId === id || r.tableColumnId === id)) refs.push({ fromId: control.id, kind: 'statistics' });
    if ((control.props.billCountTableIds ?? []).includes(id)) refs.push({ fromId: control.id, kind: 'statistics' });
    if (control.moduleId === 25 && (control.linkToControlsId ?? []).includes(id)) refs.push({ fromId: control.id, kind: 'dateCalculator' });
    const conditions = control.dataTableCallConfig?.linkCondition ?? [];
    if (conditions.some((group) => group.some((item) => item.formConditionFiled === id || item.tableConditionFiled === id))) {
      refs.push({ fromId: control.id, kind: 'linkCondition' });
    }
    if ((control.props.summaryColumns ?? []).includes(id)) refs.push({ fromId: control.id, kind: 'summary' });
    const bounds = control.config._timeConfig;
    if (bounds && [bounds.start, bounds.end].some((b) => b && b.type === 'linkedControl' && b.controlId === id)) {
      refs.push({ fromId: control.id, kind: 'dateBound' });
    }
  }
  return refs;
}
