/**
 * 表单内部门的负责人 (issue 41): the heads of the departments a 部门 control holds; none (no department chosen, or
 * none headed) leaves the node to its when-empty rule.
 */
import type { Control } from '../../model/control';
import { getControlType } from '../../controls/registry';
import { idsOf } from '../../controls/org/value-names';
import type { Assignee } from '../model/assignee';
import { own } from '../model/own';
import { uniqueIds, type AssigneeKind } from './assignee-kind';

type DeptHeadOfFieldAssignee = Extract<Assignee, { type: 'deptHeadOfField' }>;

/** Controls whose value is a list of departments. */
export const holdsDepts = (control: Control): boolean => getControlType(control.moduleId)?.holdsIds === 'depts';

export const deptHeadOfFieldMessages = {
  noField: (nodeName: string) => `「${nodeName}」请选择表单内的部门控件`,
  missing: (nodeName: string, controlId: string) => `「${nodeName}」的部门控件不存在：${controlId}，请重新选择`,
  notDepts: (nodeName: string, title: string) => `「${nodeName}」的「${title}」不是部门控件，请重新选择`,
} as const;
const m = deptHeadOfFieldMessages;

export const deptHeadOfFieldAssignee: AssigneeKind<DeptHeadOfFieldAssignee> = {
  type: 'deptHeadOfField',
  label: '表单内部门的负责人',
  read: (raw, path, issues) => issues.string(raw, 'controlId', path),
  check(assignee, { controlsById, nodeName }) {
    if (assignee.controlId === '') return [m.noField(nodeName)];
    const control = controlsById.get(assignee.controlId);
    if (!control) return [m.missing(nodeName, assignee.controlId)];
    return holdsDepts(control) ? [] : [m.notDepts(nodeName, control.config?.title ?? control.id)];
  },
  resolve(assignee, { org, values }) {
    const heads = idsOf(own(values, assignee.controlId)).map((id) => org.dept(id)?.headId);
    return { userIds: uniqueIds(heads.filter((id): id is string => id !== undefined && org.user(id) !== undefined)), errors: [] };
  },
  summary: (assignee, { controlTitle }) => (assignee.controlId === '' ? '' : `表单内部门的负责人：${controlTitle(assignee.controlId)}`),
  controlId: (assignee) => assignee.controlId || undefined,
  create: () => ({ type: 'deptHeadOfField', controlId: '' }),
};
