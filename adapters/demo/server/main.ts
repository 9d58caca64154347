/**
 * `npm run demo-server [-- --static dist]`: the demo backend's handlers over real HTTP on 127.0.0.1
 * (port from PORT, default 8090), so the live build can run against a real server. With `--static <dir>`
 * it also serves a built app with history fallback (unknown paths get index.html). `--data <file>` keeps the
 * demo data in a JSON file that survives a restart (in memory without it); `--seed <n>` starts from the seed plus
 * generated instances, n in all (server-demo-db.ts).
 * Security (issue 18, docs/SECURITY.md): requests from other sites and other host names are refused
 * (request-guard.ts), static paths cannot leave the folder (static-path.ts), every response carries CSP,
 * X-Frame-Options and nosniff (security-headers.ts), stored files are served by file-response-headers.ts.
 * The built app's files go out compressed (brotli or gzip) with long-lived cache headers for hashed chunks and
 * revalidation for what names the build (issue 31, static-delivery.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { openServerDemoDb, type ServerDataOptions } from './server-demo-db';
import { createHandlers } from '../demo-handlers';
import { startTimerClock } from '../../../server/core/timer-ticks';
import { ClientSessions } from './client-sessions';
import { DEMO_CONTROL_LOOPBACK_ONLY, demoTokenOf, guardRequest } from './request-guard';
import { nodeOutboundRequests } from '../../outbound/node-outbound-requests';
import { parseOutboundAllow } from '../../../domain/flow';
import { headerOf, refuseWith, send, serveStatic, toRequest, withSecurityHeaders } from '../../../server/node/node-http-kit';
import { StaticDelivery } from '../../../server/node/static-delivery';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export async function startDemoServer(port: number, staticDir?: string, data: ServerDataOptions = {}) {
  const store = await openServerDemoDb(data);
  const demoToken = demoTokenOf(process.env['DEMO_TOKEN']);
  // 触发器 go out through the Node adapter: every address checked after DNS, no redirects, time and size limits.
  store.outboundAllow = parseOutboundAllow(process.env['OUTBOUND_ALLOW']);
  store.outbound = nodeOutboundRequests({ allow: store.outboundAllow });
  // Each client (a cookie) is its own person; the database's identity is only the default.
  const sessions = new ClientSessions();
  store.tabSession = sessions;
  const handlers = createHandlers(store);
  // Cache and compression headers of the built app's files (static-delivery.ts).
  const files = new StaticDelivery();
  const server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? `127.0.0.1:${port}`}`;
    withSecurityHeaders(res);
    try {
      const pathname = (req.url ?? '/').split('?')[0];
      const listening = (server.address() as AddressInfo | null)?.port ?? port;
      const guard = guardRequest({ method: req.method ?? 'GET', pathname, header: (name) => headerOf(req, name), remoteAddress: req.socket.remoteAddress }, listening, demoToken);
      if (!guard.ok) {
        refuseWith(res, guard.status, guard.msg);
        return;
      }
      // The live build fetches config.json beside index.html: point every host at this server.
      if (req.url === '/config.json' && staticDir && (req.method === 'GET' || req.method === 'HEAD')) {
        const hosts = Object.fromEntries(['flow', 'api', 'v2', 'bzp_api', 'filter', '__demo'].map((s) => [s, origin]));
        await send(res, Response.json({ hosts, parentOrigin: origin, feedbackFlowId: 'model-feedback', notifyUrl: '' }));
        return;
      }
      const client = sessions.run(headerOf(req, 'cookie'), () => getResponse(handlers, toRequest(req, origin)));
      const response = await client.result;
      if (response) {
        if (client.setCookie) res.setHeader('Set-Cookie', client.setCookie);
        await send(res, response);
        return;
      }
      if (staticDir && (req.method === 'GET' || req.method === 'HEAD') && await serveStatic(files, staticDir, pathname, req, res)) return;
      refuseWith(res, 404, '接口不存在');
    } catch (error) {
      // The details stay in the server's log; the client gets one Chinese sentence, never a stack or message.
      console.error(error);
      if (!res.headersSent) refuseWith(res, 500, '服务器内部错误');
      else res.destroy();
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  // A real timer fires the engine's due timers (延时, 超时) while the server runs.
  const stopClock = startTimerClock(store);
  server.on('close', stopClock);
  return { server, store, demoToken };
}

if (require.main === module) {
  const port = Number(process.env['PORT'] ?? 8090);
  const seed = argValue('--seed');
  void startDemoServer(port, argValue('--static'), { file: argValue('--data'), seed: seed === undefined ? undefined : Number(seed) }).then(({ demoToken }) => {
    console.log(`demo backend on http://127.0.0.1:${port}`);
    console.log(DEMO_CONTROL_LOOPBACK_ONLY);
    console.log(`X-Demo-Token: ${demoToken}`);
  });
}
