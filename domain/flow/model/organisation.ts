/** An organisation: people in a department tree, and roles. The CLI reads it; the demo backend seeds one. */
export interface OrgUser {
  id: string;
  name: string;
  /** The first one is the user's main department (it decides the supervisor). */
  deptIds: string[];
  [unknownField: string]: unknown;
}

export interface OrgDept {
  id: string;
  name: string;
  parentId?: string;
  headId?: string;
  [unknownField: string]: unknown;
}

export interface OrgRole {
  id: string;
  name: string;
  userIds: string[];
  [unknownField: string]: unknown;
}

export interface Organisation {
  users: OrgUser[];
  depts: OrgDept[];
  roles: OrgRole[];
  [unknownField: string]: unknown;
}
