import type { Control, ControlOption } from '../model/control';
import type { Form } from '../model/form';
import { nextOptionId } from '../model/ids';
import { formModelMessages as m } from '../messages';

/** Option editing of choice controls (spec 4 "Options"). All operations return new objects. */

export function optionsOf(control: Control): ControlOption[] {
  return (Array.isArray(control.children) ? control.children : []) as ControlOption[];
}

/** Puts the "other" option last (there is at most one; it always stays last). */
function otherLast(options: ControlOption[]): ControlOption[] {
  const others = options.filter((o) => o.isOther === true);
  return [...options.filter((o) => o.isOther !== true), ...others.slice(0, 1)];
}

function withOptions(control: Control, options: ControlOption[]): Control {
  return { ...control, children: otherLast(options) };
}

/** Adds an unnamed option with the next id, before the "other" option if there is one. */
export function addOption(control: Control, value: string = m.unnamedOption): Control {
  const option: ControlOption = { id: nextOptionId(control), value, isDefault: false };
  return withOptions(control, [...optionsOf(control), option]);
}

/** Adds the "other" option (only one; kept last). Unchanged when one exists already. */
export function addOtherOption(control: Control): Control {
  if (optionsOf(control).some((o) => o.isOther === true)) return control;
  const option: ControlOption = { id: nextOptionId(control), value: m.otherOption, isDefault: false, isOther: true };
  return withOptions(control, [...optionsOf(control), option]);
}

export function renameOption(control: Control, optionId: ControlOption['id'], value: string): Control {
  return withOptions(control, optionsOf(control).map((o) => (o.id === optionId ? { ...o, value } : o)));
}

export function removeOption(control: Control, optionId: ControlOption['id']): Control {
  return withOptions(control, optionsOf(control).filter((o) => o.id !== optionId));
}

/** Moves a regular option; the "other" option cannot move away from the end. */
export function moveOption(control: Control, from: number, to: number): Control {
  const options = optionsOf(control);
  if (from < 0 || from >= options.length || options[from].isOther === true) return control;
  const list = [...options];
  const [moved] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(to, list.length)), 0, moved);
  return withOptions(control, list);
}

/**
 * Radio-style default: clicking an option makes it the only default; clicking the default option again
 * un-sets it (no default).
 */
export function toggleRadioDefault(control: Control, optionId: ControlOption['id']): Control {
  const options = optionsOf(control);
  const wasDefault = options.some((o) => o.id === optionId && o.isDefault === true);
  return withOptions(control, options.map((o) => ({ ...o, isDefault: !wasDefault && o.id === optionId })));
}

/** Checkbox-style default (multi choice): toggles only the clicked option. */
export function toggleCheckboxDefault(control: Control, optionId: ControlOption['id']): Control {
  return withOptions(control, optionsOf(control).map((o) => (o.id === optionId ? { ...o, isDefault: o.isDefault !== true } : o)));
}

/** The lines of the batch edit box: the regular options, one per line. */
export function optionsAsLines(control: Control): string {
  return optionsOf(control).filter((o) => o.isOther !== true).map((o) => o.value).join('\n');
}

/**
 * Batch edit (one option per line, blank lines skipped). Existing options keep their id and flags when a
 * line repeats their text; other lines get new incrementing ids; the "other" option stays last. Because
 * the option set changed, every logic rule controlled by this control is cleared.
 */
export function batchEditOptions(form: Form, controlId: string, text: string): Form {
  const target = form.controls.find((c) => c.id === controlId);
  if (!target) return form;
  const existing = optionsOf(target);
  const other = existing.filter((o) => o.isOther === true);
  const unused = existing.filter((o) => o.isOther !== true);
  let nextId = nextOptionId(target);
  const options: ControlOption[] = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((value) => {
      const index = unused.findIndex((o) => o.value === value);
      if (index >= 0) return unused.splice(index, 1)[0];
      return { id: nextId++, value, isDefault: false };
    });
  const edited = withOptions(target, [...options, ...other]);
  const controls = form.controls.map((c) => {
    if (c.id === controlId) return clearLogicOf(edited, controlId);
    return clearLogicOf(c, controlId);
  });
  return { ...form, controls };
}

function clearLogicOf(control: Control, controllingId: string): Control {
  if (!control.logic || !(controllingId in control.logic)) return control;
  const { [controllingId]: _removed, ...logic } = control.logic;
  return { ...control, logic };
}
