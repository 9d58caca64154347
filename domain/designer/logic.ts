import type { Control, ControlOption } from '../model/control';
import type { Form } from '../model/form';

/**
 * Logic form (spec 2, 3): `logic` on a control maps a controlling choice control id to option ids; the
 * control is shown only while the controlling control's selected option(s) include one of them.
 */

/** Shows `controlId` when `controllingId` has one of `optionIds` selected (empty list removes the rule). */
export function setLogicRule(
  form: Form,
  controlId: string,
  controllingId: string,
  optionIds: Array<ControlOption['id']>,
): Form {
  const controls = form.controls.map((c) => {
    if (c.id !== controlId) return c;
    const { [controllingId]: _old, ...others } = c.logic ?? {};
    const logic = optionIds.length > 0 ? { ...others, [controllingId]: [...optionIds] } : others;
    return { ...c, logic };
  });
  return { ...form, controls };
}

/** The option ids of `controllingId` linked to each control, the reverse view the option editor shows. */
export function linkedControlsByOption(form: Form, controllingId: string): Map<ControlOption['id'], string[]> {
  const out = new Map<ControlOption['id'], string[]>();
  for (const control of form.controls) {
    for (const optionId of control.logic?.[controllingId] ?? []) {
      out.set(optionId, [...(out.get(optionId) ?? []), control.id]);
    }
  }
  return out;
}

/** Whether a control is shown given the selected option ids of each controlling control. */
export function isShownByLogic(control: Control, selected: (controllingId: string) => ReadonlyArray<ControlOption['id']>): boolean {
  return Object.entries(control.logic ?? {}).every(([controllingId, optionIds]) => {
    if (optionIds.length === 0) return true;
    const chosen = selected(controllingId);
    return optionIds.some((id) => chosen.some((c) => String(c) === String(id)));
  });
}
