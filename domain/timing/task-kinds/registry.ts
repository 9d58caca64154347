/** Every kind of scheduled task, by its `kind`. */
import type { TaskKind } from '../task-kind';
import { cleanOperationLogsKind } from './clean-operation-logs';
import { overdueAutoDecideKind } from './overdue-auto-decide';
import { overdueRemindKind } from './overdue-remind';

const KINDS: readonly TaskKind[] = [overdueRemindKind, overdueAutoDecideKind, cleanOperationLogsKind];
const BY_KIND = new Map(KINDS.map((k) => [k.kind, k]));
if (BY_KIND.size !== KINDS.length) throw new Error('duplicate timing task kind');

/** In the order the kind picker offers them. */
export const taskKinds = (): readonly TaskKind[] => KINDS;

export function taskKindOf(kind: string): TaskKind | undefined {
  return BY_KIND.get(kind);
}
