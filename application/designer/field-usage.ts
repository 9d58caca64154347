/**
 * Which controls the flow uses (spec 5 "Tables, dates and titles"): a title is locked when a predecessor or
 * successor task uses the field, and a warning shows when a branch condition uses it.
 * The flow graph's node shape beyond {id, type, name} is open, so a node "uses" a control when its data mentions
 * the control id as a string anywhere (field lists, condition expressions, ...).
 */
import type { FlowNode } from '../ports/flow-model-api';

export interface FieldUsage {
  /** Control ids used by approval / cc tasks: their title cannot change. */
  readonly usedByTasks: ReadonlySet<string>;
  /** Control ids used by a branch condition: changing the title shows a warning. */
  readonly usedByConditions: ReadonlySet<string>;
}

export const NO_USAGE: FieldUsage = { usedByTasks: new Set(), usedByConditions: new Set() };

function collectStrings(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 8) return;
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into, depth + 1));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' || key === 'name' || key === 'type' || key === 'next') continue;
      collectStrings(item, into, depth + 1);
    }
  }
}

export function fieldUsageOf(nodes: readonly FlowNode[] | undefined): FieldUsage {
  const usedByTasks = new Set<string>();
  const usedByConditions = new Set<string>();
  for (const node of nodes ?? []) {
    if (node.type === 'condition') collectStrings(node, usedByConditions);
    else if (node.type === 'approval' || node.type === 'cc') collectStrings(node, usedByTasks);
  }
  return { usedByTasks, usedByConditions };
}
