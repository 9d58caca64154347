import type { OutboxRequest } from '../../domain/flow';

/** What sending one 触发器 request came to: the HTTP status, or why it could not be sent. */
export type OutboundResult = { readonly ok: true; readonly status: number } | { readonly ok: false; readonly error: string };

/**
 * The outbound port (issue 26): sends the HTTP requests 触发器 nodes put in an instance's outbox. A failure is
 * an answer, never a throw: it is recorded in the history and never blocks the instance.
 */
export const OutboundRequests = Symbol('OutboundRequests');
export interface OutboundRequests {
  send(request: OutboxRequest): Promise<OutboundResult>;
}
