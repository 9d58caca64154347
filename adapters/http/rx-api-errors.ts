import { injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { ApiErrorNotice, ApiErrors, SessionEnd } from '../../application/ports/api-errors';

/** ApiErrors on two RxJS subjects: hot streams, nothing replayed to late subscribers. */
@injectable()
export class RxApiErrors implements ApiErrors {
  private readonly errors = new Subject<ApiErrorNotice>();
  private readonly sessionEnds = new Subject<SessionEnd>();
  readonly errors$: Observable<ApiErrorNotice> = this.errors.asObservable();
  readonly sessionEnded$: Observable<SessionEnd> = this.sessionEnds.asObservable();

  report(notice: ApiErrorNotice): void {
    this.errors.next(notice);
  }

  endSession(end: SessionEnd): void {
    this.sessionEnds.next(end);
  }
}
