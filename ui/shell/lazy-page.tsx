import { Navigate } from 'react-router-dom';
import { lazy, useState, type ComponentType } from 'react';
import type { PageRoute } from './feature-contribution';

/**
 * A lazily loaded page whose chunk can also be asked for ahead of rendering (in parallel with its use cases).
 * Once the chunk is in, a newly mounted page renders it directly instead of through React.lazy: a lazy
 * component suspends on its first render even when its chunk has arrived, and React then keeps the fallback
 * up for at least 300 ms (its reveal throttle), e.g. on the print route opened with its chunks preloaded.
 * Each mount keeps the kind it started with, so a re-render never swaps the component (and loses state).
 * A feature's routes module calls it with a `webpackChunkName` import, so each page stays its own chunk.
 */
export function lazyPage<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => importer().then((module) => {
    loaded = module.default;
    return module;
  });
  const Lazy = lazy(preload);
  function Page(props: P) {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

export type LazyPage<P extends object = object> = ComponentType<P> & { preload(): Promise<unknown> };

export type Rendering = Pick<PageRoute, 'render' | 'preload'>;

/** A route that renders a lazy page. */
export function page(Component: LazyPage): Rendering {
  return { render: () => <Component />, preload: Component.preload };
}

/** A route that only forwards: the user lands on the target page, never on an empty frame. */
export function redirect(to: string): Rendering {
  return { render: () => <Navigate replace to={to} /> };
}
