/**
 * Whether a control is shown (and so validated): not `config.hidden`, not hidden for this approval step
 * (`hiddenControlIds`, "hidden by audit"), and its `logic` holds: for a controlling control, one of the listed
 * option ids is selected (its default options while it has no value). A control whose controlling control is
 * itself hidden selects nothing. Entry points: `isControlVisible(form, control, values, context)` and
 * `createVisibility(form, values, context)` (memoised per submission).
 */
import type { Control, ControlOption } from '../model/control';
import type { Form } from '../model/form';
import { ownValue } from '../model/keyed-values';
import { chosenValue } from '../model/choice-value';

export interface VisibilityContext {
  /** Controls hidden for the current approval step. */
  hiddenControlIds?: ReadonlySet<string> | readonly string[];
}

/** The option ids a choice control has selected, as strings. */
export function selectedOptionIds(control: Control | undefined, stored: unknown): string[] {
  // 其他 chosen: { value, otherText } (issue 14, item 10); the ids are in `value`.
  const value = chosenValue(stored);
  if (value === undefined) {
    // No value yet: the default options are selected (spec 4 "Table statistics counting").
    const options = (control?.children ?? []) as ControlOption[];
    return options.filter((option) => option && option.isDefault).map((option) => String(option.id));
  }
  if (value === null || value === '') return [];
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (typeof value === 'object') return [];
  return [String(value)];
}

function isHiddenByStep(context: VisibilityContext | undefined, id: string): boolean {
  const hidden = context?.hiddenControlIds;
  if (!hidden) return false;
  return Array.isArray(hidden) ? hidden.includes(id) : (hidden as ReadonlySet<string>).has(id);
}

/** A memoised visibility test for one set of values. */
export function createVisibility(
  form: Form,
  values: Readonly<Record<string, unknown>>,
  context?: VisibilityContext,
  byId?: ReadonlyMap<string, Control>,
): (control: Control) => boolean {
  const index = byId ?? new Map(form.controls.map((control) => [control.id, control] as const));
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const visible = (control: Control): boolean => {
    const known = memo.get(control.id);
    if (known !== undefined) return known;
    // A logic cycle cannot show anything: treat the control being decided as hidden.
    if (visiting.has(control.id)) return false;
    visiting.add(control.id);
    let result = !(control.config && control.config.hidden === true) && !isHiddenByStep(context, control.id);
    const logic = control.logic;
    if (result && logic && typeof logic === 'object') {
      const entries = Object.entries(logic).filter(([, ids]) => Array.isArray(ids) && ids.length > 0);
      if (entries.length > 0) {
        result = entries.some(([controllerId, optionIds]) => {
          const controller = index.get(controllerId);
          if (!controller || !visible(controller)) return false;
          const selected = selectedOptionIds(controller, ownValue(values, controllerId));
          return optionIds.some((id) => selected.includes(String(id)));
        });
      }
    }
    visiting.delete(control.id);
    memo.set(control.id, result);
    return result;
  };
  return visible;
}

export function isControlVisible(
  form: Form,
  control: Control,
  values: Readonly<Record<string, unknown>>,
  context?: VisibilityContext,
): boolean {
  return createVisibility(form, values, context)(control);
}
