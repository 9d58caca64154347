import { injectable } from 'inversify';
import { BehaviorSubject, EMPTY, Observable, share } from 'rxjs';
import type { NotifyChannel, NotifyMessage, NotifyStatus } from '../../application/ports/notify-channel';
import { DEMO_CHANGE_CHANNEL, THIS_TAB, canBroadcast, isDemoChangeMessage } from './store/demo-change-channel';

/** The push the demo sends when another tab changed the data (lists and the to-approve count reload). */
export const DEMO_DATA_CHANGED = 'demoDataChanged';

/**
 * The demo profile's notify channel: instead of a server's WebSocket, the demo backend of another tab (or
 * window) of this browser tells this one that the data changed (BroadcastChannel). This tab's own changes are
 * not pushed: the page that made them has already updated.
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
      channel.onmessage = (event: MessageEvent) => {
        if (isDemoChangeMessage(event.data) && event.data.sourceTab !== THIS_TAB) subscriber.next({ type: DEMO_DATA_CHANGED, payload: null });
      };
      return () => {
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
