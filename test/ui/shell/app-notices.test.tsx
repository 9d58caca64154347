/** @jest-environment jest-fixed-jsdom */
// Issue 31: 发现新版本，刷新 when a new build is deployed, and a Chinese notice when the device is offline.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { announceNetworkState } from '../../../adapters/http/network-signal';
import { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { AppUpdates } from '../../../application/ports/app-updates';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { AppNotices, AppNoticeTexts } from '../../../ui/shell/app-notices';

function renderWith(updates?: AppUpdates) {
  const container = new Container();
  if (updates) container.bind<AppUpdates>(AppUpdates).toConstantValue(updates);
  return render(<ContainerProvider container={container}><AppNotices /></ContainerProvider>);
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => { window.dispatchEvent(new Event(online ? 'online' : 'offline')); });
}

afterEach(() => setOnline(true));

test('the update prompt 发现新版本，刷新 appears when a new build waits, and 刷新 switches to it', () => {
  const ready = new BehaviorSubject(false);
  const applyUpdate = jest.fn();
  renderWith({ updateReady$: ready, applyUpdate });
  expect(screen.queryByText('发现新版本，刷新')).toBeNull();
  act(() => ready.next(true));
  expect(screen.getByRole('alert')).toHaveTextContent('发现新版本，刷新');
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  expect(applyUpdate).toHaveBeenCalledTimes(1);
});

test('without an update channel (the demo build) no update prompt is shown', () => {
  const { container } = renderWith();
  expect(container).toBeEmptyDOMElement();
});

test('offline, a Chinese notice says the page comes from the offline cache; it goes when the network is back', () => {
  renderWith();
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent(AppNoticeTexts.offline);
  expect(AppNoticeTexts.offline).toContain('离线');
  setOnline(true);
  expect(screen.queryByRole('status')).toBeNull();
});

test('calls that get no answer show the offline notice though the browser still says online; the next answer clears it', () => {
  renderWith();
  expect(navigator.onLine).toBe(true);
  act(() => { announceNetworkState({ reachable: false }); });
  expect(screen.getByRole('status')).toHaveTextContent(AppNoticeTexts.offline);
  act(() => { announceNetworkState({ reachable: true }); });
  expect(screen.queryByRole('status')).toBeNull();
});
