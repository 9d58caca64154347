import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { InstanceChanged } from '../../application/ports/instance-changed';
import type { Notifier } from '../core/demo-notices';
import { unreadCountOf } from '../core/inbox';
import type { DemoStore } from '../core/store/demo-store';
import type { Log } from './log';
import { guardRequest } from '../../adapters/demo/server/request-guard';
import { inProcessBus, postgresBus, type NotifyBus } from './notify-bus';
import type { SocketPerson } from './notify-person';
import type { ServerSettings } from './settings';

/** The notify channel's path (spec 7; config.json's notifyUrl points at it). */
export const NOTIFY_PATH = '/api/notify';
/** A socket whose person is unknown is closed with this code. */
export const NOTIFY_UNAUTHORIZED = 4401;
const PING_MS = 30_000;

export interface NotifySocketOptions {
  readonly server: Server;
  readonly store: DemoStore;
  readonly personOf: SocketPerson;
  readonly bus: NotifyBus;
  readonly log: Log;
  /** The Host header is this server's (guardRequest's rule); false refuses the upgrade. */
  readonly hostAccepted: (request: IncomingMessage) => boolean;
}

export interface NotifySockets {
  /** The store's Notifier: committed changes go out on the bus to every process's sockets. */
  readonly notifier: Notifier;
  /** How many sockets are open (tests, logs). */
  count(): number;
  close(): Promise<void>;
}

/**
 * The live notify channel (issue 40): a WebSocket at /api/notify on the Node server. Each socket is one person's
 * (personOf); it receives only what concerns them — `{type: 'instanceChanged', payload}` (docs/API.md) for changes
 * naming them, and `{type: 'unread', payload: {count}}` when their 消息中心 changed and on connecting, which tells a
 * reconnecting client to read what it missed from the stored notices.
 */
export function attachNotifySocket(options: NotifySocketOptions): NotifySockets {
  const { server, store, personOf, bus, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const byPerson = new Map<string, Set<WebSocket>>();

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const sendUnread = async (userId: string) => {
    const sockets = byPerson.get(userId);
    if (!sockets?.size) return;
    const count = await store.read((tx) => unreadCountOf(tx, userId));
    for (const socket of sockets) send(socket, { type: 'unread', payload: { count } });
  };
  const deliver = (changes: readonly InstanceChanged[]) => {
    const told = new Set<string>();
    for (const change of changes) {
      const people = change.userIds ?? [...byPerson.keys()];
      for (const userId of people) {
        const sockets = byPerson.get(userId);
        if (!sockets) continue;
        told.add(userId);
        for (const socket of sockets) send(socket, { type: 'instanceChanged', payload: change });
      }
    }
    for (const userId of told) void sendUnread(userId).catch((error: Error) => log('warn', '未读数推送失败', { error: error.message }));
  };
  bus.onEvent((event) => {
    if (event.type === 'changes') deliver(event.changes);
    else void sendUnread(event.userId).catch(() => undefined);
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== NOTIFY_PATH) return void socket.destroy();
    const origin = request.headers.origin;
    // A page of another site must not open a socket with this browser's cookie.
    if (!options.hostAccepted(request) || (origin !== undefined && origin.replace(/^https?:\/\//, '') !== request.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      void personOf(request).then((userId) => {
        if (userId === undefined) return ws.close(NOTIFY_UNAUTHORIZED, 'unauthorized');
        const sockets = byPerson.get(userId) ?? new Set<WebSocket>();
        byPerson.set(userId, sockets);
        sockets.add(ws);
        let alive = true;
        ws.on('pong', () => { alive = true; });
        const ping = setInterval(() => {
          if (!alive) return void ws.terminate();
          alive = false;
          ws.ping();
        }, PING_MS);
        ping.unref();
        ws.on('close', () => {
          clearInterval(ping);
          sockets.delete(ws);
          if (sockets.size === 0 && byPerson.get(userId) === sockets) byPerson.delete(userId);
        });
        // Messages from the client are not part of the channel; they are ignored.
        return void sendUnread(userId);
      }, (error: Error) => {
        log('warn', '通知连接的身份无法确定', { error: error.message });
        ws.close(1011, 'error');
      });
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    notifier: {
      publish: (changes) => { if (changes.length > 0) bus.send({ type: 'changes', changes }); },
      inboxRead: (userId) => bus.send({ type: 'inboxRead', userId }),
    },
    count: () => [...byPerson.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      server.off('upgrade', onUpgrade);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      await bus.close();
    },
  };
}

/**
 * The channel as the server starts it: LISTEN/NOTIFY between processes on PostgreSQL (DATABASE_URL), in-process on
 * PGlite; the Host rule of every other request (guardRequest).
 */
export async function startNotifySockets(
  server: Server, store: DemoStore, settings: Pick<ServerSettings, 'databaseUrl' | 'port' | 'publicUrl'>, personOf: SocketPerson, log: Log,
): Promise<NotifySockets> {
  const bus = settings.databaseUrl ? await postgresBus(settings.databaseUrl, log) : inProcessBus();
  const hostAccepted = (request: IncomingMessage) => {
    const port = (server.address() as AddressInfo | null)?.port ?? settings.port;
    const header = (name: string) => { const value = request.headers[name]; return Array.isArray(value) ? value[0] : value; };
    return guardRequest({ method: 'GET', pathname: NOTIFY_PATH, header, remoteAddress: request.socket.remoteAddress }, port, undefined, settings.publicUrl).ok;
  };
  const sockets = attachNotifySocket({ server, store, personOf, bus, log, hostAccepted });
  store.notifier = sockets.notifier;
  return sockets;
}

/** config.json's notifyUrl for a page served from `origin` (http → ws, https → wss). */
export const notifyUrlOf = (origin: string): string => `${origin.replace(/^http/, 'ws')}${NOTIFY_PATH}`;
