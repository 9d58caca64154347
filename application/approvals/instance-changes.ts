import { inject, injectable } from 'inversify';
import { Subject, filter, map, merge, pairwise, share, startWith, withLatestFrom, type Observable } from 'rxjs';
import { concerns, instanceChangedOf, type InstanceChanged } from '../ports/instance-changed';
import type { Instance } from '../ports/instance-api';
import { NotifyChannel } from '../ports/notify-channel';
import { SessionApi } from '../ports/session-api';

/** A change as this tab hears of it: a decision taken here carries the instance as the backend answered. */
export interface InstanceChange extends InstanceChanged {
  readonly instance?: Instance;
}

/**
 * The one stream of "an instance changed" in a tab: the backend's pushes (every tab, this one included) and
 * the decisions taken here. The lists, the to-approve count and the open instance subscribe to it; nothing
 * else listens to the notify channel for instances.
 */
@injectable()
export class InstanceChanges {
  private readonly here = new Subject<InstanceChange>();
  /** Every change: pushes about anyone's instances (the open instance follows them) and the decisions here. */
  readonly all$: Observable<InstanceChange>;
  /** The changes that concern the signed-in person (the lists and the count follow them). */
  readonly mine$: Observable<InstanceChange>;

  constructor(
    @inject(NotifyChannel) notify: NotifyChannel,
    @inject(SessionApi) session: SessionApi,
  ) {
    const pushed$ = notify.messages$.pipe(
      map(instanceChangedOf),
      filter((change): change is InstanceChanged => change !== undefined),
    );
    // Back after a gap (the socket reconnected): whatever changed meanwhile is read again, once — the lists and the
    // count as after any change (`dataChanged` concerns everyone), the 消息中心 from its stored notices.
    const reconnected$ = notify.status$.pipe(
      pairwise(),
      filter(([before, now]) => before === 'reconnecting' && now === 'open'),
      map((): InstanceChanged => ({ reason: 'dataChanged' })),
    );
    this.all$ = merge(pushed$, reconnected$, this.here).pipe(share());
    this.mine$ = this.all$.pipe(
      withLatestFrom(session.user$.pipe(startWith(undefined))),
      filter(([change, user]) => concerns(change, user?.id)),
      map(([change]) => change),
    );
  }

  /** A decision taken in this tab (the lists patch the row at once, before the backend's push). */
  decided(instance: Instance): void {
    this.here.next({ reason: 'moved', instanceId: instance.id, instance });
  }
}
