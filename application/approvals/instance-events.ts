import { injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { Instance } from '../ports/instance-api';

/**
 * What happened to instances in this session: a decision was taken, or new work arrived. Lists and the
 * to-approve count listen, so they update without a reload.
 */
export type InstanceEvent =
  | { readonly type: 'decided'; readonly instance: Instance }
  | { readonly type: 'workArrived' };

@injectable()
export class InstanceEvents {
  private readonly events = new Subject<InstanceEvent>();
  readonly events$: Observable<InstanceEvent> = this.events.asObservable();

  publish(event: InstanceEvent): void {
    this.events.next(event);
  }
}
