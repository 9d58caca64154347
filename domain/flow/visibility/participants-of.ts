import type { FlowInstanceState } from '../runtime/instance-state';

/**
 * Everyone who took part in a run so far: every task's person (open, done, cancelled, transferred away) and
 * the people away whose delegate held a task (代理), everyone the history names as acting or concerned (the new assignee of 转交 / 加签, auto-approved people).
 * 抄送 recipients are not participants: they are InstanceAudience.ccUserIds.
 */
export function participantIdsOf(state: FlowInstanceState): string[] {
  const ids = new Set<string>(state.tasks.map((task) => task.userId));
  // 代理: the person away still takes part in what their delegate decided for them.
  for (const task of state.tasks) if (task.onBehalfOf !== undefined) ids.add(task.onBehalfOf);
  for (const entry of state.history) {
    if (entry.action === 'cc') continue;
    if (entry.userId) ids.add(entry.userId);
    for (const id of entry.userIds ?? []) ids.add(id);
  }
  return [...ids];
}
