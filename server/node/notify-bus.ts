import { randomUUID } from 'node:crypto';
import type { InstanceChanged } from '../../application/ports/instance-changed';
import type { Log } from './log';

/** What one server process tells the others (and itself): committed changes, a person's notices read. */
export type BusEvent =
  | { readonly type: 'changes'; readonly changes: readonly InstanceChanged[] }
  | { readonly type: 'inboxRead'; readonly userId: string };

/**
 * How the pushes of a change reach the sockets of every server process: in-process (PGlite: one process owns the
 * database), or PostgreSQL's LISTEN/NOTIFY (any number of processes on one database). `send` never throws and never
 * waits: a push is a hint, the stored notices are the record.
 */
export interface NotifyBus {
  send(event: BusEvent): void;
  /** Every event sent by any process, this one included. */
  onEvent(listener: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

/** Events within this process only. */
export function inProcessBus(): NotifyBus {
  const listeners: Array<(event: BusEvent) => void> = [];
  return {
    send: (event) => { for (const listener of listeners) listener(event); },
    onEvent: (listener) => { listeners.push(listener); },
    close: async () => undefined,
  };
}

/** The channel of LISTEN/NOTIFY. */
export const NOTIFY_CHANNEL = 'approval_notify';
/** NOTIFY's payload limit is 8000 bytes: larger events are split change by change. */
const MAX_PAYLOAD = 7000;

/**
 * LISTEN/NOTIFY on one connection of its own. This process's events are delivered at once (and skipped when they
 * come back); a lost connection is opened again after a second, events sent meanwhile reach this process only.
 */
export async function postgresBus(url: string, log: Log): Promise<NotifyBus> {
  const { Client } = await import('pg');
  const origin = randomUUID();
  const listeners: Array<(event: BusEvent) => void> = [];
  const deliver = (event: BusEvent) => { for (const listener of listeners) listener(event); };
  let client: InstanceType<typeof Client> | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      try {
        const { from, event } = JSON.parse(message.payload ?? '') as { from: string; event: BusEvent };
        if (from !== origin) deliver(event);
      } catch {
        log('warn', '无法识别的通知消息', { channel: message.channel });
      }
    });
    next.on('error', (error) => {
      log('warn', '通知连接中断，稍后重连', { error: error.message });
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => { void connect().catch(() => undefined); }, 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = next;
  };
  await connect();

  const notify = (event: BusEvent) => {
    const payload = JSON.stringify({ from: origin, event });
    if (payload.length > MAX_PAYLOAD && event.type === 'changes' && event.changes.length > 1) {
      for (const change of event.changes) notify({ type: 'changes', changes: [change] });
      return;
    }
    if (payload.length > MAX_PAYLOAD) return log('warn', '通知过大，未发往其他进程', { bytes: payload.length });
    client?.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]).catch((error: Error) => log('warn', '通知发送失败', { error: error.message }));
  };

  return {
    send(event) {
      deliver(event);
      notify(event);
    },
    onEvent: (listener) => { listeners.push(listener); },
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
