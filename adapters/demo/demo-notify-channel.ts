import { injectable } from 'inversify';
import { BehaviorSubject, EMPTY, Observable, share } from 'rxjs';
import { INSTANCE_CHANGED } from '../../application/ports/instance-changed';
import type { NotifyChannel, NotifyMessage, NotifyStatus } from '../../application/ports/notify-channel';
import { DEMO_CHANGE_CHANNEL, THIS_TAB, canBroadcast, isDemoChangeMessage } from '../../server/stores/demo-change-channel';

/**
 * The demo profile's notify channel: instead of a server's WebSocket, the demo backend of every tab (or
 * window) of this browser says "an instance changed" on one BroadcastChannel, and this pushes it as the live
 * backend would. About an instance, every tab's word counts (a 催办 here may be for the person of another tab);
 * a bare data change (`dataChanged`) only from another tab: the page that made it has already updated.
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
        if (!isDemoChangeMessage(event.data)) return;
        const { change, sourceTab } = event.data;
        if (change.instanceId === undefined && sourceTab === THIS_TAB) return;
        subscriber.next({ type: INSTANCE_CHANGED, payload: change });
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
