/**
 * Lookups over a loaded organisation: names by id, the department tree, members of a department and member
 * search (by name, employee number or department). Pure: built once per organisation object.
 * Entry point: `orgDirectoryOf(org)`.
 */
import type { OrgDept, OrgRole, OrgUser, Organisation } from '../../domain/flow';

export interface OrgDirectory {
  readonly organisation: Organisation;
  readonly users: readonly OrgUser[];
  readonly depts: readonly OrgDept[];
  readonly roles: readonly OrgRole[];
  user(id: string): OrgUser | undefined;
  dept(id: string): OrgDept | undefined;
  role(id: string): OrgRole | undefined;
  /** The display name, or the id itself when nobody has it (a deleted person still shows something). */
  userName(id: string): string;
  deptName(id: string): string;
  roleName(id: string): string;
  /** The name of the person's main department ('' when none). */
  mainDeptName(userId: string): string;
  /** Top-level departments (no parent, or a parent that is unknown) when `parentId` is undefined. */
  childDepts(parentId?: string): OrgDept[];
  /** The department and its ancestors' names, top first: 研发中心 / 前端组. */
  deptPath(deptId: string): string;
  /** The people of a department and (by default) of its sub-departments, in organisation order. */
  membersOf(deptId: string, withSubDepts?: boolean): OrgUser[];
  /** People whose name, employee number or department name contains the text (trimmed; all for ''). */
  searchMembers(text: string): OrgUser[];
  /** Whether a picker may offer the person: not one who has left (`disabled: true`, issue 41), who is only named. */
  offered(user: OrgUser): boolean;
  searchDepts(text: string): OrgDept[];
}

const cache = new WeakMap<Organisation, OrgDirectory>();

export function orgDirectoryOf(org: Organisation): OrgDirectory {
  const known = cache.get(org);
  if (known) return known;
  const users = new Map(org.users.map((u) => [u.id, u]));
  const depts = new Map(org.depts.map((d) => [d.id, d]));
  const roles = new Map(org.roles.map((r) => [r.id, r]));
  const children = new Map<string | undefined, OrgDept[]>();
  for (const dept of org.depts) {
    const parent = dept.parentId !== undefined && depts.has(dept.parentId) ? dept.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), dept]);
  }
  /** The department and every department below it (a parent cycle is cut). */
  const subtree = (deptId: string): Set<string> => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const child of children.get(id) ?? []) visit(child.id);
    };
    visit(deptId);
    return found;
  };
  const deptPath = (deptId: string): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let d = depts.get(deptId); d && !seen.has(d.id); d = d.parentId === undefined ? undefined : depts.get(d.parentId)) {
      seen.add(d.id);
      names.unshift(d.name);
    }
    return names.join(' / ');
  };
  const mainDeptName = (userId: string) => {
    const deptId = users.get(userId)?.deptIds[0];
    return deptId === undefined ? '' : depts.get(deptId)?.name ?? '';
  };
  const directory: OrgDirectory = {
    organisation: org,
    users: org.users,
    depts: org.depts,
    roles: org.roles,
    user: (id) => users.get(id),
    dept: (id) => depts.get(id),
    role: (id) => roles.get(id),
    userName: (id) => users.get(id)?.name ?? id,
    deptName: (id) => depts.get(id)?.name ?? id,
    roleName: (id) => roles.get(id)?.name ?? id,
    mainDeptName,
    childDepts: (parentId) => children.get(parentId) ?? [],
    deptPath,
    membersOf: (deptId, withSubDepts = true) => {
      const ids = withSubDepts ? subtree(deptId) : new Set([deptId]);
      return org.users.filter((u) => u.deptIds.some((id) => ids.has(id)));
    },
    searchMembers: (text) => {
      const needle = text.trim().toLowerCase();
      if (needle === '') return [...org.users];
      return org.users.filter((u) =>
        u.name.toLowerCase().includes(needle)
        || String(u.employeeNumber ?? '').toLowerCase().includes(needle)
        || u.deptIds.some((id) => (depts.get(id)?.name ?? '').toLowerCase().includes(needle)));
    },
    offered: (user) => user.disabled !== true,
    searchDepts: (text) => {
      const needle = text.trim().toLowerCase();
      return needle === '' ? [...org.depts] : org.depts.filter((d) => d.name.toLowerCase().includes(needle));
    },
  };
  cache.set(org, directory);
  return directory;
}
