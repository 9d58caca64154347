/**
 * 加签 people deciding among themselves: the SignerBatch on the task of the one who added them (会签 — all of
 * them, 或签 — the first approval, 依次 — one after the other). Shared by 加签, 同意, 减签, 转交 and the timeouts.
 */
import type { InstanceRunner } from './instance-runner';
import { isLive } from './instance-runner';
import type { FlowTask, SignerMode } from './instance-state';

/** What a task handed on to someone else (转交, 超时转交) keeps: who waits for it and who added its holder. */
export function handedOn(task: FlowTask): Partial<FlowTask> {
  return { ...(task.waitsFor !== undefined ? { waitsFor: task.waitsFor } : {}), ...(task.addedBy !== undefined ? { addedBy: task.addedBy } : {}) };
}

/** The task whose holder added `task`'s (前加签 / 后加签 / 并加签), if any. */
export function adderOf(runner: InstanceRunner, task: FlowTask): FlowTask | undefined {
  const id = task.addedBy ?? (task.kind === 'addBefore' ? task.waitsFor : undefined);
  return id === undefined ? undefined : runner.state.tasks.find((t) => t.id === id);
}

/** The tasks of the people `adder`'s holder added (a task handed on included). */
export function addedTasks(runner: InstanceRunner, adder: FlowTask): FlowTask[] {
  return runner.state.tasks.filter((t) => t.id !== adder.id && (t.addedBy === adder.id || (t.kind === 'addBefore' && t.waitsFor === adder.id)));
}

const kindOf = (position: 'before' | 'after') => (position === 'before' ? 'addBefore' : 'addAfter');

function openMember(runner: InstanceRunner, adder: FlowTask, userId: string, position: 'before' | 'after'): void {
  runner.openTask(adder.nodeId, userId, kindOf(position), { addedBy: adder.id, ...(position === 'before' ? { waitsFor: adder.id } : {}) }, false);
}

/** Opens a batch: every one's task, or the first one's at 依次. */
export function openBatch(runner: InstanceRunner, adder: FlowTask, people: readonly string[], position: 'before' | 'after', mode: SignerMode): void {
  adder.signers = { position, mode, queue: mode === 'sequential' ? people.slice(1) : [] };
  for (const userId of mode === 'sequential' ? people.slice(0, 1) : people) openMember(runner, adder, userId, position);
}

/**
 * After a task of a batch changed: at 或签 one approval is enough (the others are cancelled), at 依次 the next
 * one's turn comes; once nobody is left, a 前加签 hands the task back to the one who added them.
 */
export function moveBatch(runner: InstanceRunner, adder: FlowTask): void {
  const members = () => addedTasks(runner, adder).filter((t) => t.kind === 'addBefore' || t.kind === 'addAfter');
  const batch = adder.signers;
  if (batch?.mode === 'or' && members().some((t) => t.status === 'approved' || t.status === 'auto')) {
    for (const t of members()) if (isLive(t)) runner.closeTask(t, 'cancelled');
    batch.queue = [];
  }
  if (batch?.mode === 'sequential' && batch.queue.length > 0 && !members().some(isLive)) {
    openMember(runner, adder, batch.queue.shift() as string, batch.position);
  }
  if (members().some(isLive) || (batch?.queue.length ?? 0) > 0) return;
  delete adder.signers;
  if (adder.status === 'waiting') runner.reopenTask(adder);
}
