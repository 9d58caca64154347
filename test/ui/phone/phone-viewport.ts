import { act } from '@testing-library/react';
import { PHONE_QUERY } from '../../../ui/hooks/use-is-phone';

/**
 * A window whose width can cross the phone breakpoint: matchMedia answers PHONE_QUERY from `width` and tells
 * its listeners when it changes (jsdom has no layout, so no real media queries).
 */
export function phoneViewport(initialWidth = 390) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    get matches() { return query === PHONE_QUERY ? width < 768 : false; },
    media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: (_: string, listener: () => void) => { if (query === PHONE_QUERY) listeners.add(listener); },
    removeEventListener: (_: string, listener: () => void) => { listeners.delete(listener); },
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      width = next;
      act(() => { for (const listener of [...listeners]) listener(); });
    },
    restore() { window.matchMedia = original; },
  };
}
