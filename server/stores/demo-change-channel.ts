import type { InstanceChanged } from '../../application/ports/instance-changed';

/**
 * The one BroadcastChannel of the demo (same origin): every tab's backend tells every tab "an instance
 * changed" on it, as the live backend pushes it over its WebSocket. Each message names the tab that wrote,
 * so a tab can ignore its own data writes (it already updated itself); `database` marks a commit of that
 * demo database (`dataChanged`: any instance may have changed).
 */
export const DEMO_CHANGE_CHANNEL = 'approval-demo-changes';

export interface DemoChangeMessage {
  readonly type: 'instanceChanged';
  readonly sourceTab: string;
  readonly change: InstanceChanged;
  readonly database?: string;
}

/** This tab (one JS realm): the demo store and the notify channel of a page share it. */
export const THIS_TAB = `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function canBroadcast(): boolean {
  return typeof BroadcastChannel !== 'undefined';
}

export function isDemoChangeMessage(data: unknown): data is DemoChangeMessage {
  const message = data as DemoChangeMessage;
  return typeof data === 'object' && data !== null && message.type === 'instanceChanged' && typeof message.sourceTab === 'string'
    && typeof message.change === 'object' && message.change !== null;
}

/** Posts changes on the channel (a channel of its own, so this tab's listeners hear it too). */
export function postChanges(changes: readonly InstanceChanged[], database?: string): void {
  if (changes.length === 0 || !canBroadcast()) return;
  const channel = new BroadcastChannel(DEMO_CHANGE_CHANNEL);
  for (const change of changes) {
    const message: DemoChangeMessage = { type: 'instanceChanged', sourceTab: THIS_TAB, change, ...(database !== undefined ? { database } : {}) };
    channel.postMessage(message);
  }
  channel.close();
}
