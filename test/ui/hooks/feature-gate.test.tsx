/** @jest-environment jest-fixed-jsdom */
// FeatureGate: a page renders only once its features' use cases are bound; until then the nearest Suspense
// shows its fallback, and a failed load reaches the route's error boundary and can be retried.
import 'reflect-metadata';
import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { FeatureModules, type Feature } from '../../../application/shell/feature-modules';
import { DesignerSession } from '../../../application/designer/designer-session';
import { createContainer } from '../../../composition-root';
import { demoRuntimeConfig } from '../../../adapters/demo/demo-runtime-config';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { FeatureGate } from '../../../ui/hooks/feature-gate';
import { useService } from '../../../ui/hooks/use-service';
import { RouteErrorBoundary } from '../../../ui/shell/route-error-boundary';
import { expectConsoleError } from '../../setup/console-guard';

/** A failed load reaches the boundary, which React and the boundary both report on the console. */
function expectBoundaryReport() {
  expectConsoleError(/The above error occurred in the <FeatureGate> component/);
  expectConsoleError('页面渲染失败');
}

interface Deferred { resolve(): void; reject(error: Error): void }

/** FeatureModules whose loads the test settles by hand; a feature counts as loaded once its load resolved. */
class FakeFeatureModules implements FeatureModules {
  readonly loaded = new Set<Feature>();
  readonly calls: Feature[] = [];
  readonly pending = new Map<Feature, Deferred>();
  /** When set, loads resolve at once. */
  auto = false;
  /** The next loads to fail, one error each. */
  failures: Error[] = [];
  /** Every load fails with this (offline) while set. */
  failWith: Error | undefined;

  isLoaded(feature: Feature): boolean { return this.loaded.has(feature); }

  load(feature: Feature): Promise<void> {
    this.calls.push(feature);
    const failure = this.failWith ?? this.failures.shift();
    if (failure) return Promise.reject(failure);
    if (this.auto) { this.loaded.add(feature); return Promise.resolve(); }
    return new Promise<void>((resolve, reject) => {
      this.pending.set(feature, {
        resolve: () => { this.loaded.add(feature); resolve(); },
        reject,
      });
    });
  }
}

function containerWith(modules: FeatureModules): Container {
  const container = new Container();
  container.bind<FeatureModules>(FeatureModules).toConstantValue(modules);
  return container;
}

function gate(container: Container, features: readonly Feature[], children: ReactNode = <p>设计器页面</p>) {
  return (
    <ContainerProvider container={container}>
      <RouteErrorBoundary>
        <Suspense fallback={<p>功能加载中</p>}>
          <FeatureGate features={features}>{children}</FeatureGate>
        </Suspense>
      </RouteErrorBoundary>
    </ContainerProvider>
  );
}

/**
 * Renders inside an awaited act: React 19 does not retry a component that suspended on `use` inside a
 * synchronous act scope, so a plain render() would show the fallback forever.
 */
async function renderGate(container: Container, features: readonly Feature[], children?: ReactNode) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => { result = render(gate(container, features, children)); });
  return result as ReturnType<typeof render>;
}

