import { injectable } from 'inversify';
import { BehaviorSubject, EMPTY, Observable, share } from 'rxjs';
import { INSTANCE_CHANGED } from '../../application/ports/instance-changed';
import type { NotifyChannel, NotifyMessage, NotifyStatus } from '../../application/ports/notify-channel';
import { DEMO_CHANGE_CHANNEL, THIS_TAB, canBroadcast, isDemoChangeMessage } from '../../server/stores/demo-change-channel';

/** How long another tab's bare data change waits for that write's notices about an instance. */
export const DATA_CHANGE_HOLD_MS = 250;

/**
 * The demo profile's notify channel: instead of a server's WebSocket, the demo backend of every tab (or
 * window) of this browser says "an instance changed" on one BroadcastChannel, and this pushes it as the live
 * backend would. About an instance, every tab's word counts (a 催办 here may be for the person of another tab);
 * a bare data change (`dataChanged`) only from another tab (the page that made it has already updated), and
 * only when that write told of no instance: one decision is one message in every other tab.
 */
@injectable()
export class DemoNotifyChannel implements NotifyChannel {
  private readonly status = new BehaviorSubject<NotifyStatus>('idle');
  private channel: BroadcastChannel | undefined;
  readonly status$: Observable<NotifyStatus> = this.status.asObservable();
  readonly messages$: Observable<NotifyMessage> = canBroadcast()
    ? new Observable<NotifyMessage>((subscriber) => {
      const channel = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
      this.channel = channel;
      this.status.next('open');
      // Another tab's bare data change waits a moment: when the same write also told of an instance (its
      // notices follow the commit), those notices are the news and the bare change is dropped — one message.
      const held = new Map<string, ReturnType<typeof setTimeout>>();
      const noticedAt = new Map<string, number>();
      channel.onmessage = (event: MessageEvent) => {
        if (!isDemoChangeMessage(event.data)) return;
        const { change, sourceTab } = event.data;
        if (change.instanceId !== undefined) {
          noticedAt.set(sourceTab, Date.now());
          clearTimeout(held.get(sourceTab));
          held.delete(sourceTab);
          subscriber.next({ type: INSTANCE_CHANGED, payload: change });
          return;
        }
        if (sourceTab === THIS_TAB || held.has(sourceTab)) return;
        if (Date.now() - (noticedAt.get(sourceTab) ?? Number.NEGATIVE_INFINITY) < DATA_CHANGE_HOLD_MS) return;
        held.set(sourceTab, setTimeout(() => {
          held.delete(sourceTab);
          subscriber.next({ type: INSTANCE_CHANGED, payload: change });
        }, DATA_CHANGE_HOLD_MS));
      };
      return () => {
        for (const timer of held.values()) clearTimeout(timer);
        channel.close();
        this.channel = undefined;
        this.status.next('closed');
      };
    }).pipe(share())
    : EMPTY;

  close(): void {
    this.channel?.close();
    this.status.next('closed');
  }
}
