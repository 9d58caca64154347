import { RemoteSearch } from '../../../application/filler/remote-search';
import type { RemoteOption } from '../../../application/ports/remote-data-api';

const opt = (value: string): RemoteOption => ({ id: value, value, isRemote: true });

test('remote input searches as you type, debounced, and ignores stale answers', async () => {
  jest.useFakeTimers();
  const pending: Array<{ text: string; resolve: (o: RemoteOption[]) => void }> = [];
  const api = { search: (_: string, text: string) => new Promise<RemoteOption[]>((resolve) => pending.push({ text, resolve })) };
  const search = new RemoteSearch(api, 'api-1', 300);
  search.search('北');
  search.search('北京');
  jest.advanceTimersByTime(300);
  expect(pending.map((p) => p.text)).toEqual(['北京']);
  search.search('上海');
  jest.advanceTimersByTime(300);
  pending[1].resolve([opt('上海中学')]);
  await Promise.resolve(); await Promise.resolve();
  pending[0].resolve([opt('北京一中')]);
  await Promise.resolve(); await Promise.resolve();
  expect(search.snapshot).toEqual({ loading: false, options: [opt('上海中学')], query: '上海' });
  search.dispose();
  jest.useRealTimers();
});
