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
  if (missing.length > 0) use(loadAll(modules, missing));
  return children;
}

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
    // Forget it once settled: loaded features pass the gate directly, a failed load can be retried.
    promise.then(() => settled.delete(key), () => settled.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
