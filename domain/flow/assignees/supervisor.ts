/**
 * 直属主管 (level n): a user's supervisor is the head of their first department, or — when they head it — the
 * head of the parent department; level n applies that n times. Past the top of the tree nobody is left.
 */
import { flowMessages as m } from '../flow-messages';
import type { Assignee } from '../model/assignee';
import type { AssigneeKind } from './assignee-kind';

type SupervisorAssignee = Extract<Assignee, { type: 'supervisor' }>;

export const supervisorAssignee: AssigneeKind<SupervisorAssignee> = {
  type: 'supervisor',
  label: '直属主管',
  read(raw, path, issues) {
    const level = raw.level;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) issues.add(`${path}.level`, m.badLevel);
  },
  check: () => [],
  resolve(assignee, { org, initiator }) {
    let current: string | undefined = initiator;
    for (let level = 0; level < assignee.level && current !== undefined; level++) current = org.supervisorOf(current);
    return { userIds: current === undefined ? [] : [current], errors: [] };
  },
  summary: (assignee) => (assignee.level === 1 ? '直属主管' : `直属主管（第${assignee.level}级）`),
  create: () => ({ type: 'supervisor', level: 1 }),
};
