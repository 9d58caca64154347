/**
 * The demo backend's check of submitted values (issue 33): add_instance, 重新提交 and an approver's edits go
 * through the domain's checkSubmission on the instance's design, with the node's hidden fields and field
 * permissions, and are refused with the field errors (nothing stored) when they break a rule.
 */
import type { Control } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { fieldPermsAt, type Flow } from '../../domain/flow';
import { checkSubmission } from '../../domain/validation/check-submission';
import type { FieldError } from '../../domain/validation/validate-form';

export const SubmissionMessages = {
  invalid: (first: string, count: number) => `提交的内容不正确：${first}${count > 1 ? `（共 ${count} 处）` : ''}`,
} as const;

export interface Submission {
  readonly form: Form;
  readonly flow: Flow;
  /** The node the submitter acts at (the start node for a launch or 重新提交). */
  readonly nodeId: string;
  readonly values: unknown;
  /** The stored values the submitted ones change (none for a launch). */
  readonly base?: Readonly<Record<string, unknown>>;
  /** An approver's edits: only the fields they may edit are checked (a launch checks every shown field). */
  readonly editsOnly?: boolean;
  /** The application date (YYYY-MM-DD) of an instance already launched; a launch is checked against today. */
  readonly today?: string;
}

/** The 400 answer (msg + `data.errors`) when the values break a rule, else undefined. */
export function checkedSubmission(submission: Submission) {
  const { form, flow, nodeId, values, base, editsOnly, today } = submission;
  const perms = fieldPermsAt(flow, nodeId, form);
  const idsWith = (perm: string) => Object.entries(perms).filter(([, p]) => p === perm).map(([id]) => id);
  const checked = checkSubmission(form, values, {
    ...(base ? { base } : {}),
    hiddenControlIds: idsWith('hidden'),
    ...(editsOnly ? { checkedControlIds: idsWith('edit') } : {}),
    // As the pages do: a launch against today (local time), edits against the instance's own date.
    ...(today ? { today } : {}),
  });
  return checked.ok ? undefined : { errors: checked.errors, message: SubmissionMessages.invalid(describe(form, checked.errors[0]!), checked.errors.length) };
}


/** Why the values cannot be submitted (a 子流程 child's launch), in one sentence; undefined when they can. */
export function submissionProblem(submission: Submission): string | undefined {
  return checkedSubmission(submission)?.message;
}

/** `标题：消息` (the control's title, else its id), as the CLI prints an error. */
function describe(form: Form, error: FieldError): string {
  const control = form.controls.find((c: Control) => c.id === error.controlId);
  const title = typeof control?.config?.title === 'string' && control.config.title !== '' ? control.config.title : error.controlId;
  return title ? `${title}：${error.message}` : error.message;
}
