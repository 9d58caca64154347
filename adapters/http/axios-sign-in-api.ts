import { inject, injectable } from 'inversify';
import type { ApiFailure } from '../../application/ports/api-failure';
import { SignInRefusal, type AccountSummary, type HandOver, type SignInApi } from '../../application/ports/sign-in-api';
import type { UserSummary } from '../../application/ports/session-api';
import { AxiosHttpClient } from './axios-http-client';
import { serverMessage } from './error-rules';

const CHINESE = /[\u4e00-\u9fa5]/;

/** The server's Chinese reason, else a fallback naming what failed (the network, a server error). */
function refusalOf(error: unknown, fallback: string): SignInRefusal {
  const failure = error as Partial<ApiFailure>;
  const message = serverMessage(failure?.data);
  if (message && CHINESE.test(message)) return new SignInRefusal(message);
  return new SignInRefusal(typeof failure?.code === 'number' && failure.code >= 500 ? `${fallback}：服务器暂时无法处理，请稍后再试` : `${fallback}：请检查网络后重试`);
}

/** The live profile's sign-in on the real server's /api/auth/* (docs/API.md). Failures are shown by the caller. */
@injectable()
export class AxiosSignInApi implements SignInApi {
  readonly available = true;

  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async signIn(username: string, password: string): Promise<UserSummary> {
    try {
      return await this.http.postData<UserSummary>('/api/auth/login', { username, password }, { silent: true });
    } catch (error) {
      throw refusalOf(error, '登录失败');
    }
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    try {
      await this.http.post('/api/auth/password', { oldPassword, newPassword }, { silent: true });
    } catch (error) {
      throw refusalOf(error, '修改密码失败');
    }
  }

  async options(): Promise<{ singleSignOn: boolean }> {
    const answer = await this.http.getData<{ singleSignOn?: unknown }>('/api/auth/options', undefined, { silent: true }).catch(() => undefined);
    return { singleSignOn: answer?.singleSignOn === true };
  }

  singleSignOnUrl(returnTo: string): string {
    return `${this.http.resolveUrl('/api/auth/oidc/start')}?returnTo=${encodeURIComponent(returnTo)}`;
  }

  async accounts(): Promise<AccountSummary[]> {
    return this.http.getData<AccountSummary[]>('/api/auth/admin/accounts');
  }

  async setDisabled(username: string, disabled: boolean, successorId?: string): Promise<HandOver | undefined> {
    try {
      return (await this.http.postData<HandOver | null>('/api/auth/admin/disable', { username, disabled, ...(successorId ? { successorId } : {}) }, { silent: true })) ?? undefined;
    } catch (error) {
      throw refusalOf(error, disabled ? '停用失败' : '启用失败');
    }
  }

  async resetPassword(username: string, newPassword: string): Promise<void> {
    try {
      await this.http.post('/api/auth/admin/reset_password', { username, newPassword }, { silent: true });
    } catch (error) {
      throw refusalOf(error, '重置密码失败');
    }
  }

  async signOut(): Promise<void> {
    await this.http.post('/api/auth/logout', undefined, { silent: true }).catch(() => undefined);
  }
}
