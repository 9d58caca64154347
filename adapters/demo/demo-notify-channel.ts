import { injectable } from 'inversify';
import { BehaviorSubject, EMPTY, Observable, share } from 'rxjs';
import type { NotifyChannel, NotifyMessage, NotifyStatus } from '../../application/ports/notify-channel';
import { DEMO_CHANGE_CHANNEL, THIS_TAB, canBroadcast, isDemoChangeMessage } from './store/demo-change-channel';
import { DEMO_NOTIFY_CHANNEL, isDemoNotice } from './handlers/demo-notices';

/** The push the demo sends when another tab changed the data (lists and the to-approve count reload). */
export const DEMO_DATA_CHANGED = 'demoDataChanged';

/**
 * The demo profile's notify channel: instead of a server's WebSocket, the demo backend of another tab (or
 * window) of this browser tells this one that the data changed (BroadcastChannel). This tab's own changes are
 * not pushed: the page that made them has already updated. The backend's notices about instances (for the
 * people they name) are pushed too.
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
      // What the demo backend tells the people concerned (issue 17: new task, decision, copy, 催办), as the live
      // backend pushes it: from every tab, this one included (a 催办 here may be for the person of another tab).
      const notices = new BroadcastChannel(DEMO_NOTIFY_CHANNEL);
      notices.onmessage = (event: MessageEvent) => {
        if (isDemoNotice(event.data)) subscriber.next({ type: event.data.type, payload: event.data });
      };
      return () => {
        notices.close();
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
