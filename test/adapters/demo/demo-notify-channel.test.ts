// Issue 15: in the demo, another tab's change reaches this tab as a push, so its lists and badge update.
import type { NotifyMessage } from '../../../application/ports/notify-channel';
import { DEMO_DATA_CHANGED, DemoNotifyChannel } from '../../../adapters/demo/demo-notify-channel';
import { DEMO_CHANGE_CHANNEL, THIS_TAB } from '../../../adapters/demo/store/demo-change-channel';

const settle = () => new Promise((r) => setTimeout(r, 50));

test('a change announced by another tab is pushed; this tab\'s own changes are not', async () => {
  const channel = new DemoNotifyChannel();
  const received: NotifyMessage[] = [];
  const subscription = channel.messages$.subscribe((m) => received.push(m));
  const sender = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
  sender.postMessage({ sourceTab: THIS_TAB, database: 'approval-demo-backend' });
  await settle();
  expect(received).toEqual([]);
  sender.postMessage({ sourceTab: 'tab-other', database: 'approval-demo-backend' });
  await settle();
  expect(received).toEqual([{ type: DEMO_DATA_CHANGED, payload: null }]);
  subscription.unsubscribe();
  sender.close();
});
