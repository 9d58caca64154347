import { inject, injectable } from 'inversify';
import { ApiErrors } from '../../application/ports/api-errors';
import type { DemoIdentity, UserSummary } from '../../application/ports/session-api';
import { AxiosHttpClient } from '../http/axios-http-client';
import { AxiosSessionApi } from '../http/axios-session-api';

/** The demo profile's session: like the live one, plus the demo-only identity switch. */
@injectable()
export class DemoSessionApi extends AxiosSessionApi {
  override readonly canSwitchIdentity: boolean = true;

  // inversify 7+ does not inherit constructor injections: declare them again.
  constructor(@inject(AxiosHttpClient) http: AxiosHttpClient, @inject(ApiErrors) errors: ApiErrors) {
    super(http, errors);
  }

  override async switchIdentity(identity: DemoIdentity): Promise<UserSummary> {
    const user = await this.http.postData<UserSummary>('/__demo/identity', { identity });
    this.setUser(user);
    return user;
  }

  override async switchUser(userId: string): Promise<UserSummary> {
    const user = await this.http.postData<UserSummary>('/__demo/identity', { userId });
    this.setUser(user);
    return user;
  }
}
