/** Who a node's tasks (or copies) go to. One module per kind in domain/flow/assignees. */
export const ASSIGNEE_TYPE = {
  users: 'users',
  supervisor: 'supervisor',
  deptHead: 'deptHead',
  role: 'role',
  initiator: 'initiator',
  selfSelect: 'selfSelect',
  formField: 'formField',
  deptHeadOfField: 'deptHeadOfField',
} as const;
export type AssigneeType = (typeof ASSIGNEE_TYPE)[keyof typeof ASSIGNEE_TYPE];

type Open = { [unknownField: string]: unknown };

export type Assignee =
  | ({ type: 'users'; userIds: string[] } & Open)
  /** The initiator's n-th supervisor (1 = direct). */
  | ({ type: 'supervisor'; level: number } & Open)
  /** The head of the initiator's department. */
  | ({ type: 'deptHead' } & Open)
  | ({ type: 'role'; roleId: string } & Open)
  | ({ type: 'initiator' } & Open)
  /** The applicant picks at launch. */
  | ({ type: 'selfSelect'; multiple: boolean } & Open)
  /** The user ids held by a form control's value. */
  | ({ type: 'formField'; controlId: string } & Open)
  /** The heads of the departments a 部门 control holds (issue 41). */
  | ({ type: 'deptHeadOfField'; controlId: string } & Open);