test('a gate whose load settles while React waits prints nothing: use() is called on every render (no "did not call use()")', async () => {
  // As in the browser: a concurrent render (no act) that suspends on a promise settling within the same task
  // replays the suspended component; the gate must call use() again then, or React logs its warning.
  const modules = new FakeFeatureModules();
  modules.auto = true;
  const host = document.createElement('div');
  document.body.appendChild(host);
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const root = createRoot(host);
  try {
    root.render(gate(containerWith(modules), ['designer']));
    await waitFor(() => expect(host).toHaveTextContent('设计器页面'));
    // The console guard (test/setup/console-guard.ts) fails this test on React's warning.
  } finally {
    root.unmount();
    host.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

test('shows the Suspense fallback until the features are loaded, then its children', async () => {
  const modules = new FakeFeatureModules();
  await renderGate(containerWith(modules), ['designer', 'filler']);
  expect(screen.getByText('功能加载中')).toBeInTheDocument();
  expect(screen.queryByText('设计器页面')).toBeNull();
  expect([...modules.calls].sort()).toEqual(['designer', 'filler']);

  await act(async () => modules.pending.get('designer')?.resolve());
  // One feature is not enough: the page waits for all of them.
  expect(screen.getByText('功能加载中')).toBeInTheDocument();
  expect(screen.queryByText('设计器页面')).toBeNull();
  await act(async () => modules.pending.get('filler')?.resolve());
  expect(screen.getByText('设计器页面')).toBeInTheDocument();
  expect(screen.queryByText('功能加载中')).toBeNull();
});

test('loaded features pass straight through: children render at once and nothing is loaded', () => {
  const modules = new FakeFeatureModules();
  modules.loaded.add('approvals');
  // A plain synchronous render: nothing may suspend.
  render(gate(containerWith(modules), ['approvals']));
  expect(screen.getByText('设计器页面')).toBeInTheDocument();
  expect(screen.queryByText('功能加载中')).toBeNull();
  expect(modules.calls).toEqual([]);
});

test('only the features not loaded yet are asked for, each once across re-renders', async () => {
  const modules = new FakeFeatureModules();
  modules.loaded.add('filler');
  const container = containerWith(modules);
  const { rerender } = await renderGate(container, ['filler', 'admin']);
  await act(async () => rerender(gate(container, ['filler', 'admin'])));
  await act(async () => modules.pending.get('admin')?.resolve());
  expect(screen.getByText('设计器页面')).toBeInTheDocument();
  // Suspended renders and retries wait on one promise: the load was started once.
  expect(modules.calls).toEqual(['admin']);
});

test('a feature load that keeps failing (a lost chunk) reaches the error boundary: 页面加载失败，请检查网络后重试', async () => {
  const modules = new FakeFeatureModules();
  modules.failWith = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  expectBoundaryReport();
  await renderGate(containerWith(modules), ['designer']);
  expect(await screen.findByText('页面加载失败，请检查网络后重试', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  expect(screen.queryByText('设计器页面')).toBeNull();
  expect(screen.queryByText('功能加载中')).toBeNull();
});

test('any other load failure reaches the boundary as 页面出错了 with its message', async () => {
  const modules = new FakeFeatureModules();
  modules.failWith = new Error('服务暂不可用');
  expectBoundaryReport();
  await renderGate(containerWith(modules), ['admin']);
  expect(await screen.findByText('页面出错了', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('服务暂不可用')).toBeInTheDocument();
});

test('a failed load is asked for once: the boundary shows the failure instead of retrying in a loop', async () => {
  const modules = new FakeFeatureModules();
  modules.failWith = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  expectBoundaryReport();
  await renderGate(containerWith(modules), ['designer']);
  expect(await screen.findByText('页面加载失败，请检查网络后重试', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(modules.calls).toEqual(['designer']);
});

test('after the boundary showed a failed load, a later visit loads the feature again and shows the page', async () => {
  const modules = new FakeFeatureModules();
  modules.failWith = new Error('服务暂不可用');
  expectBoundaryReport();
  const container = containerWith(modules);
  const first = await renderGate(container, ['designer']);
  expect(await screen.findByText('页面出错了', undefined, { timeout: 5000 })).toBeInTheDocument();
  first.unmount();
  const failedCalls = modules.calls.length;
  // A failure is remembered for a second (so the failing render is not retried in a loop), then forgotten.
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 1100)); });

  // The network is back: the failed promise was forgotten, so the gate asks FeatureModules again.
  modules.failWith = undefined;
  modules.auto = true;
  await renderGate(container, ['designer']);
  expect(await screen.findByText('设计器页面')).toBeInTheDocument();
  expect(modules.calls.length).toBe(failedCalls + 1);
  expect(modules.isLoaded('designer')).toBe(true);
});

test('with the real container, a page behind the gate resolves the designer use case it could not before', async () => {
  const container = createContainer(demoRuntimeConfig('http://localhost'));
  expect(container.isBound(DesignerSession)).toBe(false);
  function DesignerProbe() {
    const session = useService<DesignerSession>(DesignerSession);
    return <p>{session instanceof DesignerSession ? '设计器就绪' : '不对'}</p>;
  }
  await renderGate(container, ['designer'], <DesignerProbe />);
  expect(await screen.findByText('设计器就绪')).toBeInTheDocument();
});
