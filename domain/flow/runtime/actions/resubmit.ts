/**
 * 重新提交: after 退回 to the start node the initiator edits the fields the start node makes 可编辑 and sends
 * the application again; the flow runs again from the start. (Stored data and older CLI action files send
 * this as an approve on the returned task: approve.ts hands those over here.)
 */
import type { FlowAction } from '../flow-action';
import type { InstanceRunner } from '../instance-runner';
import type { FlowTask } from '../instance-state';
import type { ActionKind } from './action-kind';
import { editableValues } from './editable-values';

export function resubmit(runner: InstanceRunner, action: FlowAction, task: FlowTask): undefined {
  const node = runner.index.node(task.nodeId);
  runner.setValues(editableValues(node, action.values, 'edit'));
  runner.closeTask(task, 'approved', action.comment);
  runner.record({ action: 'resubmit', nodeId: task.nodeId, userId: action.actor, comment: action.comment });
  if (node) runner.advance(node);
  return undefined;
}

export const resubmitAction: ActionKind = {
  name: 'resubmit',
  label: '重新提交',
  commentPrompt: '补充说明',
  input: 'decision',
  tone: 'primary',
  needsTask: true,
  historyWords: () => ({ what: '重新提交', tone: 'done' }),
  pickTask: (open) => open.find((task) => task.kind === 'resubmit'),
  offer: (viewer) => (viewer.state.status === 'pending' && viewer.openTask?.kind === 'resubmit' ? { comment: 'optional', values: true } : undefined),
  apply: (runner, action, task) => (task ? resubmit(runner, action, task) : undefined),
};

declare module '../instance-state' {
  interface ActionHistoryEntries { resubmit: true }
}
