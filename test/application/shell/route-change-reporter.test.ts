import { Subject } from 'rxjs';
import type { ParentMessage, ParentWindow } from '../../../application/ports/parent-window';
import { RouteChangeReporter, shouldReportRouteChange } from '../../../application/shell/route-change-reporter';

class RecordingParentWindow implements ParentWindow {
  readonly posted: string[] = [];
  readonly messages$ = new Subject<ParentMessage>();
  postRouteChange(fullPath: string): void { this.posted.push(fullPath); }
  postBackLogin(): void { this.posted.push('backLogin'); }
}

describe('routeChange to the parent window (spec 2)', () => {
  it('posts the full path, query included, on every route change', () => {
    const parent = new RecordingParentWindow();
    const reporter = new RouteChangeReporter(parent);
    reporter.report('/mySubmitFlow');
    reporter.report('/newFlowLaunch?id=7&modelName=%E8%AF%B7%E5%81%87');
    expect(parent.posted).toEqual(['/mySubmitFlow', '/newFlowLaunch?id=7&modelName=%E8%AF%B7%E5%81%87']);
  });

  it('does not post when a searchName query is present', () => {
    const parent = new RecordingParentWindow();
    const reporter = new RouteChangeReporter(parent);
    expect(reporter.report('/flowQuery?searchName=%E5%BC%A0')).toBe(false);
    expect(reporter.report('/flowQuery?page=2&searchName=')).toBe(false);
    expect(parent.posted).toEqual([]);
  });

  it('a query merely containing the text searchName in a value is still posted', () => {
    expect(shouldReportRouteChange('/flowQuery?keyword=searchName')).toBe(true);
  });

  it('posts the same path only once in a row (re-renders do not repeat it)', () => {
    const parent = new RecordingParentWindow();
    const reporter = new RouteChangeReporter(parent);
    reporter.report('/copyFlow');
    reporter.report('/copyFlow');
    reporter.report('/approvedFlow');
    reporter.report('/copyFlow');
    expect(parent.posted).toEqual(['/copyFlow', '/approvedFlow', '/copyFlow']);
  });
});
