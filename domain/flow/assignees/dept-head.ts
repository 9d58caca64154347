/** 部门负责人: the head of the initiator's (first) department. */
import type { Assignee } from '../model/assignee';
import type { AssigneeKind } from './assignee-kind';

type DeptHeadAssignee = Extract<Assignee, { type: 'deptHead' }>;

export const deptHeadAssignee: AssigneeKind<DeptHeadAssignee> = {
  type: 'deptHead',
  label: '部门负责人',
  read: () => undefined,
  check: () => [],
  resolve(_assignee, { org, initiator }) {
    const head = org.deptHeadOf(initiator);
    return { userIds: head === undefined ? [] : [head], errors: [] };
  },
  summary: () => '部门负责人',
  create: () => ({ type: 'deptHead' }),
};
