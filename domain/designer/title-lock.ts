import type { Control } from '../model/control';
import { formModelMessages as m } from '../messages';
import { accepted, refused, type DesignerResult } from './designer-result';

/** Where the flow design uses form fields (from the flow designer / backend), by control id. */
export interface FlowUsage {
  /** Fields used by tasks before the current one. */
  predecessorTasks?: readonly string[];
  /** Fields used by tasks after the current one. */
  successorTasks?: readonly string[];
  /** Fields used as branch conditions. */
  branchConditions?: readonly string[];
}

export interface TitleLock {
  /** The title cannot be edited. */
  locked: boolean;
  /** Why it is locked. */
  reason?: string;
  /** A warning to show next to the title (it is a branch condition). */
  warning?: string;
}

/**
 * Spec 5: a title is locked if the field is used by predecessor or successor tasks; a warning shows if it
 * is used as a branch condition.
 */
export function titleLock(control: Pick<Control, 'id'>, usage: FlowUsage = {}): TitleLock {
  const usedByTasks = [...(usage.predecessorTasks ?? []), ...(usage.successorTasks ?? [])].includes(control.id);
  const branch = (usage.branchConditions ?? []).includes(control.id);
  return {
    locked: usedByTasks,
    ...(usedByTasks ? { reason: m.titleLockedByTasks } : {}),
    ...(branch ? { warning: m.titleUsedAsBranchCondition } : {}),
  };
}

/** Sets the title (and name), refused while the title is locked. */
export function setTitle(control: Control, title: string, usage: FlowUsage = {}): DesignerResult<Control> {
  const lock = titleLock(control, usage);
  if (lock.locked) return refused(lock.reason ?? m.titleLockedByTasks);
  return accepted({ ...control, name: title, config: { ...control.config, title } });
}
