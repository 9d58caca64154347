import type { IncomingMessage } from 'node:http';
import type { ClientSessions } from '../../adapters/demo/server/client-sessions';
import type { DemoStore } from '../core/store/demo-store';

/**
 * Who a notify socket belongs to (its upgrade request's cookie): undefined refuses the socket. The one place that
 * decides it — the sign-in work (issue 39) replaces this with the signed-in session's person.
 */
export type SocketPerson = (request: IncomingMessage) => Promise<string | undefined>;

/** Until sign-in: the per-client identity of the `demo_session` cookie (ClientSessions), as the routes see it. */
export function clientSessionPerson(sessions: ClientSessions, store: DemoStore): SocketPerson {
  return async (request) => {
    const header = request.headers.cookie;
    const user = await sessions.run(typeof header === 'string' ? header : undefined, () => store.read((tx) => store.currentUser(tx))).result;
    return user.id;
  };
}
