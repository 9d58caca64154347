import type { DemoStore } from '../core/store/demo-store';
import { fireDueTimers } from '../core/timer-ticks';
import { defineRoute, type Route } from './router';

/** Requests come in bursts (a page load makes several): one look for due timers per this many ms is enough. */
const REQUEST_TICK_GAP_MS = 2_000;

/** A handler that answers nothing: before any request is answered, what is due fires (at most once per 2 s). */
export function tickOnRequests(store: DemoStore): Route[] {
  let last = Number.NEGATIVE_INFINITY;
  return [defineRoute('all', '*', async () => {
    const now = Date.now();
    if (now - last < REQUEST_TICK_GAP_MS) return undefined;
    last = now;
    await fireDueTimers(store, new Date(now));
    return undefined;
  })];
}

