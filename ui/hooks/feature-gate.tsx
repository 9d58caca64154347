import { use, type ReactNode } from 'react';
import { FeatureModules, type Feature } from '../../application/shell/feature-modules';
import { useService } from './use-service';

/**
 * Renders its children once the features' use cases are bound (suspending until then, so the nearest
 * Suspense shows its spinner). Each feature loads once; afterwards the gate passes straight through.
 */
export function FeatureGate({ features, children }: { features: readonly Feature[]; children: ReactNode }) {
  const modules = useService<FeatureModules>(FeatureModules);
  const missing = features.filter((feature) => !modules.isLoaded(feature));
  // use() is called on every render, with an already-settled promise once nothing is missing: a component
  // that suspended on use() and then stops calling it makes React log "called use() to suspend in a previous
  // render but did not call use() when it finished" (issue 14).
  use(missing.length > 0 ? loadAll(modules, missing) : LOADED);
  return children;
}

/** A promise React reads synchronously: its status says it is fulfilled, so use() returns without suspending. */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

const FAILURE_MEMORY_MS = 1000;

// One promise per container and set of features, so the suspended render and its retry wait on the same object.
const pendingByModules = new WeakMap<FeatureModules, Map<string, Promise<void>>>();

function loadAll(modules: FeatureModules, features: readonly Feature[]): Promise<void> {
  let pending = pendingByModules.get(modules);
  if (!pending) pendingByModules.set(modules, (pending = new Map()));
  const key = features.join(',');
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(features.map((feature) => modules.load(feature))).then(() => undefined);
    const settled = pending;
    // A loaded feature passes the gate directly from then on. A failure is kept a moment, so the re-render
    // it causes reaches the error boundary instead of asking again and again, then forgotten so that a later
    // visit (or 重新加载) tries anew.
    promise.then(
      () => settled.delete(key),
      () => setTimeout(() => settled.delete(key), FAILURE_MEMORY_MS),
    );
    pending.set(key, promise);
  }
  return promise;
}
