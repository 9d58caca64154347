import type { OutboxRequest } from '../../domain/flow';

/**
 * What sending one request came to: the HTTP status and the answer's text (at most the size limit; a robot reads
 * its error code there), or why it could not be sent.
 */
export type OutboundResult = { readonly ok: true; readonly status: number; readonly body?: string } | { readonly ok: false; readonly error: string };

/**
 * The outbound port (issue 26, 38): the one way a design or an administrator's setting reaches another server —
 * the HTTP requests 触发器 nodes put in an instance's outbox and the group robots' posts (issue 40). Each adapter
 * checks the address, follows no redirect and limits time and size. A failure is an answer, never a throw: it is
 * recorded (history, the record of sends) and never blocks the instance.
 */
export const OutboundRequests = Symbol('OutboundRequests');
export interface OutboundRequests {
  send(request: OutboxRequest): Promise<OutboundResult>;
}
