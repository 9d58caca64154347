import { useSyncExternalStore } from 'react';

/**
 * Below this width the app takes its phone form (bottom tab bar, card lists, full-screen instance view). It is
 * antd's `md` breakpoint, so antd's own responsive props (Col xs/sm, Descriptions column) agree with ours.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isPhoneNow(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE_QUERY).matches;
}

/** True while the window is phone-sized; re-renders when it crosses the breakpoint (rotation, resize). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
