import type { Control, TableColumn } from '../model/control';
import type { Form } from '../model/form';
import { nextControlId } from '../model/ids';
import { hasColumns } from '../controls/registry';

/** Form-level designer operations. All return a new form and never mutate their inputs. */

function isTable(control: Control): boolean {
  return hasColumns(control.moduleId);
}

function columnsOf(table: Control): TableColumn[] {
  return (Array.isArray(table.children) ? table.children : []) as TableColumn[];
}

/** A control by id, top-level or a table column. */
export function findControl(form: Form, id: string): Control | undefined {
  for (const control of form.controls) {
    if (control.id === id) return control;
    if (isTable(control)) {
      const column = columnsOf(control).find((c) => c.id === id);
      if (column) return column;
    }
  }
  return undefined;
}

/** The table holding a column id, if the id is a column. */
export function findTableOfColumn(form: Form, columnId: string): Control | undefined {
  return form.controls.find((c) => isTable(c) && columnsOf(c).some((col) => col.id === columnId));
}

function hasId(form: Form, id: string): boolean {
  return findControl(form, id) !== undefined;
}

/** Inserts a control at `index` (clamped; appended when omitted). Throws on an id already in the form. */
export function insertControl(form: Form, control: Control, index = form.controls.length): Form {
  if (hasId(form, control.id)) throw new Error(`Control id already used: ${control.id}`);
  const at = Math.max(0, Math.min(index, form.controls.length));
  const controls = [...form.controls];
  controls.splice(at, 0, control);
  return { ...form, controls };
}

/** Moves the control at `from` to position `to` (both clamped). */
export function moveControl(form: Form, from: number, to: number): Form {
  if (from < 0 || from >= form.controls.length) return form;
  const controls = [...form.controls];
  const [moved] = controls.splice(from, 1);
  controls.splice(Math.max(0, Math.min(to, controls.length)), 0, moved);
  return { ...form, controls };
}

/** Replaces a control (top-level or column) by `update(control)`. */
export function updateControl(form: Form, id: string, update: (control: Control) => Control): Form {
  let changed = false;
  const controls = form.controls.map((control) => {
    if (control.id === id) {
      changed = true;
      return update(control);
    }
    if (isTable(control) && columnsOf(control).some((c) => c.id === id)) {
      changed = true;
      return {
        ...control,
        children: columnsOf(control).map((c) => (c.id === id ? (update(c) as TableColumn) : c)),
      };
    }
    return control;
  });
  return changed ? { ...form, controls } : form;
}

/** Drops references to removed control ids: logic keys, links, summary columns, statistics rules. */
function pruneReferences(control: Control, removed: ReadonlySet<string>): Control {
  let next = control;
  if (next.logic && Object.keys(next.logic).some((k) => removed.has(k))) {
    const logic = Object.fromEntries(Object.entries(next.logic).filter(([k]) => !removed.has(k)));
    next = { ...next, logic };
  }
  for (const key of ['linkToControlsId', 'linkTargetControlsId'] as const) {
    const ids = next[key];
    if (Array.isArray(ids) && ids.some((id) => removed.has(id))) next = { ...next, [key]: ids.filter((id) => !removed.has(id)) };
  }
  const summary = next.props.summaryColumns;
  if (Array.isArray(summary) && summary.some((id) => removed.has(id))) {
    next = { ...next, props: { ...next.props, summaryColumns: summary.filter((id) => !removed.has(id)) } };
  }
  const bills = next.props.billCountTableIds;
  if (Array.isArray(bills) && bills.some((id) => removed.has(id))) {
    next = { ...next, props: { ...next.props, billCountTableIds: bills.filter((id) => !removed.has(id)) } };
  }
  if (Array.isArray(next.rules) && next.rules.some((r) => removed.has(r.tableId) || removed.has(r.tableColumnId))) {
    next = {
      ...next,
      rules: next.rules.map((r) => {
        if (removed.has(r.tableId)) return { ...r, tableId: '', tableColumnId: '' };
        if (removed.has(r.tableColumnId)) return { ...r, tableColumnId: '' };
        return r;
      }),
    };
  }
  if (isTable(next)) {
    const columns = columnsOf(next);
    const pruned = columns.map((c) => pruneReferences(c, removed) as TableColumn);
    if (pruned.some((c, i) => c !== columns[i])) next = { ...next, children: pruned };
  }
  return next;
}

/**
 * Removes a control (or a table column) and the references other controls hold to it (logic, links,
 * summary columns, statistics rules). Formula tokens are left as they are so that the formula check
 * reports them instead of the formula silently changing meaning.
 */
export function removeControl(form: Form, id: string): Form {
  const target = findControl(form, id);
  if (!target) return form;
  const removed = new Set([id, ...(isTable(target) ? columnsOf(target).map((c) => c.id) : [])]);
  const controls = form.controls
    .filter((c) => c.id !== id)
    .map((c) => (isTable(c) && columnsOf(c).some((col) => col.id === id)
      ? { ...c, children: columnsOf(c).filter((col) => col.id !== id) }
      : c))
    .map((c) => pruneReferences(c, removed));
  return { ...form, controls };
}

/**
 * Copies a top-level control right after itself with a fresh id (a table's columns get fresh ids too,
 * and its summary columns follow them). Returns the form unchanged when the id is not top-level.
 */
export function duplicateControl(form: Form, id: string): Form {
  const index = form.controls.findIndex((c) => c.id === id);
  if (index < 0) return form;
  const source = form.controls[index];
  const copy = JSON.parse(JSON.stringify(source)) as Control;
  copy.id = nextControlId(form);
  if (isTable(copy)) {
    const renamed = new Map<string, string>();
    let k = 0;
    copy.children = columnsOf(copy).map((column) => {
      let newId: string;
      do newId = `${copy.id}_col${++k}`; while (hasId(form, newId));
      renamed.set(column.id, newId);
      return { ...column, id: newId, props: { ...column.props, tableId: copy.id } };
    });
    if (Array.isArray(copy.props.summaryColumns)) {
      copy.props.summaryColumns = copy.props.summaryColumns.map((c) => renamed.get(c) ?? c);
    }
  }
  return insertControl(form, copy, index + 1);
}
