// Issue 31: the update channel's code is downloaded when the page first asks for it, not with the entry.
import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { lazyAppUpdates } from '../../../adapters/shell-worker/lazy-app-updates';

test('the update channel is loaded on first use, once, and passes on 发现新版本 and 刷新', async () => {
  const ready = new BehaviorSubject(true);
  const applyUpdate = jest.fn();
  const load = jest.fn(async () => ({ updateReady$: ready, applyUpdate }));
  const updates = lazyAppUpdates(load);
  expect(load).not.toHaveBeenCalled();
  expect(await firstValueFrom(updates.updateReady$)).toBe(true);
  updates.applyUpdate();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(applyUpdate).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
});

test('an update channel that cannot be downloaded (offline) offers no update and is tried again later', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ updateReady$: new BehaviorSubject(true), applyUpdate: jest.fn() });
  const updates = lazyAppUpdates(load);
  expect(await firstValueFrom(updates.updateReady$)).toBe(false);
  expect(await firstValueFrom(updates.updateReady$)).toBe(true);
});
