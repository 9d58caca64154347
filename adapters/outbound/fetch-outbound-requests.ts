/**
 * The outbound port over fetch (the in-browser demo): a JSON request sent once, no retry. Before it goes out the
 * address is checked (`outboundUrlProblem`: http(s) only, no loopback, private, link-local, unique-local,
 * multicast or metadata address unless allowed) and the design's `Cookie`, `Host` and hop-by-hop headers are
 * dropped; redirects are not followed; the whole exchange has a time limit and the body a size limit (it is
 * cancelled past it). Any status is an answer (HTTP 500 is sent, not failed); a refusal, a network error, a
 * refused CORS request or the time limit is a failure with its reason in Chinese. A browser cannot tell where a
 * name resolves: Node servers use `nodeOutboundRequests`, which checks every resolved address too.
 */
import type { OutboundRequests, OutboundResult } from '../../application/ports/outbound-requests';
import { outboundUrlProblem, sendableHeaders, type OutboxRequest } from '../../domain/flow';
import { OUTBOUND_MAX_RESPONSE_BYTES, OUTBOUND_TIMEOUT_MS, outboundFailures, type OutboundOptions } from './outbound-limits';

export { OUTBOUND_TIMEOUT_MS, outboundFailures } from './outbound-limits';

/** Reads at most `max` bytes of a body, then cancels it: its text, or undefined when it was larger. */
async function readLimited(body: ReadableStream<Uint8Array> | null, max: number): Promise<string | undefined> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      total += value.byteLength;
      if (total > max) return undefined;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

export function fetchOutboundRequests(fetcher: typeof fetch = (...args) => fetch(...args), options: OutboundOptions = {}): OutboundRequests {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? OUTBOUND_MAX_RESPONSE_BYTES;
  return {
    async send(request: OutboxRequest): Promise<OutboundResult> {
      const refused = outboundUrlProblem(request.url, options.allow ?? []);
      if (refused) return { ok: false, error: outboundFailures.refused(refused) };
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetcher(request.url, {
          method: request.method,
          headers: { ...sendableHeaders(request.headers), 'Content-Type': 'application/json' },
          body: JSON.stringify(request.body),
          redirect: 'manual',
          credentials: 'omit',
          signal: controller.signal,
        });
        if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
          void response.body?.cancel().catch(() => undefined);
          return { ok: false, error: outboundFailures.redirect(response.status) };
        }
        const text = await readLimited(response.body, maxBytes);
        if (text === undefined) return { ok: false, error: outboundFailures.tooLarge(maxBytes) };
        return { ok: true, status: response.status, body: text };
      } catch (error) {
        if (controller.signal.aborted) return { ok: false, error: outboundFailures.timeout(timeoutMs) };
        return { ok: false, error: outboundFailures.network(error instanceof Error ? error.message : String(error)) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
