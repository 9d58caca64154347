/**
 * Out-of-office delegation (代理): while `from` is away, in [start, end), the tasks created for them — for the
 * listed flows, or all — go to `to`, recorded with `onBehalfOf: from`. A chain (A→B, B→C) is followed to its end;
 * a cycle leaves the task with the person it was created for. Times are local date-times (`YYYY-MM-DDTHH:mm`).
 */
import dayjs from 'dayjs';

export interface Delegation {
  id: string;
  from: string;
  to: string;
  start: string;
  end: string;
  /** Only these flows; absent = every flow. */
  flowIds?: string[];
  [unknownField: string]: unknown;
}

/** Who holds a task created for someone: the delegate at the end of the chain, and for whom. */
export interface Holder {
  readonly userId: string;
  /** The person the task was created for, when a delegate holds it. */
  readonly onBehalfOf?: string;
}

const ZONED = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * A moment as sortable local text: `2026-11-24` → `2026-11-24T00:00:00`, `2026-11-24 09:00` → `2026-11-24T09:00:00`;
 * a time with a zone (a backend's ISO `…Z`) is read in local time first, as delegations are written.
 */
export function momentKey(time: string): string {
  const trimmed = time.trim();
  const text = (ZONED.test(trimmed) && dayjs(trimmed).isValid() ? dayjs(trimmed).format('YYYY-MM-DDTHH:mm:ss') : trimmed).replace(' ', 'T');
  const withTime = text.length === 10 ? `${text}T00:00` : text;
  return (withTime.length === 16 ? `${withTime}:00` : withTime).slice(0, 19);
}

/** The delegation covers `moment` (a momentKey) and the flow. */
const inForce = (d: Delegation, flowId: string, moment: string): boolean => momentKey(d.start) <= moment && moment < momentKey(d.end)
  && (d.flowIds === undefined || d.flowIds.length === 0 || d.flowIds.includes(flowId));

/** The delegation of `userId` in force at `at` for `flowId` (the first listed wins). */
export function activeDelegation(delegations: readonly Delegation[], userId: string, flowId: string, at: string): Delegation | undefined {
  const moment = momentKey(at);
  return delegations.find((d) => d.from === userId && inForce(d, flowId, moment));
}

/** The delegations in force at `at` for `flowId`: what a preview of an instance's nodes to come needs to name the delegates. */
export function delegationsInForce(delegations: readonly Delegation[], flowId: string, at: string): Delegation[] {
  const moment = momentKey(at);
  return delegations.filter((d) => inForce(d, flowId, moment));
}

/** Who holds a task created for `userId` at `at` (no moment known = nobody is away). */
export function holderOf(delegations: readonly Delegation[] | undefined, userId: string, flowId: string, at: string | undefined): Holder {
  if (!delegations || delegations.length === 0 || at === undefined) return { userId };
  const seen = new Set<string>([userId]);
  let current = userId;
  for (;;) {
    const next = activeDelegation(delegations, current, flowId, at);
    if (!next) break;
    // A cycle (A→B→A) has nobody at its end: the task stays with the person it was created for.
    if (seen.has(next.to)) return { userId };
    seen.add(next.to);
    current = next.to;
  }
  return current === userId ? { userId } : { userId: current, onBehalfOf: userId };
}
