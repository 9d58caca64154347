// DOM polyfills antd 6 needs under jsdom; no-ops in the node environment.
import '@testing-library/jest-dom';

const LAYOUT_LENGTH = /^(padding|margin)-(top|right|bottom|left)$|^border-(top|right|bottom|left)-width$/;

if (typeof window !== 'undefined') {
  // findBy*/waitFor wait up to 10 s, not testing-library's 1 s: on a cold or loaded machine the first render of
  // an on-demand chunk (antd message, a control type) can take longer than a second to arrive. A test that
  // knows what it waits for should still preload it (test/setup/preload-chunks.ts) rather than rely on this.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('@testing-library/react') as typeof import('@testing-library/react')).configure({ asyncUtilTimeout: 10_000 });
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
  // antd's CSS-in-JS puts thousands of rules into <style> tags, and jsdom matches every one of them on each
  // getComputedStyle call (testing-library's role and visibility queries make many): a click on the designer
  // page took 2-4 s, a designer test over 2 minutes on a loaded machine. jsdom lays nothing out, so the rules
  // only cost time: the style sheets antd generates are built but not put into the document.
  jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => ({
    ...jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS'),
    updateCSS: () => document.createElement('style'),
  }));
  const original = window.getComputedStyle.bind(window);
  // jsdom has no layout: a padding or border width it was not given computes to "", which antd's auto-sizing
  // TextArea turns into a `NaN` height (React then warns "`NaN` is an invalid value for the `height` css style
  // property"). A browser always computes a length; without a stylesheet that is 0px. (The pseudo-element
  // argument is dropped: jsdom does not implement it and says so on the console.)
  window.getComputedStyle = (element: Element) => {
    const style = original(element);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) => {
      const value = read(name);
      return value === '' && LAYOUT_LENGTH.test(name) ? '0px' : value;
    };
    return style;
  };
}

if (typeof window !== 'undefined' && typeof HTMLCanvasElement !== 'undefined') {
  // jsdom draws nothing (and says so on the console): the signature pad gets a 2D context that records nothing,
  // and toDataURL answers a fixed 1×1 PNG, so a drawn signature can be tested end to end.
  const noop = () => undefined;
  const context = new Proxy({}, { get: (_target, key) => (key === 'canvas' ? undefined : noop), set: () => true });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
  HTMLCanvasElement.prototype.toDataURL = () => 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
}
