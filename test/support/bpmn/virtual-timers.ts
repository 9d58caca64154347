/**
 * Time for bpmn-engine driven as our run drives ours (run-ours.ts): a clock that starts at RUN_START and moves
 * only when the driver says so. A 延时's timer event due by the clock fires at once (our engine does not wait
 * for it either); one due later is held until the driver moves the clock to the earliest held due time (our
 * `tick`), when every held timer due by then fires, earliest first. A timeout's timer on a task's border keeps
 * its real delay and is cleared when the driver decides the task, so it never fires in either run.
 */
import * as Elements from 'bpmn-elements';
import type { BpmnElement } from '../../../domain/flow/bpmn';
import { parseLocalTime } from '../../../domain/flow/time/local-time';

/** When every run starts: a 延时 `until` before it passes at once, one after it waits for the clock. */
export const RUN_START = '2026-11-25T09:00';

const MAX_DELAY = 2147483647;
const MINUTE_MS = 60_000;

type Ref = { callback: (...args: unknown[]) => unknown; args: unknown[]; delay: number };
type SetTimeout = (owner: { id?: string } | null, callback: unknown, delay: number, ...args: unknown[]) => Ref;

export interface VirtualTimers {
  /** The Timers object bpmn-engine takes. */
  timers: unknown;
  /** A timer due at once has yet to fire. */
  duePending(): boolean;
  /** Moves the clock to the earliest held timer and fires those due by then; false when none is held. */
  advance(): boolean;
}

/**
 * `timerOf(id)`: the element's timer with its expression evaluated (`timeDuration` PT<n>M or a date-time
 * text), or undefined for an element that is no 延时.
 */
export function virtualTimers(elements: ReadonlyMap<string, BpmnElement>, timerOf: (elementId: string) => { type: string; value: string } | undefined): VirtualTimers {
  const timers = new (Elements as unknown as { Timers: new () => Record<string, unknown> & { executing: Ref[]; clearTimeout(ref: Ref): void } }).Timers();
  const set = (timers._setTimeout as SetTimeout).bind(timers);
  let now = parseLocalTime(RUN_START) as number;
  const held: Array<{ ref: Ref; due: number }> = [];
  const dueOf = (id: string): number => {
    const timer = timerOf(id);
    if (!timer) return now;
    const minutes = /^PT(\d+)M$/.exec(timer.value);
    if (timer.type === 'timeDuration' && minutes) return now + Number(minutes[1]) * MINUTE_MS;
    return parseLocalTime(timer.value.slice(0, 19)) ?? now;
  };
  timers._setTimeout = (owner: { id?: string } | null, callback: unknown, delay: number, ...args: unknown[]) => {
    const id = String(owner?.id);
    if (elements.get(id)?.kind !== 'timerEvent') return set(owner, callback, delay, ...args);
    const due = dueOf(id);
    if (due <= now) return set(owner, callback, 0, ...args);
    const ref = set(owner, callback, MAX_DELAY, ...args);
    held.push({ ref, due });
    return ref;
  };
  return {
    timers,
    duePending: () => timers.executing.some((timer) => timer.delay <= 0),
    advance() {
      const live = held.filter(({ ref }) => timers.executing.includes(ref)).sort((a, b) => a.due - b.due);
      held.length = 0;
      if (live.length === 0) return false;
      now = Math.max(now, live[0].due);
      for (const entry of live) {
        if (entry.due > now) {
          held.push(entry);
          continue;
        }
        timers.clearTimeout(entry.ref);
        entry.ref.callback(...entry.ref.args);
      }
      return true;
    },
  };
}
