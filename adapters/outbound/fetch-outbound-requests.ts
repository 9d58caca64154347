/**
 * The outbound port over fetch: a real HTTP request with a JSON body (the browser demo and demo-server both
 * use it). Sent once, no retry, at most 10 s; any status is an answer (HTTP 500 is sent, not failed); a network
 * error, a refused CORS request or the time limit is a failure with its reason in Chinese.
 */
import type { OutboundRequests, OutboundResult } from '../../application/ports/outbound-requests';
import type { OutboxRequest } from '../../domain/flow';

export const OUTBOUND_TIMEOUT_MS = 10_000;

export const outboundFailures = {
  timeout: '请求超时（10 秒）',
  network: (detail: string) => `网络错误：${detail}`,
} as const;

export function fetchOutboundRequests(fetcher: typeof fetch = (...args) => fetch(...args)): OutboundRequests {
  return {
    async send(request: OutboxRequest): Promise<OutboundResult> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), OUTBOUND_TIMEOUT_MS);
      try {
        const response = await fetcher(request.url, {
          method: request.method,
          headers: { 'Content-Type': 'application/json', ...(request.headers ?? {}) },
          body: JSON.stringify(request.body),
          signal: controller.signal,
        });
        return { ok: true, status: response.status };
      } catch (error) {
        if (controller.signal.aborted) return { ok: false, error: outboundFailures.timeout };
        return { ok: false, error: outboundFailures.network(error instanceof Error ? error.message : String(error)) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
