/** 发起人自选: the applicant picks the approvers at launch (one, or several with `multiple`). */
import { flowMessages as m } from '../flow-messages';
import type { Assignee } from '../model/assignee';
import { own } from '../model/own';
import { uniqueIds, type AssigneeKind } from './assignee-kind';

type SelfSelectAssignee = Extract<Assignee, { type: 'selfSelect' }>;

export const selfSelectAssignee: AssigneeKind<SelfSelectAssignee> = {
  type: 'selfSelect',
  label: '发起人自选',
  read: (raw, path, issues) => issues.boolean(raw, 'multiple', path),
  check: () => [],
  resolve(assignee, { org, selected }, { id: nodeId, name: nodeName }) {
    const picked = uniqueIds(own(selected, nodeId) ?? []);
    if (picked.length === 0) return { userIds: [], errors: [m.selfSelectMissing(nodeName)] };
    const errors = picked.filter((id) => !org.user(id)).map((id) => m.routeUnknownUser(nodeName, id));
    if (!assignee.multiple && picked.length > 1) errors.push(m.selfSelectTooMany(nodeName));
    return { userIds: picked.filter((id) => org.user(id)), errors };
  },
  summary: (assignee) => (assignee.multiple ? '发起人自选（可多选）' : '发起人自选（单选）'),
  create: () => ({ type: 'selfSelect', multiple: false }),
};
