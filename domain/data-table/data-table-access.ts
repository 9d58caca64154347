/**
 * 数据表权限: who may see a data table's rows and log on the admin pages (查看) and who may change them in the
 * table editor (编辑). Each is everyone or some departments (含下级), people and roles — the same kind of scope
 * as 谁可以发起. Forms keep reading every table through their data-table call: applicants rely on it.
 */
import type { OrgIndex } from '../flow/model/org-index';
import { EVERYONE, LAUNCH_SCOPE_KEY, launchScopeOf, mayLaunch, type LaunchScope } from '../flow/publish/launch-scope';

export type MemberScope = LaunchScope;

export interface DataTableAccess {
  readonly viewers: MemberScope;
  readonly editors: MemberScope;
}

/** Unset, a table is open to everyone: seen and edited as before permissions existed. */
export const OPEN_ACCESS: DataTableAccess = { viewers: EVERYONE, editors: EVERYONE };

export const DataTableAccessMessages = {
  nobodyChosen: (what: string) => `「${what}」请至少选择一个部门、成员或角色，或选择所有人`,
  unknownMember: (what: string, kind: string, id: string) => `「${what}」中的${kind}不存在：${id}`,
} as const;

export function dataTableAccessOf(raw: unknown): DataTableAccess {
  if (!raw || typeof raw !== 'object') return OPEN_ACCESS;
  const access = raw as Record<string, unknown>;
  const scope = (value: unknown) => launchScopeOf({ [LAUNCH_SCOPE_KEY]: value });
  return { viewers: scope(access.viewers), editors: scope(access.editors) };
}

/** Who may edit may also see: the editor shows the rows it changes. */
export const mayViewDataTable = (access: DataTableAccess, userId: string, org: OrgIndex): boolean =>
  mayLaunch(access.viewers, userId, org) || mayLaunch(access.editors, userId, org);

export const mayEditDataTable = (access: DataTableAccess, userId: string, org: OrgIndex): boolean =>
  mayLaunch(access.editors, userId, org);

function scopeProblems(scope: MemberScope, what: string, org: OrgIndex): string[] {
  if (scope.everyone) return [];
  if (scope.deptIds.length + scope.userIds.length + scope.roleIds.length === 0) return [DataTableAccessMessages.nobodyChosen(what)];
  return [
    ...scope.deptIds.filter((id) => !org.dept(id)).map((id) => DataTableAccessMessages.unknownMember(what, '部门', id)),
    ...scope.userIds.filter((id) => !org.user(id)).map((id) => DataTableAccessMessages.unknownMember(what, '成员', id)),
    ...scope.roleIds.filter((id) => !org.role(id)).map((id) => DataTableAccessMessages.unknownMember(what, '角色', id)),
  ];
}

/** Problems before saving (Chinese), none when the access can be kept. */
export function checkDataTableAccess(access: DataTableAccess, org: OrgIndex): string[] {
  return [...scopeProblems(access.viewers, '可查看', org), ...scopeProblems(access.editors, '可编辑', org)];
}
