/**
 * Who each client of demo-server is signed in as (issue 33, item 4): a cookie names the client, so one
 * `/__demo/identity` call switches that browser only and two browsers on one server are two people. The
 * DemoStore asks its TabSession; here that answers for the client of the request being handled
 * (AsyncLocalStorage carries it through the handler's awaits).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { TabSession } from '../../../server/core/store/demo-store';

export const DEMO_SESSION_COOKIE = 'demo_session';
/** The most clients remembered; the longest unused is forgotten first (and is back to the default person). */
export const MAX_CLIENT_SESSIONS = 10_000;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class ClientSessions implements TabSession {
  readonly perClient = true;
  private readonly users = new Map<string, string>();
  private readonly current = new AsyncLocalStorage<string>();

  get(): string | undefined {
    const id = this.current.getStore();
    const userId = id === undefined ? undefined : this.users.get(id);
    if (id !== undefined && userId !== undefined) {
      // Most recently used last, so the oldest goes first when full.
      this.users.delete(id);
      this.users.set(id, userId);
    }
    return userId;
  }

  set(userId: string | undefined): void {
    const id = this.current.getStore();
    if (id === undefined) return;
    this.users.delete(id);
    if (userId === undefined) return;
    this.users.set(id, userId);
    if (this.users.size > MAX_CLIENT_SESSIONS) this.users.delete(this.users.keys().next().value!);
  }

  /**
   * Runs `work` as the client the Cookie header names; a client without a valid cookie gets a new id, which
   * `setCookie` holds for the response.
   */
  run<T>(cookieHeader: string | undefined, work: () => Promise<T>): { setCookie?: string; result: Promise<T> } {
    const sent = cookieOf(cookieHeader, DEMO_SESSION_COOKIE);
    const id = sent !== undefined && SESSION_ID.test(sent) ? sent : randomUUID();
    const setCookie = id === sent ? undefined : `${DEMO_SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
    return { ...(setCookie ? { setCookie } : {}), result: this.current.run(id, work) };
  }
}

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
