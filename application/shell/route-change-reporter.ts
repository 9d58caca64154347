import { inject, injectable } from 'inversify';
import { ParentWindow } from '../ports/parent-window';

/** Spec 2: every route change is posted to the parent window, except when a searchName query is present. */
export function shouldReportRouteChange(fullPath: string): boolean {
  const queryStart = fullPath.indexOf('?');
  if (queryStart < 0) return true;
  const query = new URLSearchParams(fullPath.slice(queryStart + 1).split('#')[0]);
  return !query.has('searchName');
}

@injectable()
export class RouteChangeReporter {
  private lastReported: string | undefined;

  constructor(@inject(ParentWindow) private readonly parentWindow: ParentWindow) {}

  /** Returns whether a message was posted. The same path twice in a row is posted once. */
  report(fullPath: string): boolean {
    if (!shouldReportRouteChange(fullPath) || fullPath === this.lastReported) return false;
    this.lastReported = fullPath;
    this.parentWindow.postRouteChange(fullPath);
    return true;
  }
}
