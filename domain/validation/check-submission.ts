/**
 * What a backend checks before it stores submitted values (issue 33): the same rules as the page and the CLI.
 * First the JSON shape (every key a control of the form, every value of its control's type: values-shape.ts),
 * then validateForm on the values as they would be stored (`base` + the submitted ones), with the fields hidden
 * at the node not validated; `checkedControlIds` limits the errors to the fields the submitter may change
 * (an approver's edits), as the approval page does.
 * Entry point: `checkSubmission(form, submitted, context)`.
 */
import type { Form } from '../model/form';
import { checkValuesShape } from './values-shape';
import { validateForm, type FieldError, type Values } from './validate-form';
import type { ValueNames } from '../controls/org/value-names';

export interface SubmissionContext {
  /** The values already stored (重新提交, an approver's edits); none for a new instance. */
  readonly base?: Values;
  /** Fields hidden at the submitter's node: not shown, so not validated. */
  readonly hiddenControlIds?: readonly string[];
  /** Only errors of these fields count (the fields the submitter may edit); all fields when absent. */
  readonly checkedControlIds?: readonly string[];
  /** The application date, YYYY-MM-DD (date bounds). */
  readonly today?: string;
  /** The organisation (成员, 部门 ids) the values are checked against; any id is accepted without. */
  readonly names?: ValueNames;
}

export type SubmissionCheck =
  | { readonly ok: true; readonly values: Record<string, unknown> }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

export function checkSubmission(form: Form, submitted: unknown, context: SubmissionContext = {}): SubmissionCheck {
  const shape = checkValuesShape(form, submitted);
  if (!shape.ok) {
    const where = shape.path === '(root)' || shape.path === shape.controlId ? '' : `${shape.path}：`;
    return { ok: false, errors: [{ controlId: shape.controlId, message: `${where}${shape.message}` }] };
  }
  const stored = { ...context.base, ...shape.values };
  const result = validateForm(form, stored, { today: context.today, hiddenControlIds: context.hiddenControlIds ?? [], ...(context.names ? { names: context.names } : {}) });
  const checked = context.checkedControlIds;
  const errors = checked ? result.errors.filter((error) => checked.includes(error.controlId)) : result.errors;
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values: shape.values };
}
