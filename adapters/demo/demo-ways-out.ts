import type { DemoStore } from '../../server/core/store/demo-store';
import { fetchOutboundRequests } from '../outbound/fetch-outbound-requests';
import { broadcastNotifier } from './broadcast-notifier';

/** The demo's ways out of the backend: 触发器 requests by fetch, notices to every tab on the demo's channel. */
export function withDemoWaysOut(store: DemoStore): DemoStore {
  store.outbound = fetchOutboundRequests();
  store.notifier = broadcastNotifier;
  return store;
}
