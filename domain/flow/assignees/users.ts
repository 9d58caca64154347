/** 指定成员: the listed users, in the listed order (the order of 依次审批). */
import { flowMessages as m } from '../flow-messages';
import type { Assignee } from '../model/assignee';
import { uniqueIds, type AssigneeKind } from './assignee-kind';

type UsersAssignee = Extract<Assignee, { type: 'users' }>;

export const usersAssignee: AssigneeKind<UsersAssignee> = {
  type: 'users',
  label: '指定成员',
  read: (raw, path, issues) => issues.stringList(raw, 'userIds', path),
  check(assignee, { org, nodeName }) {
    if (assignee.userIds.length === 0) return [m.noUsersChosen(nodeName)];
    return org ? assignee.userIds.filter((id) => !org.user(id)).map((id) => m.unknownUser(nodeName, id)) : [];
  },
  resolve(assignee, { org }, { name: nodeName }) {
    const userIds = uniqueIds(assignee.userIds);
    return { userIds: userIds.filter((id) => org.user(id)), errors: userIds.filter((id) => !org.user(id)).map((id) => m.routeUnknownUser(nodeName, id)) };
  },
  summary: (assignee, { userName }) => assignee.userIds.map(userName).join('、'),
  create: () => ({ type: 'users', userIds: [] }),
};
