import type { PendingWork, TimingWorld } from '../../../domain/timing';
import type { DemoTx } from '../store/demo-db';

/**
 * The data a scheduled task looks at, read in its transaction: every open 待办 of a pending instance (not the
 * applicant's 重新提交 after 退回: that is theirs to do), and the operation log's entries.
 */
export async function timingWorldOf(tx: DemoTx, now: string): Promise<TimingWorld> {
  const open = (await tx.tasks.all()).filter((t) => t.status === 'open');
  const ids = [...new Set(open.map((t) => t.instanceId))];
  const instances = new Map((await tx.instances.getMany(ids)).flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const pendingWork: PendingWork[] = [];
  for (const task of open) {
    const instance = instances.get(task.instanceId);
    if (!instance || instance.status !== 'pending') continue;
    const engineTask = instance.flowState?.tasks.find((t) => `${instance.id}:${t.id}` === task.id);
    if (engineTask?.kind === 'resubmit') continue;
    pendingWork.push({
      taskId: task.id, instanceId: instance.id, instanceTitle: instance.title, userId: task.userId, nodeId: task.nodeId,
      since: task.createdAt, onFlow: instance.flowState !== undefined,
    });
  }
  const operationLogs = (await tx.operationLogs.all()).map((log) => ({ id: log.id, at: log.at }));
  return { now, pendingWork, operationLogs };
}
