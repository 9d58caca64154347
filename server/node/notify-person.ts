import type { IncomingMessage } from 'node:http';
import type { Accounts } from '../core/accounts/accounts';
import { SESSION_COOKIE, cookieOf } from '../http/auth-routes';

/**
 * Who a notify socket belongs to (its upgrade request's cookie): undefined refuses the socket. The one place that
 * decides it: the signed-in session's person (issue 39), as every other call of the real server.
 */
export type SocketPerson = (request: IncomingMessage) => Promise<string | undefined>;

export function signedInSocketPerson(accounts: Accounts): SocketPerson {
  return async (request) => {
    const header = request.headers.cookie;
    const session = await accounts.sessionOf(cookieOf(typeof header === 'string' ? header : undefined, SESSION_COOKIE));
    return session?.userId;
  };
}
