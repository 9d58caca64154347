import type { Caller } from '../core/caller';
import { pageOf } from '../core/paging';
import { now } from '../core/clock';
import { defineRoute, type Method, type Route, type RouteResolver } from './router';
import type { DemoFault, DemoStore } from '../core/store/demo-store';
import { DEMO_FAULTS } from '../core/store/demo-store';
import type { DemoTx, WriteOptions } from '../core/store/demo-db';

/** The request header that makes one request fail (browser tests, curl); see docs/API.md. */
export const FAULT_HEADER = 'x-demo-fault';

/** The status and body of each envelope answer, readable without awaiting the body (inside a transaction). */
const envelopes = new WeakMap<Response, { status: number; body: unknown }>();

/** The status and body of an answer made by ok() / refuse(), read without awaiting it; undefined for any other. */
export function answerOf(response: Response): { status: number; body: unknown } | undefined {
  return envelopes.get(response);
}

function envelope(body: unknown, status = 200): Response {
  const response = Response.json(body as never, { status });
  envelopes.set(response, { status, body });
  return response;
}

/** The backend envelope: code 0 and the data. */
export function ok(data: unknown = null): Response {
  return envelope({ code: 0, msg: 'ok', data });
}

/** A refusal with a Chinese message (a 4xx status, the envelope code = the status) and its details, if any. */
export function refuse(status: number, msg: string, data: unknown = null): Response {
  return envelope({ code: status, msg, data }, status);
}

export function notFound(what: string): Response {
  return refuse(404, `${what}不存在`);
}

/** The response of a fault (spec 8), or undefined to go on. */
export async function faultResponse(fault: DemoFault): Promise<Response> {
  switch (fault) {
    case '400': return refuse(400, '参数错误：请检查填写的内容');
    case '400-en': return Response.json({ code: 400, msg: 'Bad Request: invalid parameter' }, { status: 400 });
    case '500': return Response.json({ code: 500, msg: 'Internal Server Error' }, { status: 500 });
    case '500-null-user': return Response.json({ code: 500, msg: "TypeError: Cannot read properties of null (reading 'user')" }, { status: 500 });
    case '502': return new Response('Bad Gateway', { status: 502 });
    case '503': return new Response('Service Unavailable', { status: 503 });
    case '40000': return Response.json({ code: 40000, msg: '登录已失效', data: null });
    case 'timeout': await new Promise<never>(() => undefined); return new Response(null, { status: 504 });
    case 'network': return Response.error();
    // 200 with a cut-off body, and nothing done (issue 33: never read as a success).
    case 'malformed': return new Response('{"code":0,"msg":"ok","da', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
}

function isFault(x: string | null): x is DemoFault {
  return x !== null && (DEMO_FAULTS as readonly string[]).includes(x);
}

export type { Method, Route };

/**
 * A handler for `path` (matched on any origin: the demo page's own, 127.0.0.1 of the demo server, or the
 * test host) that first answers a fault when one is switched on (header or store flag).
 */
export function route(store: DemoStore, method: Method, path: string, resolver: RouteResolver): Route {
  return defineRoute(method, path, async (info) => {
    const header = info.request.headers.get(FAULT_HEADER);
    const fault = isFault(header) ? header : store.takeFault(new URL(info.request.url).pathname);
    if (fault) return faultResponse(fault);
    return resolver(info);
  });
}

/** How long an Idempotency-Key's answer is kept: a retry comes within seconds, a day is plenty. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The record of a caller's key: keys are per caller, so nobody replays someone else's answer (issue 38). */
export const idempotencyKeyOf = (userId: string, key: string) => `${userId}\n${key}`;

/**
 * Runs a non-idempotent change once per (caller, Idempotency-Key), in one transaction with the record of its
 * answer: the same caller's repeated key (from this tab or another) gets the first answer again and nothing is
 * created twice. Another caller's same key is a key of their own. A record older than 24 hours is forgotten,
 * and a replay is checked again against the caller's rights now (`recheck`: a refusal, or undefined to replay).
 */
export async function idempotent(
  store: DemoStore, request: Request, caller: Caller, action: (tx: DemoTx) => Promise<Response>,
  recheck?: (tx: DemoTx, userId: string) => Promise<Response | undefined>, options?: WriteOptions,
): Promise<Response> {
  const key = request.headers.get('idempotency-key');
  if (!key) return store.write(action, options);
  // The key's record is a record this write writes: a second request with the same key conflicts on it.
  return store.write(async (tx) => {
    const recordKey = idempotencyKeyOf(caller.userId, key);
    const seen = await tx.idempotency.get(recordKey);
    const fresh = seen?.at !== undefined && Date.parse(now()) - Date.parse(seen.at) < IDEMPOTENCY_TTL_MS;
    if (seen && fresh) {
      const refused = await recheck?.(tx, caller.userId);
      if (refused) return refused;
      return Response.json(seen.body, { status: seen.status, headers: { 'x-idempotent-replay': 'true' } });
    }
    const response = await action(tx);
    const answer = envelopes.get(response);
    // A 403 is not kept: the caller's rights decide again on a retry, and a refusal changes nothing.
    if (answer && answer.status !== 403) await tx.idempotency.put({ key: recordKey, userId: caller.userId, at: now(), ...answer });
    return response;
  }, options);
}

export function query(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

export async function jsonBody<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    return {} as T;
  }
}

/** 0-based paging of a list. */
export function paginate<T>(items: T[], params: URLSearchParams): { list: T[]; total: number; page: number; pageSize: number } {
  const { page, pageSize } = pageOf(params);
  return { list: items.slice(page * pageSize, page * pageSize + pageSize), total: items.length, page, pageSize };
}

export { now } from '../core/clock';

export { pageOf };
