/** The actions of the one deciding at a node (同意, 拒绝, 退回, 转交, 加签) are open while they hold a normal task. */
import { flowMessages as m } from '../../flow-messages';
import { isLive, type InstanceRunner } from '../instance-runner';
import type { FlowTask } from '../instance-state';
import type { ViewerContext } from './action-kind';

export const decidingTask = (viewer: ViewerContext): FlowTask | undefined =>
  viewer.state.status === 'pending' && viewer.openTask && viewer.openTask.kind !== 'resubmit' && viewer.openTask.kind !== 'delegate' ? viewer.openTask : undefined;

/** The viewer's 委派 task (they check it and hand it back), if that is what they hold. */
export const delegateTask = (viewer: ViewerContext): FlowTask | undefined =>
  viewer.state.status === 'pending' && viewer.openTask?.kind === 'delegate' ? viewer.openTask : undefined;

/** People already deciding at the viewer's node: they cannot be handed the task or added again. */
export function decidingAtMyNode(viewer: ViewerContext, task: FlowTask): string[] {
  return viewer.state.tasks.filter((t) => t.nodeId === task.nodeId && (t.status === 'open' || t.status === 'waiting' || t.status === 'delegated')).map((t) => t.userId);
}

/**
 * Whom a task may be handed to (转交, 委派): a person of the organisation who has not left (已离职), not the actor,
 * and nobody deciding at the node or who already approved there (a 会签 must not count them twice). Answers the
 * refusal, or undefined.
 */
export function handOffRefusal(
  runner: InstanceRunner, task: FlowTask, actor: string, to: string, refusals: { readonly unknown: string; readonly self: string },
): string | undefined {
  const user = runner.org.user(to);
  if (!user || user.disabled === true) return refusals.unknown;
  if (to === actor) return refusals.self;
  if (runner.tasksAt(task.nodeId).some((t) => t.userId === to && (isLive(t) || t.status === 'approved'))) return m.alreadyAssignee;
  return undefined;
}
