import { lazy, Suspense, useEffect, useState } from 'react';

const AppNotices = lazy(() => import(/* webpackChunkName: "app-notices" */ './app-notices').then((m) => ({ default: m.AppNotices })));

/**
 * The app-wide notices (app-notices.tsx), downloaded once the page has loaded: neither 发现新版本 nor the offline
 * notice is part of the first screen, so they stay out of the first request wave (issue 31).
 */
export function LazyAppNotices() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return undefined;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded ? <Suspense fallback={null}><AppNotices /></Suspense> : null;
}
