/**
 * The outbound port on Node (demo-server and the real server), issue 38: the address is checked as text
 * (`outboundUrlProblem`), then the host is resolved once and every address it resolves to is checked
 * (`resolvedAddressProblem`) unless the host is in the allowlist; the connection goes to that checked address
 * (no second lookup a rebinding name could answer differently). No redirect is followed, the design's `Cookie`,
 * `Host` and hop-by-hop headers are dropped, the connection and the whole exchange have time limits, and the
 * answer's body is read to at most 1 MB, then the socket is destroyed.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutboundRequests, OutboundResult } from '../../application/ports/outbound-requests';
import { isAllowedHost, outboundUrlProblem, resolvedAddressProblem, sendableHeaders, type OutboxRequest } from '../../domain/flow';
import { OUTBOUND_CONNECT_TIMEOUT_MS, OUTBOUND_MAX_RESPONSE_BYTES, OUTBOUND_TIMEOUT_MS, outboundFailures, type OutboundOptions } from './outbound-limits';

/** Resolves a host name to its addresses (dns.lookup with `all`; replaced in tests). */
export type Resolver = (host: string) => Promise<readonly LookupAddress[]>;

const systemResolver: Resolver = (host) => new Promise((resolve, reject) => {
  dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
});

class Refused extends Error {}

export function nodeOutboundRequests(options: OutboundOptions & { readonly resolve?: Resolver } = {}): OutboundRequests {
  const allow = options.allow ?? [];
  const resolver = options.resolve ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const connectMs = options.connectTimeoutMs ?? OUTBOUND_CONNECT_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? OUTBOUND_MAX_RESPONSE_BYTES;

  return {
    send(request: OutboxRequest): Promise<OutboundResult> {
      const problem = outboundUrlProblem(request.url, allow);
      if (problem) return Promise.resolve({ ok: false, error: outboundFailures.refused(problem) });
      const url = new URL(request.url);
      const allowed = isAllowedHost(url, allow);
      // The one lookup of this request: every address is checked, the first is connected to.
      const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
        resolver(hostname).then((addresses) => {
          const refused = allowed ? undefined : addresses.map((a) => resolvedAddressProblem(hostname, a.address)).find(Boolean);
          if (refused) throw new Refused(refused);
          const first = addresses[0];
          if (!first) throw new Error(`找不到主机 ${hostname}`);
          if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: readonly LookupAddress[]) => void)(null, [first]);
          else callback(null, first.address, first.family);
        }).catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 4));
      };
      const body = JSON.stringify(request.body);
      const client = url.protocol === 'https:' ? https : http;
      return new Promise<OutboundResult>((resolve) => {
        let settled = false;
        const finish = (result: OutboundResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(total);
          req.destroy();
          resolve(result);
        };
        const req = client.request(url, {
          method: request.method,
          headers: { ...sendableHeaders(request.headers), 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          lookup,
          agent: false,
          timeout: connectMs,
        }, (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) { finish({ ok: false, error: outboundFailures.redirect(status) }); return; }
          let read = 0;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > maxBytes) finish({ ok: false, error: outboundFailures.tooLarge(maxBytes) });
            else chunks.push(chunk);
          });
          response.on('end', () => finish({ ok: true, status, body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', (error) => finish({ ok: false, error: outboundFailures.network(error.message) }));
        });
        const total = setTimeout(() => finish({ ok: false, error: outboundFailures.timeout(timeoutMs) }), timeoutMs);
        req.on('socket', (socket) => socket.once('connect', () => req.setTimeout(0)));
        req.on('timeout', () => finish({ ok: false, error: outboundFailures.timeout(connectMs) }));
        req.on('error', (error) => finish(error instanceof Refused
          ? { ok: false, error: outboundFailures.refused(error.message) }
          : { ok: false, error: outboundFailures.network(error.message) }));
        req.end(body);
      });
    },
  };
}
