/**
 * 减签: the one who added people (加签) takes some of them off again while they have not decided: their open
 * tasks are cancelled, or they leave the queue they wait in (依次). If what remains completes the batch or the
 * node, it goes on (a 前加签 batch emptied hands the task back; a 会签 with everyone left approved moves on).
 */
import { flowMessages as m } from '../../flow-messages';
import { own } from '../../model/own';
import { targetList } from '../flow-action';
import type { InstanceRunner } from '../instance-runner';
import type { FlowTask } from '../instance-state';
import { addedTasks, moveBatch } from '../signer-batch';
import type { ActionKind } from './action-kind';

interface Removal {
  readonly adder: FlowTask;
  /** The person's open task, or the queue they wait in. */
  readonly task?: FlowTask;
  readonly queue?: string[];
}

/** The actor's tasks that added people, in their node's current round. */
const addersOf = (runner: InstanceRunner, actor: string) =>
  runner.state.tasks.filter((t) => t.userId === actor && (t.added?.length ?? 0) > 0 && t.round === runner.roundOf(t.nodeId));

function removalOf(runner: InstanceRunner, actor: string, userId: string): Removal | undefined {
  for (const adder of addersOf(runner, actor)) {
    if (!adder.added?.includes(userId)) continue;
    const task = addedTasks(runner, adder).find((t) => (t.userId === userId || t.onBehalfOf === userId) && t.status === 'open');
    if (task) return { adder, task };
    const queue = [adder.signers?.queue, own(runner.state.queues, adder.nodeId)].find((q) => q?.includes(userId));
    if (queue) return { adder, queue };
  }
  return undefined;
}

/** Who `actor` may take off now (their added people who have not decided). */
export function removableBy(runner: InstanceRunner, actor: string): string[] {
  return [...new Set(addersOf(runner, actor).flatMap((adder) => adder.added ?? []))].filter((id) => removalOf(runner, actor, id));
}

export const removeSignerAction: ActionKind = {
  name: 'removeSigner',
  label: '减签',
  commentPrompt: '减签说明',
  input: 'dialog',
  tone: 'default',
  needsTask: false,
  historyWords: (_, names) => ({ what: `减签 ${names.people}`, tone: 'info' }),
  offer(viewer) {
    if (viewer.state.status !== 'pending') return undefined;
    const added = [...new Set(viewer.state.tasks.filter((t) => t.userId === viewer.viewerId).flatMap((t) => t.added ?? []))];
    const removable = added.filter((id) => viewer.accepts({ action: 'removeSigner', to: [id] }));
    return removable.length > 0 ? { comment: 'optional', removable } : undefined;
  },
  apply(runner, action) {
    const people = [...new Set(targetList(action))];
    const removals = people.map((id) => removalOf(runner, action.actor, id));
    if (people.length === 0 || removals.some((r) => r === undefined)) return m.removeSignerInvalid;
    const adders = new Set<FlowTask>();
    people.forEach((userId, i) => {
      const removal = removals[i] as Removal;
      adders.add(removal.adder);
      if (removal.task) runner.closeTask(removal.task, 'cancelled');
      else removal.queue?.splice(removal.queue.indexOf(userId), 1);
    });
    runner.record({ action: 'removeSigner', nodeId: [...adders][0].nodeId, userId: action.actor, userIds: people, comment: action.comment });
    for (const adder of adders) {
      moveBatch(runner, adder);
      runner.settleAt(adder.nodeId);
    }
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { removeSigner: true }
}
