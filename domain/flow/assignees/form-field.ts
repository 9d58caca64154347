/**
 * 表单内联系人: the user ids a form control holds — a text control holding ids (separated by , ，、 or spaces),
 * or a choice control whose chosen options' values are user ids.
 */
import type { Control, ControlOption } from '../../model/control';
import { getControlType } from '../../controls/registry';
import { selectedOptionIds } from '../../validation/visibility';
import { flowMessages as m } from '../flow-messages';
import type { Assignee } from '../model/assignee';
import { own } from '../model/own';
import { uniqueIds, type AssigneeKind } from './assignee-kind';

type FormFieldAssignee = Extract<Assignee, { type: 'formField' }>;

/** Controls that can hold members: those whose control type says where its members are. */
export const canHoldMembers = (control: Control): boolean => getControlType(control.moduleId)?.membersFrom !== undefined;

function userIdsIn(control: Control, value: unknown): string[] {
  if (getControlType(control.moduleId)?.membersFrom === 'options') {
    const options = (control.children ?? []) as ControlOption[];
    return selectedOptionIds(control, value ?? [])
      .map((id) => options.find((option) => String(option.id) === id)?.value)
      .filter((text): text is string => typeof text === 'string' && text !== '');
  }
  const texts = Array.isArray(value) ? value : [value];
  return texts.flatMap((text) => (typeof text === 'string' ? text.split(/[\s,，、]+/) : [])).filter((id) => id !== '');
}

export const formFieldAssignee: AssigneeKind<FormFieldAssignee> = {
  type: 'formField',
  label: '表单内联系人',
  read: (raw, path, issues) => issues.string(raw, 'controlId', path),
  check(assignee, { controlsById, nodeName }) {
    if (assignee.controlId === '') return [m.noFieldChosen(nodeName)];
    const control = controlsById.get(assignee.controlId);
    if (!control) return [m.formFieldMissing(nodeName, assignee.controlId)];
    return canHoldMembers(control) ? [] : [m.formFieldNotContact(nodeName, control.config?.title ?? control.id)];
  },
  resolve(assignee, { org, controlsById, values }, { name: nodeName }) {
    const control = controlsById.get(assignee.controlId);
    if (!control) return { userIds: [], errors: [] };
    const ids = uniqueIds(userIdsIn(control, own(values, assignee.controlId)));
    return { userIds: ids.filter((id) => org.user(id)), errors: ids.filter((id) => !org.user(id)).map((id) => m.routeUnknownUser(nodeName, id)) };
  },
  summary: (assignee, { controlTitle }) => (assignee.controlId === '' ? '' : `表单内联系人：${controlTitle(assignee.controlId)}`),
  controlId: (assignee) => assignee.controlId || undefined,
  create: () => ({ type: 'formField', controlId: '' }),
};
