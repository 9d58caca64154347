import type { Caller } from '../core/caller';

/**
 * The backend's routes as plain WHATWG fetch functions (Request → Response), so the same routes run in the
 * browser demo's MSW worker and in the Node server. A route answers `undefined` to pass the request on (the
 * rights guard and the timer tick do), as MSW's handlers do; the first answer wins.
 */
export type Method = 'get' | 'post' | 'put' | 'delete' | 'all';

/** What a route is given: the request, and who is asking (resolved once where the request came in). */
export interface RouteInfo {
  readonly request: Request;
  readonly caller: Caller;
}

export type RouteResolver = (info: RouteInfo) => Response | undefined | Promise<Response | undefined>;

export interface Route {
  readonly method: Method;
  /** The path's end (`/flow/workflow/add_instance`, `/questions/:id/ocr`): matched on any origin and prefix. */
  readonly path: string;
  readonly resolver: RouteResolver;
}

const patterns = new Map<string, RegExp>();

/** `*` before the path, as the demo's MSW handlers matched (`*${path}`), `:name` one segment. */
function patternOf(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    const body = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    pattern = new RegExp(`${path === '*' ? '' : `${body}/?`}$`);
    patterns.set(path, pattern);
  }
  return pattern;
}

export function matches(route: Route, method: string, pathname: string): boolean {
  return (route.method === 'all' || route.method.toUpperCase() === method.toUpperCase()) && patternOf(route.path).test(pathname);
}

export function defineRoute(method: Method, path: string, resolver: RouteResolver): Route {
  return { method, path, resolver };
}

/** The first route's answer for the request, or undefined when none answers (a file of the app, a 404). */
export async function dispatch(routes: readonly Route[], request: Request, caller: Caller): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  for (const route of routes) {
    if (!matches(route, request.method, pathname)) continue;
    // Each route may read the body: it gets its own copy, the next one the untouched original.
    const answer = await route.resolver({ request: route.method === 'get' ? request : request.clone(), caller });
    if (answer) return answer;
  }
  return undefined;
}
