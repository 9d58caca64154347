/**
 * Whom a task may be handed to (转交, 委派): a person of the organisation who has not left (已离职), not the actor,
 * and nobody deciding at the node or who already approved there (a 会签 must not count them twice). Answers the
 * refusal, or undefined.
 */
import { flowMessages as m } from '../../flow-messages';
import { isLive, type InstanceRunner } from '../instance-runner';
import type { FlowTask } from '../instance-state';

export function handOffRefusal(
  runner: InstanceRunner, task: FlowTask, actor: string, to: string, refusals: { readonly unknown: string; readonly self: string },
): string | undefined {
  const user = runner.org.user(to);
  if (!user || user.disabled === true) return refusals.unknown;
  if (to === actor) return refusals.self;
  if (runner.tasksAt(task.nodeId).some((t) => t.userId === to && (isLive(t) || t.status === 'approved'))) return m.alreadyAssignee;
  return undefined;
}
