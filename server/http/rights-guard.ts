/**
 * The backend decides (issue 25): before any admin call runs, the caller's rights are checked against the rule
 * table (guarded-calls.ts); a refusal answers 403 with the right's Chinese reason and changes nothing. A call
 * that went through is written to 操作日志 with its before → after summary.
 */
import { dispatch, type Route } from './router';
import { refusalOf } from '../../domain/permissions';
import type { DemoStore } from '../core/store/demo-store';
import { recordChange } from '../core/audit-trail';
import { changeSummary } from './change-summary';
import { GUARDED_CALLS, type CallInput, type GuardedCall } from './guarded-calls';
import { jsonBody, refuse, route } from './handler-kit';
import { rightsOfUser } from '../core/admin-rights';

async function inputOf(call: GuardedCall, request: Request): Promise<CallInput> {
  return call.method === 'get' ? Object.fromEntries(new URL(request.url).searchParams) : jsonBody<CallInput>(request.clone());
}

/** The refusal for the signed-in person, or undefined when their rights cover the call and its flows. */
async function refusal(store: DemoStore, call: GuardedCall, input: CallInput): Promise<string | undefined> {
  return store.read(async (tx) => {
    const rights = await rightsOfUser(tx, (await store.currentUser(tx)).id);
    const targets = call.targets ? await call.targets(tx, input) : [undefined];
    return targets.map((target) => refusalOf(rights, call.right, target)).find((reason) => reason !== undefined);
  });
}

/** Whether the answer is a first success (a replayed Idempotency-Key changed nothing this time). */
async function succeeded(response: Response): Promise<{ id?: string } | undefined> {
  if (response.status !== 200 || response.headers.get('x-idempotent-replay') === 'true') return undefined;
  const body = await response.clone().json().catch(() => undefined) as { code?: number; data?: { id?: unknown } } | undefined;
  if (body?.code !== 0) return undefined;
  return { id: typeof body.data?.id === 'string' ? body.data.id : undefined };
}

/** The guard in front of `inner` (the handlers it protects): one handler per guarded call. */
export function rightsGuard(store: DemoStore, inner: readonly Route[]): Route[] {
  // Through route(): a fault switched on for the path answers first, as it would from the handler itself.
  return GUARDED_CALLS.map((call) => route(store, call.method, call.path, async ({ request }) => {
    const input = await inputOf(call, request);
    if (call.when && !call.when(input)) return undefined;
    const reason = await refusal(store, call, input);
    if (reason) return refuse(403, reason);
    const before = call.action && call.snapshot ? await store.read((tx) => call.snapshot!(tx, input)) : undefined;
    const response = await dispatch(inner, request);
    if (!response || !call.action) return response;
    const done = await succeeded(response);
    if (!done) return response;
    await store.write(async (tx) => {
      const after = call.snapshot ? await call.snapshot(tx, input, done.id) : undefined;
      await recordChange(store, tx, { action: call.action!(input), target: (after ?? before)?.name ?? String(input.id ?? input.modelId ?? ''), right: call.right, change: changeSummary(before, after) });
    });
    return response;
  }));
}
