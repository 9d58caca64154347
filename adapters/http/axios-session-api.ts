import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { ApiErrors } from '../../application/ports/api-errors';
import type { DemoIdentity, SessionApi, UserSummary } from '../../application/ports/session-api';
import { AxiosHttpClient } from './axios-http-client';

/** The live session: the user from get_user_summary; no identity switch. */
@injectable()
export class AxiosSessionApi implements SessionApi {
  private readonly user = new BehaviorSubject<UserSummary | undefined>(undefined);
  readonly user$: Observable<UserSummary | undefined> = this.user.asObservable();
  readonly canSwitchIdentity: boolean = false;

  constructor(
    @inject(AxiosHttpClient) protected readonly http: AxiosHttpClient,
    @inject(ApiErrors) private readonly errors: ApiErrors,
  ) {
    // Any end of the session (40000, null-user 500, logout) forgets the user.
    this.errors.sessionEnded$.subscribe(() => this.user.next(undefined));
  }

  async load(): Promise<UserSummary> {
    const user = await this.http.getData<UserSummary>('/api/baseinfo/get_user_summary', { includePermission: 0 });
    this.user.next(user);
    return user;
  }

  switchIdentity(_identity: DemoIdentity): Promise<UserSummary> {
    return Promise.reject(new Error('Identity switching exists only in the demo profile'));
  }

  switchUser(_userId: string): Promise<UserSummary> {
    return Promise.reject(new Error('Identity switching exists only in the demo profile'));
  }

  logout(): void {
    this.errors.endSession({ reason: 'logout', redirectTo: '/login' });
  }

  protected setUser(user: UserSummary): void {
    this.user.next(user);
  }
}
