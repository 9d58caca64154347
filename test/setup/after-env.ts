// DOM polyfills antd 6 needs under jsdom; no-ops in the node environment.
import '@testing-library/jest-dom';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: () => undefined, removeListener: () => undefined,
      addEventListener: () => undefined, removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe(): void { /* jsdom has no layout */ }
      unobserve(): void { /* jsdom has no layout */ }
      disconnect(): void { /* jsdom has no layout */ }
    };
  }
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => original(element);
}
