// Issue 24: "an instance changed" is one event in a tab; the lists, the badge and the open instance follow it.
import { InstanceChanges, type InstanceChange } from '../../../application/approvals/instance-changes';
import { APPLICANT, APPROVER, FakeNotify, FakeSession, makeInstance } from './fakes';

function setup() {
  const notify = new FakeNotify();
  const session = new FakeSession();
  const changes = new InstanceChanges(notify, session);
  const all: InstanceChange[] = [];
  const mine: InstanceChange[] = [];
  changes.all$.subscribe((c) => all.push(c));
  changes.mine$.subscribe((c) => mine.push(c));
  return { notify, session, changes, all, mine };
}

test('one event: a push about an instance reaches every listener; only the people it names count it as theirs', () => {
  const { notify, all, mine } = setup();
  notify.changed({ reason: 'taskCreated', instanceId: 'a', userIds: [APPROVER.id], title: '张三的请假' });
  notify.changed({ reason: 'taskCreated', instanceId: 'b', userIds: ['somebody-else'] });
  expect(all.map((c) => c.instanceId)).toEqual(['a', 'b']);
  expect(mine).toEqual([{ reason: 'taskCreated', instanceId: 'a', userIds: [APPROVER.id], title: '张三的请假' }]);
});

test('one event: a change that names nobody (another tab wrote) concerns everyone', () => {
  const { notify, mine } = setup();
  notify.changed({ reason: 'dataChanged' });
  expect(mine).toEqual([{ reason: 'dataChanged' }]);
});

test('one event: anything else on the notify channel, or a malformed change, is no instance change', () => {
  const { notify, all } = setup();
  notify.messages.next({ type: 'taskCreated', payload: { instanceId: 'a', userIds: [APPROVER.id] } });
  notify.messages.next({ type: 'instanceChanged', payload: { reason: 'exploded', instanceId: 'a' } });
  notify.messages.next({ type: 'instanceChanged', payload: { reason: 'moved', instanceId: 7 } });
  expect(all).toEqual([]);
});

test('one event: a decision taken here carries the instance and concerns this person', () => {
  const { changes, mine } = setup();
  const decided = makeInstance('a', { status: 'approved' });
  changes.decided(decided);
  expect(mine).toEqual([{ reason: 'moved', instanceId: 'a', instance: decided }]);
});

test('one event: "mine" follows the person signed in now', async () => {
  const { notify, session, mine } = setup();
  await session.switchIdentity('applicant');
  notify.changed({ reason: 'instanceFinished', instanceId: 'a', userIds: [APPLICANT.id], status: 'approved' });
  notify.changed({ reason: 'taskCreated', instanceId: 'b', userIds: [APPROVER.id] });
  expect(mine.map((c) => c.instanceId)).toEqual(['a']);
});

test('issue 44: the backend\'s push of a decision taken here is its echo and is dropped; a 催办 or another instance is not', () => {
  const { notify, changes, all } = setup();
  changes.acting('a');
  notify.changed({ reason: 'taskCompleted', instanceId: 'a', userIds: [APPROVER.id] });
  changes.decided(makeInstance('a', { status: 'approved' }));
  notify.changed({ reason: 'moved', instanceId: 'a', userIds: [APPLICANT.id] });
  notify.changed({ reason: 'urged', instanceId: 'a', userIds: [APPROVER.id] });
  notify.changed({ reason: 'taskCreated', instanceId: 'b', userIds: [APPROVER.id] });
  expect(all.map((c) => `${c.reason}:${c.instanceId}${c.instance ? ' (here)' : ''}`)).toEqual(['moved:a (here)', 'urged:a', 'taskCreated:b']);
  changes.acting('c');
  changes.failed('c');
  notify.changed({ reason: 'moved', instanceId: 'c' });
  expect(all.at(-1)?.instanceId).toBe('c');
});
