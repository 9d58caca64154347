import type { LeaverHandOver } from './organisation-admin-api';
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
  /** 账号管理 (系统管理员): every account (GET /api/auth/admin/accounts). */
  accounts(): Promise<AccountSummary[]>;
  /**
   * Disables (every session of it ends at once) or enables an account; disabling with a successor (离职交接) hands
   * the person's open tasks to them and answers how many went and which instances stayed. Rejects with a SignInRefusal.
   */
  setDisabled(username: string, disabled: boolean, successorId?: string): Promise<HandOver | undefined>;
  /** Sets a new password for an account (every session of it ends); rejects with a SignInRefusal. */
  resetPassword(username: string, newPassword: string): Promise<void>;
  /** POST /api/auth/logout: ends the session on the server (resolves even when it had already ended). */
  signOut(): Promise<void>;
}

/** One account as 账号管理 lists it. */
export interface AccountSummary {
  readonly username: string;
  readonly userId: string;
  readonly name: string;
  readonly disabled: boolean;
  /** Still the seeded company's well-known password. */
  readonly defaultPassword: boolean;
}

/** What a 离职交接 did: the tasks handed over, and the instances whose node refused it (settled by hand). */
export interface HandOver {
  readonly moved: number;
  readonly refused: ReadonlyArray<{ readonly instanceId: string; readonly title: string; readonly reason: string }>;
  /** What still names the person who left (flows, roles, departments they head, people they supervise). */
  readonly namedIn?: LeaverHandOver['namedIn'];
}

/** A refusal with the text to show (the server's Chinese message, or a fallback). */
export class SignInRefusal extends Error {
  override readonly name = 'SignInRefusal';
}
