/** Who can act now, per node (in the order the tasks were made): the CLI's `pending` and the approval lists. */
import type { FlowInstanceState } from './instance-state';

export function pendingOf(state: FlowInstanceState): Array<{ nodeId: string; userIds: string[] }> {
  const byNode = new Map<string, string[]>();
  for (const task of state.tasks) {
    if (task.status !== 'open') continue;
    const users = byNode.get(task.nodeId) ?? [];
    if (!users.includes(task.userId)) users.push(task.userId);
    byNode.set(task.nodeId, users);
  }
  return [...byNode].map(([nodeId, userIds]) => ({ nodeId, userIds }));
}
