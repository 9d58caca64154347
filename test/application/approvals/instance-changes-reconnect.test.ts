// Issue 40: a tab whose notify socket was away reads what changed meanwhile once it is back — one `dataChanged`
// (the lists and the count reload, the 消息中心 reads its stored notices), not a reload of the page.
import { BehaviorSubject } from 'rxjs';
import { InstanceChanges, type InstanceChange } from '../../../application/approvals/instance-changes';
import type { NotifyStatus } from '../../../application/ports/notify-channel';
import { FakeNotify, FakeSession } from './fakes';

class ReconnectingNotify extends FakeNotify {
  readonly status = new BehaviorSubject<NotifyStatus>('connecting');
  override readonly status$ = this.status.asObservable();
}

test('back after a gap: one dataChanged for everyone; the first connection and a drop say nothing', () => {
  const notify = new ReconnectingNotify();
  const changes = new InstanceChanges(notify, new FakeSession());
  const mine: InstanceChange[] = [];
  changes.mine$.subscribe((c) => mine.push(c));
  notify.status.next('open');
  expect(mine).toEqual([]);
  notify.status.next('reconnecting');
  expect(mine).toEqual([]);
  notify.status.next('open');
  expect(mine).toEqual([{ reason: 'dataChanged' }]);
});
