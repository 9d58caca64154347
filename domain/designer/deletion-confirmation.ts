import type { Form } from '../model/form';
import { formModelMessages as m } from '../messages';
import { hasColumns } from '../controls/registry';

/** Places outside the form that use a field, as the backend reports them (control ids). */
export interface ExternalFieldUsage {
  /** Fields read by history data calls (data-table calls of earlier instances). */
  historyDataCalls?: readonly string[];
  /** Fields used as params of API definitions. */
  params?: readonly string[];
  /** Fields named in data schemas. */
  schemas?: readonly string[];
  /** Fields used by link conditions elsewhere (other forms). */
  linkConditions?: readonly string[];
}

export type DeletionReason = 'historyDataCalls' | 'linkConditions' | 'params' | 'schemas';

export interface DeletionCheck {
  needsConfirmation: boolean;
  reasons: DeletionReason[];
  /** 删除控件确认 (the dialog title) when confirmation is needed. */
  title?: string;
  detail?: string;
}

/** Ids used in the link conditions of the form's data-table call configs. */
function linkConditionFields(form: Form): Set<string> {
  const ids = new Set<string>();
  for (const control of form.controls) {
    const all = [control, ...(hasColumns(control.moduleId) ? (control.children ?? []) : [])] as Form['controls'];
    for (const c of all) {
      for (const group of c.dataTableCallConfig?.linkCondition ?? []) {
        for (const item of group) {
          if (typeof item.formConditionFiled === 'string') ids.add(item.formConditionFiled);
        }
      }
    }
  }
  return ids;
}

/**
 * Spec 5: deleting a control (a table column in particular) that is used in history data calls, link
 * conditions, params or schemas asks for confirmation (删除控件确认). Link conditions are also found in
 * the form itself.
 */
export function deletionNeedsConfirmation(form: Form, controlId: string, external: ExternalFieldUsage = {}): DeletionCheck {
  const reasons: DeletionReason[] = [];
  if ((external.historyDataCalls ?? []).includes(controlId)) reasons.push('historyDataCalls');
  if ((external.linkConditions ?? []).includes(controlId) || linkConditionFields(form).has(controlId)) reasons.push('linkConditions');
  if ((external.params ?? []).includes(controlId)) reasons.push('params');
  if ((external.schemas ?? []).includes(controlId)) reasons.push('schemas');
  if (reasons.length === 0) return { needsConfirmation: false, reasons };
  return { needsConfirmation: true, reasons, title: m.deleteControlConfirm, detail: m.deleteControlConfirmDetail };
}
