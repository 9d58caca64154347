/**
 * The demo backend's clock for the engine's timers (issue 26 / 27: 延时, 超时催办, 超时自动处理): every pending
 * instance with a timer due by now gets the system action `tick`, in one transaction, and the people concerned
 * are told; a new timeout reminder reaches its holder as a 催办 notice. Run on requests (`tickOnRequests`) and by
 * a clock (`startTimerClock`: every 30 s in the browser while a page is open, in demo-server by a real timer).
 */
import type { FlowInstanceState } from '../../domain/flow';
import { compareTimes } from '../../domain/flow/time/local-time';
import { localTimeOf } from '../../domain/flow/time/local-now';
import type { DemoStore } from './store/demo-store';
import { changesOf, type DemoNotice } from './demo-notices';
import { tickInstance } from './instance-tick';
import { dueBy } from './store/instance-due-time';

/** The clock's period while a page is open (and in demo-server). */
export const TIMER_CLOCK_MS = 30_000;

/** The instance has a stored timer due by `at` (a local time). */
export const hasDueTimer = (state: FlowInstanceState | undefined, at: string): boolean =>
  (state?.timers ?? []).some((timer) => compareTimes(timer.due, at) <= 0);

/** Fires every timer due by `now`; returns how many instances moved. */
export async function fireDueTimers(store: DemoStore, now: Date = new Date()): Promise<number> {
  const at = localTimeOf(now);
  // Runs before requests: only the instances whose next timer is due by now are read, by their indexed due time
  // (instance-due-time.ts) — reading every pending one grew with the data (at 100,000 instances, seconds a look).
  const dueIds = (await store.read((tx) => tx.instances.findProjected({ index: 'dueAt', to: dueBy(at) },
    (row) => (row.status === 'pending' && hasDueTimer(row.flowState, at) ? row.id : undefined)))).filter((id): id is string => id !== undefined);
  if (dueIds.length === 0) return 0;
  const notices: DemoNotice[] = [];
  const moved = await store.write(async (tx) => {
    // A write run again after a conflict (PostgreSQL) starts its notices afresh.
    notices.length = 0;
    let count = 0;
    for (const id of dueIds) {
      const found = await tx.instances.get(id);
      if (found?.status === 'pending' && hasDueTimer(found.flowState, at) && await tickInstance(tx, found, now, notices)) count++;
    }
    return count;
  });
  store.notifier.publish(changesOf(notices));
  return moved;
}

/** Fires due timers every 30 s; returns the stop function. */
export function startTimerClock(store: DemoStore): () => void {
  const handle = setInterval(() => void fireDueTimers(store).catch((error: unknown) => console.error(error)), TIMER_CLOCK_MS);
  return () => clearInterval(handle);
}
