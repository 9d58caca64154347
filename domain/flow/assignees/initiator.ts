/** 发起人自己: the applicant approves (or is copied) themselves. */
import type { Assignee } from '../model/assignee';
import type { AssigneeKind } from './assignee-kind';

type InitiatorAssignee = Extract<Assignee, { type: 'initiator' }>;

export const initiatorAssignee: AssigneeKind<InitiatorAssignee> = {
  type: 'initiator',
  label: '发起人自己',
  read: () => undefined,
  check: () => [],
  resolve: (_assignee, { initiator }) => ({ userIds: [initiator], errors: [] }),
  summary: () => '发起人自己',
  create: () => ({ type: 'initiator' }),
};
