/** @jest-environment jest-fixed-jsdom */
import { BrowserParentWindow } from '../../../adapters/parent-window/browser-parent-window';
import type { ParentMessage } from '../../../application/ports/parent-window';

const config = { hosts: {}, parentOrigin: 'https://portal.example', feedbackFlowId: '', notifyUrl: '' };

describe('BrowserParentWindow', () => {
  it('posts routeChange and backLogin to the configured origin only', () => {
    const spy = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    const port = new BrowserParentWindow(config);
    port.postRouteChange('/main/flowCenter?id=1');
    port.postBackLogin();
    expect(spy.mock.calls).toEqual([
      [{ type: 'routeChange', path: '/main/flowCenter?id=1' }, 'https://portal.example'],
      [{ type: 'backLogin' }, 'https://portal.example'],
    ]);
    spy.mockRestore();
  });

  it('posts nothing when no parent origin is configured (never to *)', () => {
    const spy = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    new BrowserParentWindow({ ...config, parentOrigin: '' }).postBackLogin();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('accepts incoming messages only from the configured origin', () => {
    const received: ParentMessage[] = [];
    const subscription = new BrowserParentWindow(config).messages$.subscribe((m) => received.push(m));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'backLogin' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://portal.example', data: { type: 'refresh' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://portal.example', data: 'not a message' }));
    expect(received).toEqual([{ type: 'refresh' }]);
    subscription.unsubscribe();
  });
});
