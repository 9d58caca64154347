/** @jest-environment jest-fixed-jsdom */
// The route's error boundary: a chunk that failed to download gets a network hint, any other error its
// message; both offer 重新加载, and the rest of the layout (outside the boundary) stays usable.
import { fireEvent, render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from '../../../ui/shell/route-error-boundary';

function Thrower({ error }: { error: Error }): never {
  throw error;
}

const chunkError = () => Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });

let consoleError: jest.SpyInstance;
beforeEach(() => { consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => consoleError.mockRestore());

test('children render unchanged while nothing throws', () => {
  render(<RouteErrorBoundary><p>审批中心</p></RouteErrorBoundary>);
  expect(screen.getByText('审批中心')).toBeInTheDocument();
  expect(document.querySelector('.route-error')).toBeNull();
});

test('a ChunkLoadError shows 页面加载失败，请检查网络后重试 and a 重新加载 button, not the raw message', () => {
  render(<RouteErrorBoundary><Thrower error={chunkError()} /></RouteErrorBoundary>);
  expect(screen.getByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  expect(screen.queryByText('Loading chunk 12 failed.')).toBeNull();
  expect(screen.queryByText('页面出错了')).toBeNull();
});

test.each([
  ['a CSS chunk', Object.assign(new Error('Loading CSS chunk 7 failed.'), { name: 'Error' })],
  ['a failed dynamic import (native ESM)', new TypeError('Failed to fetch dynamically imported module: /app/feature.js')],
])('%s also counts as a page that failed to load', (_label, error) => {
  render(<RouteErrorBoundary><Thrower error={error} /></RouteErrorBoundary>);
  expect(screen.getByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
});

test('any other error shows 页面出错了 with its message and a 重新加载 button', () => {
  render(<RouteErrorBoundary><Thrower error={new Error('表单数据格式不正确')} /></RouteErrorBoundary>);
  expect(screen.getByText('页面出错了')).toBeInTheDocument();
  expect(screen.getByText('表单数据格式不正确')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  expect(screen.queryByText('页面加载失败，请检查网络后重试')).toBeNull();
});

test('the error is logged with 页面渲染失败 for diagnosis', () => {
  const error = new Error('坏了');
  render(<RouteErrorBoundary><Thrower error={error} /></RouteErrorBoundary>);
  expect(consoleError).toHaveBeenCalledWith('页面渲染失败', error, expect.any(String));
});

test('only the page is replaced: content outside the boundary stays', () => {
  render(
    <div>
      <nav>主导航</nav>
      <RouteErrorBoundary><Thrower error={chunkError()} /></RouteErrorBoundary>
    </div>,
  );
  expect(screen.getByText('主导航')).toBeInTheDocument();
  expect(screen.getByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
});

test('重新加载 reloads the page', () => {
  render(<RouteErrorBoundary><Thrower error={chunkError()} /></RouteErrorBoundary>);
  consoleError.mockClear();
  fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
  // jsdom cannot reload and window.location cannot be replaced; it reports the attempted navigation instead.
  const reported = consoleError.mock.calls.flat().map((arg: unknown) => (arg instanceof Error ? arg.message : String(arg)));
  expect(reported.some((text) => /Not implemented: navigation/.test(text))).toBe(true);
});
