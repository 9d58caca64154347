import { injectable } from 'inversify';
import { SignInRefusal, type AccountSummary, type SignInApi } from '../../application/ports/sign-in-api';
import type { UserSummary } from '../../application/ports/session-api';

/** The in-browser demo has no passwords: the user menu switches between people instead. */
@injectable()
export class NoSignInApi implements SignInApi {
  readonly available = false;
  signIn(): Promise<UserSummary> { return Promise.reject(new SignInRefusal('演示版无需登录')); }
  changePassword(): Promise<void> { return Promise.reject(new SignInRefusal('演示版无需登录')); }
  signOut(): Promise<void> { return Promise.resolve(); }
  options(): Promise<{ singleSignOn: boolean }> { return Promise.resolve({ singleSignOn: false }); }
  singleSignOnUrl(): string { return '/login'; }
  accounts(): Promise<AccountSummary[]> { return Promise.resolve([]); }
  setDisabled(): Promise<undefined> { return Promise.reject(new SignInRefusal('演示版没有账号')); }
  resetPassword(): Promise<void> { return Promise.reject(new SignInRefusal('演示版没有账号')); }
}
