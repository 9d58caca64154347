/**
 * 交回 (委派's resolve): the delegate has checked the task and hands it back, with their comment and the values
 * the node lets them edit; the task is open again for the one who delegated it, who decides. The delegate's
 * 同意 is the same move.
 */
import { flowMessages as m } from '../../flow-messages';
import { attachmentsOf } from '../attachments';
import type { FlowAction } from '../flow-action';
import type { InstanceRunner } from '../instance-runner';
import type { FlowTask } from '../instance-state';
import type { ActionKind } from './action-kind';
import { editableValues } from './editable-values';

export function resolveDelegated(runner: InstanceRunner, action: FlowAction, task: FlowTask): string | undefined {
  const attachments = attachmentsOf(action);
  if (typeof attachments === 'string') return attachments;
  runner.setValues(editableValues(runner.index.node(task.nodeId), action.values, 'read'));
  runner.closeTask(task, 'resolved', action.comment);
  runner.record({ action: 'resolve', nodeId: task.nodeId, userId: action.actor, comment: action.comment, ...attachments });
  const delegated = runner.state.tasks.find((t) => t.id === task.waitsFor && t.status === 'delegated');
  if (delegated) runner.reopenTask(delegated);
  return undefined;
}

export const resolveAction: ActionKind = {
  name: 'resolve',
  label: '交回',
  commentPrompt: '处理意见',
  input: 'decision',
  tone: 'primary',
  needsTask: true,
  onDelegateTask: true,
  // The timeline and the printed record put the delegate before it: 黄婷 已处理并交回.
  historyWords: () => ({ what: '已处理并交回', tone: 'done' }),
  // The delegate is offered 同意 (approve.ts), which does the same.
  offer: () => undefined,
  pickTask: (open) => open.find((task) => task.kind === 'delegate'),
  apply: (runner, action, task) => (task?.kind === 'delegate' ? resolveDelegated(runner, action, task) : m.noOpenTask),
};

declare module '../instance-state' {
  interface ActionHistoryEntries { resolve: true }
}
