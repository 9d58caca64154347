/**
 * Whether the app's last call reached a server, told on the window as one DOM event: the HTTP adapter dispatches
 * it, the shell's offline notice listens. navigator.onLine alone misses a network that is "up" but reaches
 * nothing (a captive portal, a dropped VPN, or emulated offline where the browser keeps saying online).
 */
export const NETWORK_STATE_EVENT = 'app:network-state';

export interface NetworkState {
  /** false after a call got no answer at all; true again at the next answer. */
  readonly reachable: boolean;
}
