import { grantReaches, type RightGrant } from './right-grant';

/** A role as far as rights go: who is in it. */
export interface RoleMembers {
  readonly id: string;
  readonly userIds: readonly string[];
}

/** Everyone a 系统管理员 grant reaches, directly or through a role. */
export function systemAdminIds(grants: readonly RightGrant[], roles: readonly RoleMembers[]): string[] {
  const ids = new Set<string>();
  const people = new Set([...roles.flatMap((role) => role.userIds), ...grants.flatMap((grant) => grant.userIds)]);
  for (const userId of people) {
    const roleIds = roles.filter((role) => role.userIds.includes(userId)).map((role) => role.id);
    if (grants.some((grant) => grant.kind === 'system' && grantReaches(grant, { userId, roleIds }))) ids.add(userId);
  }
  return [...ids];
}

/** The last 系统管理员 cannot be removed: a change of grants or roles that leaves none is refused. */
export const LAST_SYSTEM_ADMIN_REFUSAL = '至少需要保留一名系统管理员';
