import { useSyncExternalStore } from 'react';
import { NETWORK_STATE_EVENT, type NetworkState } from '../../application/ports/network-state';

/** The last call's news (see network-state.ts): unknown until a call is made. */
let reachable = true;

function subscribe(onChange: () => void): () => void {
  const onNetwork = (event: Event) => {
    const next = (event as CustomEvent<NetworkState>).detail?.reachable ?? true;
    if (next === reachable) return;
    reachable = next;
    onChange();
  };
  const onBrowser = () => {
    // The browser's own news starts afresh: back online, the next call says whether it reaches anything.
    if (navigator.onLine) reachable = true;
    onChange();
  };
  window.addEventListener('online', onBrowser);
  window.addEventListener('offline', onBrowser);
  window.addEventListener(NETWORK_STATE_EVENT, onNetwork);
  return () => {
    window.removeEventListener('online', onBrowser);
    window.removeEventListener('offline', onBrowser);
    window.removeEventListener(NETWORK_STATE_EVENT, onNetwork);
  };
}

/**
 * Whether the app has a network: the browser says so (navigator.onLine, its online / offline events) and the
 * last call got an answer.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && reachable, () => true);
}
