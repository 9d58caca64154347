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
 * How long after acting on an instance this tab takes pushes about it for the echo of its own action: the
 * backend tells every tab, this one included, and this tab already holds the instance as it answered.
 */
export const OWN_ECHO_MS = 3000;

/**
 * The one stream of "an instance changed" in a tab: the backend's pushes (every tab, this one included) and
 * the decisions taken here. The lists, the to-approve count and the open instance subscribe to it; nothing
 * else listens to the notify channel for instances. The echo of a decision taken here (a push about that
 * instance while it is being sent, or within OWN_ECHO_MS of its answer) is dropped: one 同意 is one event here.
 */
@injectable()
export class InstanceChanges {
  private readonly here = new Subject<InstanceChange>();
  /** Instances acted on here: until when a push about them is this tab's own echo (Infinity while in flight). */
  private readonly ownUntil = new Map<string, number>();
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
      filter((change) => !this.isOwnEcho(change)),
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

  /** An action on this instance is being sent from this tab: the pushes it causes are its echo. */
  acting(instanceId: string): void {
    this.ownUntil.set(instanceId, Number.POSITIVE_INFINITY);
  }

  /** The action sent here failed: pushes about the instance are news again. */
  failed(instanceId: string): void {
    this.ownUntil.delete(instanceId);
  }

  /** A decision taken in this tab (the lists patch the row at once; the backend's push of it is not heard again). */
  decided(instance: Instance): void {
    const now = Date.now();
    for (const [id, until] of this.ownUntil) if (until < now) this.ownUntil.delete(id);
    this.ownUntil.set(instance.id, now + OWN_ECHO_MS);
    this.here.next({ reason: 'moved', instanceId: instance.id, instance });
  }

  private isOwnEcho(change: InstanceChanged): boolean {
    if (change.instanceId === undefined || change.reason === 'urged') return false;
    const until = this.ownUntil.get(change.instanceId);
    if (until === undefined) return false;
    if (until >= Date.now()) return true;
    this.ownUntil.delete(change.instanceId);
    return false;
  }
}
