import { matchPath } from 'react-router-dom';
import { BARE_ROUTES, MAIN_ROUTES, type PageRoute } from './route-table';
import { shortPathOf } from './routes-under-main';

/** The route-table entry a location's path renders (the first match, as <Routes> picks it), if any. */
export function routeAt(pathname: string): PageRoute | undefined {
  return [...MAIN_ROUTES, ...BARE_ROUTES].find((route) => matchPath(route.path, shortPathOf(pathname)) !== null);
}
