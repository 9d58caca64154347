import { NETWORK_STATE_EVENT, type NetworkState } from '../../application/ports/network-state';

/** Tells the page (the shell's offline notice) whether the last call reached a server (nothing outside a browser). */
export function announceNetworkState(state: NetworkState): void {
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  window.dispatchEvent(new CustomEvent<NetworkState>(NETWORK_STATE_EVENT, { detail: state }));
}
