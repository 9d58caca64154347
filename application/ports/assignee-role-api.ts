/** A role that a flow node can name as its assignee. Role rules are "not shown" in the spec. */
export interface AssigneeRole {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly userIds: string[];
}

/** Assignee roles CRUD (spec 7, /flow/workflow/assignee_role/…; the /main/role-manage page). */
export const AssigneeRoleApi = Symbol('AssigneeRoleApi');
export interface AssigneeRoleApi {
  /** GET assignee_role/list */
  list(): Promise<AssigneeRole[]>;
  /** POST assignee_role/add */
  add(role: Omit<AssigneeRole, 'id'>): Promise<{ id: string }>;
  /** POST assignee_role/update */
  update(role: AssigneeRole): Promise<void>;
  /** POST assignee_role/remove {id} */
  remove(id: string): Promise<void>;
}
