/**
 * Lookups over an organisation, built once per organisation object (memoised), so that a route preview does
 * not rescan the lists. Entry point: `indexOrganisation(org)`.
 */
import type { OrgDept, OrgRole, OrgUser, Organisation } from './organisation';

export interface OrgIndex {
  readonly org: Organisation;
  user(id: string): OrgUser | undefined;
  dept(id: string): OrgDept | undefined;
  role(id: string): OrgRole | undefined;
  /**
   * The user's supervisor: the one set by hand (组织架构's 直属主管), else the head of their first department, or of
   * the nearest ancestor headed by someone else.
   */
  supervisorOf(userId: string): string | undefined;
  /** The head of the user's first department. */
  deptHeadOf(userId: string): string | undefined;
  /** Whether the user belongs to one of the departments or to a sub-department of one. */
  inDepts(userId: string, deptIds: readonly string[]): boolean;
  hasRole(userId: string, roleIds: readonly string[]): boolean;
  /** A display name, or the id when the user is unknown. */
  nameOf(userId: string): string;
}

const cache = new WeakMap<Organisation, OrgIndex>();

export function indexOrganisation(org: Organisation): OrgIndex {
  const known = cache.get(org);
  if (known) return known;
  const users = new Map<string, OrgUser>();
  const depts = new Map<string, OrgDept>();
  const roles = new Map<string, OrgRole>();
  for (const user of org.users ?? []) users.set(user.id, user);
  for (const dept of org.depts ?? []) depts.set(dept.id, dept);
  for (const role of org.roles ?? []) roles.set(role.id, role);

  const firstDept = (userId: string): OrgDept | undefined => {
    const deptId = users.get(userId)?.deptIds?.[0];
    return deptId === undefined ? undefined : depts.get(deptId);
  };
  /** Walks up from `dept` to the first department whose head exists and is not `userId`; guards a parent cycle. */
  const headAbove = (dept: OrgDept | undefined, userId: string): string | undefined => {
    const seen = new Set<string>();
    for (let d = dept; d && !seen.has(d.id); d = d.parentId === undefined ? undefined : depts.get(d.parentId)) {
      seen.add(d.id);
      if (d.headId !== undefined && d.headId !== userId && users.has(d.headId)) return d.headId;
    }
    return undefined;
  };
  const ancestorsMemo = new Map<string, Set<string>>();
  const deptAndAncestors = (deptId: string): Set<string> => {
    let result = ancestorsMemo.get(deptId);
    if (result) return result;
    result = new Set<string>();
    for (let d = depts.get(deptId); d && !result.has(d.id); d = d.parentId === undefined ? undefined : depts.get(d.parentId)) result.add(d.id);
    ancestorsMemo.set(deptId, result);
    return result;
  };

  const index: OrgIndex = {
    org,
    user: (id) => users.get(id),
    dept: (id) => depts.get(id),
    role: (id) => roles.get(id),
    supervisorOf: (userId) => {
      const chosen = users.get(userId)?.supervisorId;
      return chosen !== undefined && chosen !== userId && users.has(chosen) ? chosen : headAbove(firstDept(userId), userId);
    },
    deptHeadOf: (userId) => {
      const head = firstDept(userId)?.headId;
      return head !== undefined && users.has(head) ? head : undefined;
    },
    inDepts: (userId, deptIds) =>
      (users.get(userId)?.deptIds ?? []).some((own) => {
        const line = deptAndAncestors(own);
        return deptIds.some((id) => line.has(id));
      }),
    hasRole: (userId, roleIds) => roleIds.some((id) => roles.get(id)?.userIds?.includes(userId) === true),
    nameOf: (userId) => users.get(userId)?.name ?? userId,
  };
  cache.set(org, index);
  return index;
}
