import { injectable } from 'inversify';
import type { DemoIdentity, UserSummary } from '../../application/ports/session-api';
import { AxiosSessionApi } from '../http/axios-session-api';

/** The demo profile's session: like the live one, plus the demo-only identity switch. */
@injectable()
export class DemoSessionApi extends AxiosSessionApi {
  override readonly canSwitchIdentity: boolean = true;

  override async switchIdentity(identity: DemoIdentity): Promise<UserSummary> {
    const user = await this.http.postData<UserSummary>('/__demo/identity', { identity });
    this.setUser(user);
    return user;
  }
}
