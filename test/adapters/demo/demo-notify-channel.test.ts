// Issue 15 / 24: in the demo, "an instance changed" reaches every tab as the one push, over the one channel, so
// its lists, badge and open instance update.
import type { NotifyMessage } from '../../../application/ports/notify-channel';
import { DATA_CHANGE_HOLD_MS, DemoNotifyChannel } from '../../../adapters/demo/demo-notify-channel';
import { broadcastNotifier } from '../../../adapters/demo/broadcast-notifier';
import { changesOf } from '../../../server/core/demo-notices';
import { DEMO_CHANGE_CHANNEL, THIS_TAB } from '../../../server/stores/demo-change-channel';

const settle = () => new Promise((r) => setTimeout(r, DATA_CHANGE_HOLD_MS + 50));
const dataChanged = (sourceTab: string) => ({ type: 'instanceChanged', sourceTab, database: 'approval-demo-backend', change: { reason: 'dataChanged' } });

test('a change announced by another tab is pushed; this tab\'s own changes are not', async () => {
  const channel = new DemoNotifyChannel();
  const received: NotifyMessage[] = [];
  const subscription = channel.messages$.subscribe((m) => received.push(m));
  const sender = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
  sender.postMessage(dataChanged(THIS_TAB));
  await settle();
  expect(received).toEqual([]);
  sender.postMessage(dataChanged('tab-other'));
  await settle();
  expect(received).toEqual([{ type: 'instanceChanged', payload: { reason: 'dataChanged' } }]);
  subscription.unsubscribe();
  sender.close();
});

test('one channel, one push type: the backend\'s notices about an instance arrive as instanceChanged, from this tab too', async () => {
  const channel = new DemoNotifyChannel();
  const received: NotifyMessage[] = [];
  const subscription = channel.messages$.subscribe((m) => received.push(m));
  broadcastNotifier.publish(changesOf([
    { type: 'taskCreated', userIds: ['u-2'], instanceId: 'inst-9', title: '张三的请假' },
    { type: 'instanceChanged', userIds: ['u-1'], instanceId: 'inst-9', title: '张三的请假' },
  ]));
  await settle();
  expect(received).toEqual([
    { type: 'instanceChanged', payload: { reason: 'taskCreated', userIds: ['u-2'], instanceId: 'inst-9', title: '张三的请假' } },
    { type: 'instanceChanged', payload: { reason: 'moved', userIds: ['u-1'], instanceId: 'inst-9', title: '张三的请假' } },
  ]);
  subscription.unsubscribe();
});

test('issue 44: a write that told of an instance reaches another tab as its notices alone, without the bare data change', async () => {
  const channel = new DemoNotifyChannel();
  const received: NotifyMessage[] = [];
  const subscription = channel.messages$.subscribe((m) => received.push(m));
  const sender = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
  // The other tab's store commits (dataChanged), then its handler tells of the instance.
  sender.postMessage(dataChanged('tab-other'));
  sender.postMessage({ type: 'instanceChanged', sourceTab: 'tab-other', change: { reason: 'taskCreated', instanceId: 'inst-9', userIds: ['u-2'] } });
  await settle();
  expect(received).toEqual([{ type: 'instanceChanged', payload: { reason: 'taskCreated', instanceId: 'inst-9', userIds: ['u-2'] } }]);
  // Two bare writes in a row (no instance told of) are one message.
  received.length = 0;
  await settle();
  sender.postMessage(dataChanged('tab-third'));
  sender.postMessage(dataChanged('tab-third'));
  await settle();
  expect(received).toEqual([{ type: 'instanceChanged', payload: { reason: 'dataChanged' } }]);
  subscription.unsubscribe();
  sender.close();
});
