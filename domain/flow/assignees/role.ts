/** 角色: every member of a role, in the role's order. */
import { flowMessages as m } from '../flow-messages';
import type { Assignee } from '../model/assignee';
import { uniqueIds, type AssigneeKind } from './assignee-kind';

type RoleAssignee = Extract<Assignee, { type: 'role' }>;

export const roleAssignee: AssigneeKind<RoleAssignee> = {
  type: 'role',
  label: '角色',
  read: (raw, path, issues) => issues.string(raw, 'roleId', path),
  check(assignee, { org, nodeName }) {
    if (assignee.roleId === '') return [m.noRoleChosen(nodeName)];
    return org && !org.role(assignee.roleId) ? [m.unknownRole(nodeName, assignee.roleId)] : [];
  },
  resolve(assignee, { org }) {
    const members = org.role(assignee.roleId)?.userIds ?? [];
    return { userIds: uniqueIds(members).filter((id) => org.user(id)), errors: [] };
  },
  summary: (assignee, { roleName }) => (assignee.roleId === '' ? '' : `角色：${roleName(assignee.roleId)}`),
  create: () => ({ type: 'role', roleId: '' }),
};
