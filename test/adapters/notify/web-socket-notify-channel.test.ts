import { RxApiErrors } from '../../../adapters/http/rx-api-errors';
import { reconnectDelayMs, WebSocketNotifyChannel } from '../../../adapters/notify/web-socket-notify-channel';
import type { NotifyMessage, NotifyStatus } from '../../../application/ports/notify-channel';

/** A hand-written WebSocket double: the test opens, sends and closes it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onclose: ((e: { wasClean: boolean; code: number; reason: string }) => void) | null = null;
  closedByClient = false;
  constructor(readonly url: string) { FakeSocket.all.push(this); }
  open(): void { this.readyState = 1; this.onopen?.({}); }
  receive(message: NotifyMessage): void { this.onmessage?.({ data: JSON.stringify(message) }); }
  drop(): void { this.readyState = 3; this.onerror?.({}); this.onclose?.({ wasClean: false, code: 1006, reason: '' }); }
  send(): void { /* not used */ }
  close(): void { this.closedByClient = true; this.readyState = 3; }
}

const config = { hosts: {}, parentOrigin: '', feedbackFlowId: '', notifyUrl: 'wss://notify.example/ws' };

function channel(errors = new RxApiErrors()) {
  const c = new WebSocketNotifyChannel(config, errors);
  c.WebSocketCtor = FakeSocket as unknown as typeof WebSocket;
  c.delayMs = () => 0;
  return c;
}

beforeEach(() => { FakeSocket.all = []; });

describe('WebSocketNotifyChannel', () => {
  it('connects on subscription and emits the messages', () => {
    const c = channel();
    const messages: NotifyMessage[] = [];
    const statuses: NotifyStatus[] = [];
    c.status$.subscribe((s) => statuses.push(s));
    c.messages$.subscribe((m) => messages.push(m));
    expect(FakeSocket.all.map((s) => s.url)).toEqual(['wss://notify.example/ws']);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ type: 'instance.approved', payload: { id: 'inst-1' } });
    expect(messages).toEqual([{ type: 'instance.approved', payload: { id: 'inst-1' } }]);
    expect(statuses).toEqual(['idle', 'connecting', 'open']);
  });

  it('reconnects after the connection drops', async () => {
    const c = channel();
    c.messages$.subscribe();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    await new Promise((r) => setTimeout(r, 10));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('back-off grows 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 30000]);
  });

  it('closes cleanly on logout and does not reconnect', async () => {
    const errors = new RxApiErrors();
    const c = channel(errors);
    const statuses: NotifyStatus[] = [];
    c.status$.subscribe((s) => statuses.push(s));
    c.messages$.subscribe();
    FakeSocket.all[0]!.open();
    errors.endSession({ reason: 'logout', redirectTo: '/login' });
    expect(FakeSocket.all[0]!.closedByClient).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    await new Promise((r) => setTimeout(r, 10));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('does nothing without a notify url', () => {
    const c = new WebSocketNotifyChannel({ ...config, notifyUrl: '' }, new RxApiErrors());
    c.WebSocketCtor = FakeSocket as unknown as typeof WebSocket;
    const done = jest.fn();
    c.messages$.subscribe({ complete: done });
    expect(FakeSocket.all).toHaveLength(0);
    expect(done).toHaveBeenCalled();
  });
});
