/**
 * The backend decides (issue 25): before any admin call runs, the caller's rights are checked against the rule
 * table (guarded-calls.ts); a refusal answers 403 with the right's Chinese reason and changes nothing. A call
 * that went through is written to 操作日志 with its before → after summary.
 *
 * One transaction (issue 37): the handler's writes run on a store whose `write` checks the rights again, takes
 * the "before" snapshot, does the handler's work and writes the 操作日志 entry all in that one transaction. So
 * rights taken away meanwhile refuse the change, and a change is never committed without its audit entry (or
 * an entry written for a change that was rolled back).
 */
import { dispatch, type Route } from './router';
import { refusalOf } from '../../domain/permissions';
import type { DemoStore } from '../core/store/demo-store';
import type { DemoTx } from '../core/store/demo-db';
import type { Caller } from '../core/caller';
import { recordChange } from '../core/audit-trail';
import { changeSummary } from './change-summary';
import { GUARDED_CALLS, type CallInput, type GuardedCall, type Snapshot } from './guarded-calls';
import { answerOf, jsonBody, refuse, route } from './handler-kit';
import { rightsOfUser } from '../core/admin-rights';

async function inputOf(call: GuardedCall, request: Request): Promise<CallInput> {
  return call.method === 'get' ? Object.fromEntries(new URL(request.url).searchParams) : jsonBody<CallInput>(request.clone());
}

/** The refusal for the caller, or undefined when their rights cover the call and its flows. */
async function refusalIn(tx: DemoTx, caller: Caller, call: GuardedCall, input: CallInput): Promise<string | undefined> {
  const rights = await rightsOfUser(tx, caller.userId);
  const targets = call.targets ? await call.targets(tx, input) : [undefined];
  return targets.map((target) => refusalOf(rights, call.right, target)).find((reason) => reason !== undefined);
}

/** Thrown inside the call's transaction when the rights no longer cover it: rolls the transaction back. */
class RightsRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Whether a write's result is a first success: an envelope with code 0 (not a replayed Idempotency-Key), any
 * other 200 answer, or a plain value (the work finished without a refusal). Answers the created id, if any.
 */
function successOf(result: unknown): { id?: string } | undefined {
  if (!(result instanceof Response)) return {};
  if (result.status !== 200 || result.headers.get('x-idempotent-replay') === 'true') return undefined;
  const answer = answerOf(result);
  if (!answer) return {};
  const body = answer.body as { code?: number; data?: { id?: unknown } } | null;
  if (body?.code !== 0) return undefined;
  return { id: typeof body.data?.id === 'string' ? body.data.id : undefined };
}

/** What a guarded call's entry in 操作日志 says, written in `tx`. */
async function audit(store: DemoStore, tx: DemoTx, caller: Caller, call: GuardedCall, input: CallInput, before: Snapshot | undefined, createdId?: string): Promise<void> {
  const after = call.snapshot ? await call.snapshot(tx, input, createdId) : undefined;
  await recordChange(store, tx, caller, { action: call.action!(input), target: (after ?? before)?.name ?? String(input.id ?? input.modelId ?? ''), right: call.right, change: changeSummary(before, after) });
}

interface GuardedStore {
  readonly store: DemoStore;
  /** Whether a committed transaction of the call holds its 操作日志 entry. */
  audited(): boolean;
}

/** `store` for one guarded call: its writes re-check the rights and write 操作日志 in their own transaction. */
function guardedStore(store: DemoStore, caller: Caller, call: GuardedCall, input: CallInput): GuardedStore {
  // Set once a transaction holding the entry has committed: a rolled-back one leaves the next write to log it.
  let audited = false;
  const write = async <T>(work: (tx: DemoTx) => Promise<T>): Promise<T> => {
    let logged = false;
    const result = await store.write(async (tx) => {
      logged = false;
      const reason = await refusalIn(tx, caller, call, input);
      if (reason) throw new RightsRefused(reason);
      const before = call.action && call.snapshot && !audited ? await call.snapshot(tx, input) : undefined;
      const answer = await work(tx);
      const done = call.action && !audited ? successOf(answer) : undefined;
      if (done) {
        await audit(store, tx, caller, call, input, before, done.id);
        logged = true;
      }
      return answer;
    });
    audited ||= logged;
    return result;
  };
  return { store: Object.assign(Object.create(store) as DemoStore, { write }), audited: () => audited };
}

/**
 * The guard in front of the handlers (`handlersOn` builds them on a store): one route per guarded call. A
 * refusal is answered before the handler runs; a call that goes on runs on its guarded store.
 */
export function rightsGuard(store: DemoStore, handlersOn: (store: DemoStore) => Route[]): Route[] {
  // Through route(): a fault switched on for the path answers first, as it would from the handler itself.
  return GUARDED_CALLS.map((call) => route(store, call.method, call.path, async ({ request, caller }) => {
    const input = await inputOf(call, request);
    if (call.when && !call.when(input)) return undefined;
    const reason = await store.read((tx) => refusalIn(tx, caller, call, input));
    if (reason) return refuse(403, reason);
    const guarded = guardedStore(store, caller, call, input);
    let response: Response | undefined;
    try {
      response = await dispatch(handlersOn(guarded.store), request, caller);
    } catch (error) {
      if (error instanceof RightsRefused) return refuse(403, error.reason);
      throw error;
    }
    // A call that changed nothing in the store (测试发送 of a robot) still leaves its entry, on its own.
    const done = call.action && response && !guarded.audited() ? successOf(response) : undefined;
    if (done) await store.write((tx) => audit(store, tx, caller, call, input, undefined, done.id));
    return response;
  }));
}
