import { use, type ReactNode } from 'react';
import { FeatureModules, type Feature } from '../../application/shell/feature-modules';
import { useService } from './use-service';

/**
 * Renders its children once the features' use cases are bound (suspending until then, so the nearest
 * Suspense shows its spinner). Each feature loads once; afterwards the gate passes straight through.
 */
export function FeatureGate({ features, children }: { features: readonly Feature[]; children: ReactNode }) {
  const modules = useService<FeatureModules>(FeatureModules);
  // use() is called on every render, always with the same promise for the same features (issue 14): React
  // logs "called use() to suspend in a previous render but did not call use() when it finished" when a
  // component stops calling it, and "suspended by an uncached promise" when the replay after the load hands it
  // another promise. A fulfilled promise is read synchronously, so a loaded gate never suspends again.
  use(gatePromise(modules, features));
  return children;
}

const FAILURE_MEMORY_MS = 1000;

// One promise per container and set of features: the suspended render, its replay and every later render
// read the same object.
const promisesByModules = new WeakMap<FeatureModules, Map<string, Promise<void>>>();

/** A promise React reads synchronously (its status says fulfilled): for features that were already loaded. */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
}

function gatePromise(modules: FeatureModules, features: readonly Feature[]): Promise<void> {
  let promises = promisesByModules.get(modules);
  if (!promises) promisesByModules.set(modules, (promises = new Map()));
  const key = features.join(',');
  let promise = promises.get(key);
  if (promise) return promise;
  const missing = features.filter((feature) => !modules.isLoaded(feature));
  promise = missing.length === 0
    ? fulfilled()
    : Promise.all(missing.map((feature) => modules.load(feature))).then(() => undefined);
  const cached = promises;
  // A loaded set stays cached (features never unload). A failure is kept a moment, so the re-render it causes
  // reaches the error boundary instead of asking again and again, then forgotten so that a later visit (or
  // 重新加载) tries anew.
  promise.then(undefined, () => setTimeout(() => cached.delete(key), FAILURE_MEMORY_MS));
  promises.set(key, promise);
  return promise;
}
