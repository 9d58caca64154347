/**
 * 谁可以发起: everyone, or the members of some departments (sub-departments included), some people, some
 * roles. Kept in the design's settings under `launchScope`; the application center lists a flow only to the
 * people who may launch it.
 */
import type { OrgIndex } from '../model/org-index';

export interface LaunchScope {
  readonly everyone: boolean;
  readonly deptIds: readonly string[];
  readonly userIds: readonly string[];
  readonly roleIds: readonly string[];
}

export const LAUNCH_SCOPE_KEY = 'launchScope';

export const EVERYONE: LaunchScope = { everyone: true, deptIds: [], userIds: [], roleIds: [] };

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** The scope stored in the settings; everyone when none (or an unreadable one) is stored. */
export function launchScopeOf(settings: Readonly<Record<string, unknown>> | undefined): LaunchScope {
  const raw = settings?.[LAUNCH_SCOPE_KEY];
  if (!raw || typeof raw !== 'object') return EVERYONE;
  const scope = raw as Record<string, unknown>;
  return { everyone: scope.everyone !== false, deptIds: ids(scope.deptIds), userIds: ids(scope.userIds), roleIds: ids(scope.roleIds) };
}

export function withLaunchScope(settings: Readonly<Record<string, unknown>>, scope: LaunchScope): Readonly<Record<string, unknown>> {
  return { ...settings, [LAUNCH_SCOPE_KEY]: scope };
}

/** Whether the user may launch: everyone, or listed by person, by department (or above) or by role. */
export function mayLaunch(scope: LaunchScope, userId: string, org: OrgIndex): boolean {
  if (scope.everyone) return true;
  return scope.userIds.includes(userId) || org.inDepts(userId, scope.deptIds) || org.hasRole(userId, scope.roleIds);
}

/** Problems of a scope before publishing (Chinese): nobody chosen, or chosen ones that do not exist. */
export function checkLaunchScope(scope: LaunchScope, org?: OrgIndex): string[] {
  if (scope.everyone) return [];
  if (scope.deptIds.length + scope.userIds.length + scope.roleIds.length === 0) return ['「谁可以发起」请至少选择一个部门、成员或角色，或选择所有人'];
  if (!org) return [];
  return [
    ...scope.deptIds.filter((id) => !org.dept(id)).map((id) => `「谁可以发起」中的部门不存在：${id}`),
    ...scope.userIds.filter((id) => !org.user(id)).map((id) => `「谁可以发起」中的成员不存在：${id}`),
    ...scope.roleIds.filter((id) => !org.role(id)).map((id) => `「谁可以发起」中的角色不存在：${id}`),
  ];
}
