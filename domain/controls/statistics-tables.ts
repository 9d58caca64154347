import type { Control } from '../model/control';

/** The tables a table statistics control reads: the distinct table ids of its rules. */
export function statisticsTableIds(control: Control): string[] {
  return Array.isArray(control.rules)
    ? [...new Set(control.rules.map((rule) => rule?.tableId).filter((id): id is string => typeof id === 'string' && id !== ''))]
    : [];
}
