/**
 * diffForms(a, b): form controls added, removed and changed between two versions of a form — per field: type
 * (moduleId), title, required, options (a choice control's option texts, a table's columns), and any other
 * config / props key as `config.<key>` / `props.<key>`. Controls are matched by id.
 */
import type { Control } from '../../model/control';
import type { Form } from '../../model/form';
import { propChanges, type PropChange } from './flow-diff';

export type FormChange =
  | { readonly kind: 'added'; readonly controlId: string; readonly title: string; readonly moduleId: number }
  | { readonly kind: 'removed'; readonly controlId: string; readonly title: string; readonly moduleId: number }
  | { readonly kind: 'changed'; readonly controlId: string; readonly title: string; readonly moduleId: number; readonly props: readonly PropChange[] };

export interface FormDiff {
  readonly changes: readonly FormChange[];
}

/** The compared fields of a control (the names the words' label table knows). */
function fieldsOf(control: Control): Record<string, unknown> {
  const { title, required, ...config } = control.config ?? { title: '' };
  const children = Array.isArray(control.children) ? control.children : [];
  const fields: Record<string, unknown> = {
    type: control.moduleId,
    title,
    required: required === true,
    ...(children.length > 0 ? { options: children.map((c) => ('value' in c ? c.value : (c as { config?: { title?: string } }).config?.title ?? c.id)) } : {}),
  };
  for (const [key, value] of Object.entries(config)) fields[`config.${key}`] = value;
  for (const [key, value] of Object.entries(control.props ?? {})) fields[`props.${key}`] = value;
  return fields;
}

const describeControl = (c: Control) => ({ controlId: c.id, title: c.config?.title || c.id, moduleId: c.moduleId });

export function diffForms(a: Form, b: Form): FormDiff {
  const before = new Map(a.controls.map((c) => [c.id, c]));
  const afterIds = new Set(b.controls.map((c) => c.id));
  const changes: FormChange[] = [];
  for (const control of b.controls) {
    const old = before.get(control.id);
    if (!old) {
      changes.push({ kind: 'added', ...describeControl(control) });
      continue;
    }
    const props = propChanges(fieldsOf(old), fieldsOf(control));
    if (props.length > 0) changes.push({ kind: 'changed', ...describeControl(control), props });
  }
  for (const control of a.controls) if (!afterIds.has(control.id)) changes.push({ kind: 'removed', ...describeControl(control) });
  return { changes };
}
