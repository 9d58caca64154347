/**
 * Tells the other tabs of this browser that the demo data changed (BroadcastChannel, same origin). Each
 * message names the tab that wrote, so a tab can ignore its own changes (it already updated itself).
 */
export const DEMO_CHANGE_CHANNEL = 'approval-demo-backend-changes';

export interface DemoChangeMessage {
  readonly sourceTab: string;
  readonly database: string;
}

/** This tab (one JS realm): the demo store and the notify channel of a page share it. */
export const THIS_TAB = `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function canBroadcast(): boolean {
  return typeof BroadcastChannel !== 'undefined';
}

export function isDemoChangeMessage(data: unknown): data is DemoChangeMessage {
  return typeof data === 'object' && data !== null && typeof (data as DemoChangeMessage).sourceTab === 'string';
}
