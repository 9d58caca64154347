/**
 * The real server (issue 37): the backend's routes (server/http) on the Store over PostgreSQL — PGlite in
 * DATA_DIR/db by default, a PostgreSQL server with DATABASE_URL — with uploaded files in DATA_DIR/files, the
 * built app served beside them, due timers fired by a scheduler, /healthz and /readyz, JSON logs and a graceful
 * stop. Every API call needs a signed-in session (issue 39, sign-in.ts): the person of the session is who the
 * backend sees.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSeedTables } from '../../adapters/demo/seed/seed-state';
import { guardRequest } from '../../adapters/demo/server/request-guard';
import { nodeOutboundRequests } from '../../adapters/outbound/node-outbound-requests';
import { emptyTables } from '../core/store/demo-tables';
import { DemoStore } from '../core/store/demo-store';
import { NOBODY } from '../core/caller';
import { createBackend } from '../http/routes';
import type { GuardedBackend } from '../http/auth-routes';
import { dispatch } from '../http/router';
import { FileBlobs } from '../stores/file-blobs';
import { openSqlDb, type OpenedSqlDb } from '../stores/sql/open-sql-db';
import { createLog, type Log } from './log';
import { headerOf, refuseWith, send, serveStatic, toRequest, withSecurityHeaders } from './node-http-kit';
import { signedInSocketPerson } from './notify-person';
import { notifyUrlOf, startNotifySockets } from './notify-socket';
import { startDeliveries } from './delivery-worker';
import { prepareMailActions } from './mail-action-routes';
import { startScheduler } from './scheduler';
import type { ServerSettings } from './settings';
import { clientAddressOf, openSignIn, type SignIn } from './sign-in';
import { StaticDelivery } from './static-delivery';

export interface AppServerOptions {
  /** Seed the demo company (云杉科技) into an empty database; false for a real deployment (`--no-seed`). */
  readonly seed: boolean;
  readonly log?: Log;
  /** Epoch milliseconds now, for sessions and lockouts (tests move it). */
  readonly clock?: () => number;
}

export interface AppServer {
  readonly server: Server;
  readonly store: DemoStore;
  readonly database: OpenedSqlDb;
  readonly signIn: SignIn;
  readonly url: string;
  /** Sends the due mails and robot posts now (tests). */
  deliverNow(): Promise<number>;
  /** Stops taking requests, lets those in flight finish, stops the scheduler and closes the database. */
  close(): Promise<void>;
}

/** Opens the database the settings name (migrating it) with its files folder. */
export async function openDatabase(settings: ServerSettings): Promise<OpenedSqlDb> {
  const blobs = new FileBlobs(join(settings.dataDir, 'files'));
  return openSqlDb(settings.databaseUrl ? { url: settings.databaseUrl } : { pgliteDir: join(settings.dataDir, 'db') }, blobs);
}

export async function startAppServer(settings: ServerSettings, options: AppServerOptions): Promise<AppServer> {
  const log = options.log ?? createLog(settings.logLevel);
  const database = await openDatabase(settings);
  if (database.applied.length) log('info', '数据库已迁移', { migrations: database.applied });
  const store = await DemoStore.open(database.store, options.seed ? createSeedTables : emptyTables);
  // 触发器 and remote calls go out checked (issue 38): the allowlist at save and publish, every resolved address at send.
  store.outboundAllow = settings.outboundAllow;
  store.outbound = nodeOutboundRequests({ allow: settings.outboundAllow });
  const signIn = await openSignIn(settings, database, store, log, options);
  const inner = createBackend(store);
  // One-click decisions from mails (issue 40): their pages answer without a session (the link is the proof), and
  // decide as the link's person through the backend's own routes.
  const mailActions = await prepareMailActions(store, settings.notify);
  const mailRoutes = mailActions.routes(() => inner);
  const guarded = signIn.guard(inner);
  const backend: GuardedBackend = async (request, client) => (await dispatch(mailRoutes, request, NOBODY)) ?? guarded(request, client);
  const files = new StaticDelivery();
  let stopping = false;

  const server = createServer(async (req, res) => {
    const started = performance.now();
    const requestId = headerOf(req, 'x-request-id')?.slice(0, 64) ?? randomUUID();
    res.setHeader('X-Request-Id', requestId);
    withSecurityHeaders(res);
    const pathname = (req.url ?? '/').split('?')[0]!;
    let caller: string | undefined;
    res.on('finish', () => {
      if (pathname.startsWith('/api/') || pathname.startsWith('/flow/') || res.statusCode >= 500) {
        log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
          requestId, method: req.method, path: pathname, status: res.statusCode, ms: Math.round(performance.now() - started), caller,
        });
      }
    });
    try {
      if (pathname === '/healthz') return void await send(res, Response.json({ status: 'ok' }));
      if (pathname === '/readyz') {
        const ready = !stopping && await database.ready();
        return void await send(res, Response.json({ status: ready ? 'ready' : 'unavailable' }, { status: ready ? 200 : 503 }));
      }
      const listening = (server.address() as AddressInfo | null)?.port ?? settings.port;
      const guard = guardRequest({ method: req.method ?? 'GET', pathname, header: (name) => headerOf(req, name), remoteAddress: req.socket.remoteAddress }, listening, undefined, settings.publicUrl); // no /__demo/* switch here: all refused
      if (!guard.ok) return refuseWith(res, guard.status, guard.msg);
      const origin = settings.publicUrl && req.headers.host === new URL(settings.publicUrl).host ? settings.publicUrl : `http://${req.headers.host ?? `127.0.0.1:${listening}`}`;
      if (pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
        const hosts = Object.fromEntries(['flow', 'api', 'v2', 'bzp_api', 'filter', '__demo'].map((s) => [s, origin]));
        return void await send(res, Response.json({ hosts, parentOrigin: origin, feedbackFlowId: 'model-feedback', notifyUrl: notifyUrlOf(origin) }));
      }
      const client: { address: string; userId?: string } = { address: clientAddressOf(req, settings.trustProxy) };
      const response = await backend(toRequest(req, origin), client);
      caller = client.userId;
      if (response) return void await send(res, response);
      if ((req.method === 'GET' || req.method === 'HEAD') && await serveStatic(files, settings.staticDir, pathname, req, res)) return;
      refuseWith(res, 404, '接口不存在');
    } catch (error) {
      // The details stay in the log; the client gets one Chinese sentence, never a stack.
      log('error', '请求失败', { requestId, path: pathname, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      if (!res.headersSent) refuseWith(res, 500, '服务器内部错误');
      else res.destroy();
    }
  });
  // 消息中心 pushes (issue 40): /api/notify, each socket one person's.
  const notify = await startNotifySockets(server, store, settings, signedInSocketPerson(signIn.accounts), log);
  // Mails and robot posts, sent after each change's commit and retried (issue 40).
  const deliveries = await startDeliveries(store, settings.notify, log, mailActions.linker);
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(settings.port, settings.host, () => listening());
  });
  const scheduler = startScheduler(store, settings.timerIntervalMs, log);
  const address = server.address() as AddressInfo;
  const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${address.port}`;

  return {
    server, store, database, signIn, url,
    deliverNow: () => deliveries.runOnce(),
    async close() {
      stopping = true;
      await scheduler.stop();
      await deliveries.stop();
      await notify.close();
      await new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeIdleConnections();
      });
      await database.store.closed();
    },
  };
}
