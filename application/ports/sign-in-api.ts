import type { UserSummary } from './session-api';

/**
 * Signing in with a username and a password (issue 39: the real server's /api/auth/*). Only the live profile
 * offers it; in the in-browser demo `available` is false (the demo switches between people instead), and /login
 * only leads back into the app.
 */
export const SignInApi = Symbol('SignInApi');
export interface SignInApi {
  readonly available: boolean;
  /** POST /api/auth/login: resolves with the signed-in user; rejects with a SignInRefusal saying why not. */
  signIn(username: string, password: string): Promise<UserSummary>;
  /** POST /api/auth/password: rejects with a SignInRefusal (原密码不正确, too short, …). */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** GET /api/auth/options: whether /login also offers 企业账号登录 (single sign-on is configured). */
  options(): Promise<{ readonly singleSignOn: boolean }>;
  /** Where 企业账号登录 starts (GET /api/auth/oidc/start, which sends the browser to the company's provider). */
  singleSignOnUrl(returnTo: string): string;
  /** POST /api/auth/logout: ends the session on the server (resolves even when it had already ended). */
  signOut(): Promise<void>;
}

/** A refusal with the text to show (the server's Chinese message, or a fallback). */
export class SignInRefusal extends Error {
  override readonly name = 'SignInRefusal';
}
