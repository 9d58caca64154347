/** An organisation: people in a department tree, and roles. The CLI reads it; the demo backend seeds one. */
import type { Delegation } from '../delegation/delegation';

export interface OrgUser {
  id: string;
  name: string;
  /** The first one is the user's main department (it decides the supervisor). */
  deptIds: string[];
  /** 已离职 (issues 39, 41): never an approver again; a 成员 value naming them is refused. */
  disabled?: boolean;
  /** 直属主管 set by hand (组织架构); without it the supervisor is the head of the main department. */
  supervisorId?: string;
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
  /** 代理: who acts for whom while away (delegation/delegation.ts). */
  delegations?: Delegation[];
  [unknownField: string]: unknown;
}
