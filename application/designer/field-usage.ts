/**
 * Which controls the flow uses (spec 5 "Tables, dates and titles"): a title is locked when a task uses the
 * field (表单内联系人: its value decides the approvers), and a warning shows when a branch condition uses it.
 */
import { flowUsageOf, type Flow } from '../../domain/flow';

export interface FieldUsage {
  /** Control ids used by approval / cc tasks: their title cannot change. */
  readonly usedByTasks: ReadonlySet<string>;
  /** Control ids used by a branch condition: changing the title shows a warning. */
  readonly usedByConditions: ReadonlySet<string>;
}

export const NO_USAGE: FieldUsage = { usedByTasks: new Set(), usedByConditions: new Set() };

export function fieldUsageOfFlow(flow: Flow): FieldUsage {
  const usage = flowUsageOf(flow);
  return {
    usedByTasks: new Set([...(usage.predecessorTasks ?? []), ...(usage.successorTasks ?? [])]),
    usedByConditions: new Set(usage.branchConditions ?? []),
  };
}
