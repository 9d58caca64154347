/**
 * The contract of one action (同意, 拒绝, 退回, 转交, 加签, 撤回, 评论). Each is one module in this folder,
 * collected in registry.ts. `apply` returns a refusal message (Chinese) or undefined when it went through;
 * a refused action's changes are thrown away by the caller.
 */
import type { FlowAction } from '../flow-action';
import type { FlowTask } from '../instance-state';
import type { InstanceRunner } from '../instance-runner';

export interface ActionKind {
  name: string;
  /** The actor must hold an open task (the one passed to apply). */
  needsTask: boolean;
  apply(runner: InstanceRunner, action: FlowAction, task: FlowTask | undefined): string | undefined;
}
