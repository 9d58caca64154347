/**
 * 离职交接 (issue 39): when an administrator disables a person and names a successor, every task the person still
 * holds is 转交 to the successor by the system (systemHandOver: no person acted) with the comment 离职交接, in one
 * transaction; an instance whose node refuses the 转交 (its button switched off, say) is listed for the
 * administrator to settle by hand.
 */
import { systemHandOver } from '../../../domain/flow';
import { localTimeOf } from '../../../domain/flow/time/local-now';
import type { DemoNotice } from '../demo-notices';
import { environmentOf, saveRun } from '../flow-runtime';
import type { DemoTx } from '../store/demo-db';

export interface HandOverResult {
  /** The tasks that went to the successor. */
  readonly moved: number;
  /** The instances whose tasks stayed, with the reason. */
  readonly refused: ReadonlyArray<{ readonly instanceId: string; readonly title: string; readonly reason: string }>;
  readonly notices: readonly DemoNotice[];
}

export async function handOverOpenTasks(tx: DemoTx, fromUserId: string, toUserId: string, at: string): Promise<HandOverResult> {
  const open = [
    ...await tx.tasks.find({ index: '[userId+status+createdAt]', equals: [fromUserId, 'open'] }),
    ...await tx.tasks.find({ index: '[userId+status+createdAt]', equals: [fromUserId, 'waiting'] }),
  ];
  let moved = 0;
  const refused: Array<{ instanceId: string; title: string; reason: string }> = [];
  const notices: DemoNotice[] = [];
  for (const instanceId of [...new Set(open.map((task) => task.instanceId))]) {
    const row = await tx.instances.get(instanceId);
    const env = row ? await environmentOf(tx, row) : undefined;
    if (!row || !env || !row.flowState || row.status !== 'pending') continue;
    let state = row.flowState;
    const events = [];
    const nodes = [...new Set(state.tasks.filter((t) => t.userId === fromUserId && (t.status === 'open' || t.status === 'waiting')).map((t) => t.nodeId))];
    for (const nodeId of nodes) {
      const result = systemHandOver(env, state, { from: fromUserId, to: toUserId, nodeId, at: localTimeOf(new Date(at)) });
      if (!result.ok) {
        refused.push({ instanceId, title: row.title, reason: result.message });
        continue;
      }
      state = result.state;
      events.push(...result.events);
      moved += 1;
    }
    if (state !== row.flowState) notices.push(...(await saveRun(tx, row, env.flow, state, events, at)).notices);
  }
  return { moved, refused, notices };
}
