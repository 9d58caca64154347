/**
 * 加签 at the actor's node: one person or up to 10, deciding among themselves by `mode` (and — the default, or,
 * sequential). before (前加签): they decide first, then the task comes back to the actor. after (后加签): the
 * actor's approval is recorded and they decide next. parallel (并加签): they join the node beside the actor and
 * count as its members under the node's own mode (at 依次 they queue after the current holder).
 */
import { flowLabels, flowMessages as m } from '../../flow-messages';
import { own } from '../../model/own';
import { targetList } from '../flow-action';
import type { InstanceRunner } from '../instance-runner';
import { isLive } from '../instance-runner';
import type { FlowTask, SignerMode } from '../instance-state';
import { openBatch } from '../signer-batch';
import type { ActionKind } from './action-kind';
import { decidingAtMyNode, decidingTask } from './task-offer';

export const MAX_ADDED_SIGNERS = 10;
const POSITIONS = ['before', 'after', 'parallel'] as const;
const MODES: readonly SignerMode[] = ['and', 'or', 'sequential'];
const POSITION_WORDS = { before: '前加签', after: '后加签', parallel: '并加签' } as const;

/** Why `userId` cannot be added at the task's node, if they cannot. */
function refusal(runner: InstanceRunner, task: FlowTask, actor: string, userId: string): string | undefined {
  const user = runner.org.user(userId);
  if (!user || user.disabled === true) return m.addSignerTargetUnknown;
  if (userId === actor) return m.addSignerSelf;
  const queued = own(runner.state.queues, task.nodeId) ?? [];
  // Someone deciding here, who already approved here, or whose 依次 turn is still to come.
  const holds = runner.tasksAt(task.nodeId).some((t) => (t.userId === userId || t.onBehalfOf === userId) && (isLive(t) || t.status === 'approved'));
  return holds || queued.includes(userId) || (task.signers?.queue ?? []).includes(userId) ? m.alreadyAssignee : undefined;
}

export const addSignerAction: ActionKind = {
  name: 'addSigner',
  label: '加签',
  commentPrompt: '加签说明',
  input: 'dialog',
  tone: 'default',
  needsTask: true,
  historyWords: (entry, names) => {
    const mode = entry.mode && (entry.userIds?.length ?? 0) > 1 ? `（${flowLabels.modes[entry.mode]}）` : '';
    return { what: `${POSITION_WORDS[entry.position ?? 'after']} ${names.people}${mode}`, tone: 'info' };
  },
  offer(viewer) {
    const task = decidingTask(viewer);
    return task ? { comment: 'optional', person: { excluded: decidingAtMyNode(viewer, task), max: MAX_ADDED_SIGNERS }, position: [...POSITIONS], modes: [...MODES] } : undefined;
  },
  apply(runner, action, task) {
    if (!task) return undefined;
    const position = POSITIONS.find((p) => p === action.position);
    if (!position) return m.addSignerPositionInvalid;
    const mode = action.mode === undefined ? 'and' : MODES.find((x) => x === action.mode);
    if (!mode) return m.addSignerModeInvalid;
    const people = [...new Set(targetList(action))];
    if (people.length === 0) return m.addSignerNobody;
    if (people.length > MAX_ADDED_SIGNERS) return m.addSignerTooMany;
    for (const userId of people) {
      const refused = refusal(runner, task, action.actor, userId);
      if (refused) return refused;
    }
    runner.record({
      action: 'addSigner', nodeId: task.nodeId, userId: action.actor, userIds: people, position,
      ...(position !== 'parallel' && people.length > 1 ? { mode } : {}), comment: action.comment,
    });
    task.added = [...(task.added ?? []), ...people];
    if (position === 'before') {
      task.status = 'waiting';
      openBatch(runner, task, people, 'before', mode);
      return undefined;
    }
    if (position === 'parallel') {
      const node = runner.decidingNode(task.nodeId);
      if (node?.props.mode === 'sequential') runner.state.queues[task.nodeId] = [...people, ...(own(runner.state.queues, task.nodeId) ?? [])];
      else for (const userId of people) runner.openTask(task.nodeId, userId, 'normal', { addedBy: task.id }, false);
      return undefined;
    }
    runner.closeTask(task, 'approved', action.comment);
    runner.noteApproval(task.userId);
    runner.record({ action: 'approve', nodeId: task.nodeId, userId: action.actor });
    openBatch(runner, task, people, 'after', mode);
    runner.settleAt(task.nodeId);
    return undefined;
  },
};

declare module '../instance-state' {
  interface ActionHistoryEntries { addSigner: true }
}
