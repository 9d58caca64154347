import type { UserSummary } from '../../application/ports/session-api';
import type { DemoTx } from './store/demo-db';
import { toUserSummary } from './store/demo-store';

/**
 * Who is asking (issue 37). It is resolved once per request where the request comes in — the real server's
 * session, the browser demo's identity switch — and handed to every route and use case as an argument: nothing
 * in the backend reads it from a mutable session, so two requests in flight never see each other's person.
 */
export interface Caller {
  readonly userId: string;
}

/**
 * Nobody signed in: what routes that answer without a session (a mail link's own page, which proves its person
 * by the link) are given. It names no one, so any use case asked for its person fails.
 */
export const NOBODY: Caller = Object.freeze({ userId: '' });

export class UnknownCallerError extends Error {
  constructor(userId: string) {
    super(`调用者不在组织中：${userId}`);
    this.name = 'UnknownCallerError';
  }
}

/** The caller as the organisation knows them now (name, department), read in the call's own transaction. */
export async function callerSummary(tx: DemoTx, caller: Caller): Promise<UserSummary> {
  const user = await tx.users.get(caller.userId);
  if (!user) throw new UnknownCallerError(caller.userId);
  return toUserSummary(user);
}
