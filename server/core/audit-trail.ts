import { callerSummary, type Caller } from './caller';
import type { DemoTx } from './store/demo-db';
import type { DemoStore } from './store/demo-store';
import { now } from './clock';

/** One change made with an admin right, as 操作日志 keeps it (issue 25: who, when, what, before → after). */
export interface AuditedChange {
  readonly action: string;
  readonly target: string;
  readonly right: string;
  readonly change: string;
}

/** Writes the entry in `tx`, the change's own transaction where the caller has one. `id`: an entry's own (an import). */
export async function recordChange(store: DemoStore, tx: DemoTx, caller: Caller, entry: AuditedChange, id?: string): Promise<void> {
  const me = await callerSummary(tx, caller);
  id ??= store.nextId('log');
  await tx.operationLogs.put({ id, ...entry, userId: me.id, userName: me.name, at: now() });
}
