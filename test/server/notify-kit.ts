import WebSocket from 'ws';
import { loginCookie } from './seed-accounts';
import { leaveRange } from '../adapters/support/leave-dates';

export interface Pushed { type: string; payload: any } // eslint-disable-line @typescript-eslint/no-explicit-any

/** Signs a new client in as `userId` (its account: employee number and the demo password); answers its Cookie header. */
export const signIn = loginCookie;

/** A 5-day leave (部门负责人 周敏, u-hr-head, first) launched by the client of `cookie`; answers its id. */
export async function launchLeave(url: string, cookie: string): Promise<string> {
  const values = { leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', leave_phone: '13800138000' };
  const res = await fetch(`${url}/flow/workflow/add_instance`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ modelId: 'model-leave', values }) });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`launch failed: ${body.msg}`);
  return body.data.id;
}

/** A notify socket with its messages kept, read in order with `next(type)`. */
export class NotifyClient {
  readonly received: Pushed[] = [];
  private read = 0;
  private waiting: (() => void) | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as Pushed);
      this.waiting?.();
    });
  }

  static open(url: string, cookie: string): Promise<NotifyClient> {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/notify`, { headers: { cookie } });
    const client = new NotifyClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** The next message of `type` after the last one read (waits up to `ms`). */
  async next(type: string, ms = 5000): Promise<Pushed> {
    const deadline = Date.now() + ms;
    for (;;) {
      const at = this.received.findIndex((m, i) => i >= this.read && m.type === type);
      if (at >= 0) {
        this.read = at + 1;
        return this.received[at]!;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message within ${ms} ms (got ${JSON.stringify(this.received.slice(this.read))})`);
      await new Promise<void>((resolve) => { this.waiting = resolve; setTimeout(resolve, Math.min(left, 200)); });
    }
  }

  close(): void {
    this.socket.close();
  }
}
