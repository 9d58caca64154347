import type { AccountRecord, AccountStore, SessionHolder } from './account-store';
import { AuthMessages } from './auth-messages';
import type { PasswordHasher } from './password-hasher';
import type { SessionTokens } from './session-tokens';

/** The seeded demo company's password (the server warns at every start while an account still has it). */
export const DEFAULT_PASSWORD = 'yunshan2026';
export const MIN_PASSWORD_LENGTH = 8;

export interface AccountsOptions {
  /** A session ends after this long without a request (SESSION_IDLE_MINUTES). */
  readonly idleMinutes: number;
  /** Epoch milliseconds now (tests move it). */
  readonly clock: () => number;
  /** Failed sign-ins of one username within the window that lock it. */
  readonly maxFailuresPerUsername?: number;
  /** Failed sign-ins from one client address within the window that lock that address. */
  readonly maxFailuresPerAddress?: number;
  readonly lockoutWindowMinutes?: number;
  /** Whether the person has left (组织架构's 离职): they cannot sign in and their sessions end. */
  readonly personLeft?: (userId: string) => Promise<boolean>;
}

export type SignInResult =
  | { readonly ok: true; readonly token: string; readonly holder: SessionHolder }
  | { readonly ok: false; readonly reason: 'wrong' | 'locked' };

/** A valid session of the request: the person and the stored key of its token. */
export interface ActiveSession extends SessionHolder {
  readonly key: string;
}

/**
 * Sign-in and sessions (issue 39): passwords checked against their argon2id hashes, lockout after repeated
 * failures (per username and per client address), sessions that end when idle, at logout, and when an
 * administrator disables the account or resets its password.
 */
export class Accounts {
  private readonly maxPerUsername: number;
  private readonly maxPerAddress: number;
  private readonly windowMs: number;
  /** Verified when the username is unknown, so a wrong username takes as long as a wrong password. */
  private decoy: Promise<string> | undefined;

  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly options: AccountsOptions,
  ) {
    this.maxPerUsername = options.maxFailuresPerUsername ?? 5;
    this.maxPerAddress = options.maxFailuresPerAddress ?? 20;
    this.windowMs = (options.lockoutWindowMinutes ?? 15) * 60_000;
  }

  private now(): number {
    return this.options.clock();
  }

  /**
   * Checks the password and opens a new session. Refused as `locked` (before the password is even checked)
   * while the username or the address has too many recent failures, so a right guess then does not help.
   */
  async signIn(username: string, password: string, address: string): Promise<SignInResult> {
    const at = this.now();
    const since = at - this.windowMs;
    const userKey = `user:${username}`;
    const addressKey = `addr:${address}`;
    const [byUser, byAddress] = await Promise.all([this.store.failuresSince(userKey, since), this.store.failuresSince(addressKey, since)]);
    if (byUser >= this.maxPerUsername || byAddress >= this.maxPerAddress) return { ok: false, reason: 'locked' };
    const account = await this.store.account(username);
    const matches = account
      ? await this.hasher.verify(account.passwordHash, password)
      : (await this.hasher.verify(await this.decoyHash(), password), false);
    if (!account || !matches || account.disabled || await this.hasLeft(account.userId)) {
      await this.store.recordFailure([userKey, addressKey], at);
      await this.store.pruneFailures(since);
      return { ok: false, reason: 'wrong' };
    }
    await this.store.clearFailures(userKey);
    const token = this.tokens.issue();
    await this.store.createSession(this.tokens.keyOf(token), account.username, at);
    return { ok: true, token, holder: { username: account.username, userId: account.userId } };
  }

  /**
   * Opens a session for the account whose username is `username` (the value of the provider's claim, after a
   * single sign-on): refused when no enabled account has it.
   */
  async signInAs(username: string): Promise<SignInResult> {
    const account = username ? await this.store.account(username) : undefined;
    if (!account || account.disabled || await this.hasLeft(account.userId)) return { ok: false, reason: 'wrong' };
    const token = this.tokens.issue();
    await this.store.createSession(this.tokens.keyOf(token), account.username, this.now());
    return { ok: true, token, holder: { username: account.username, userId: account.userId } };
  }

  /** The session a cookie's token names, when it is valid now (its idle time starts again). */
  async sessionOf(token: string | undefined): Promise<ActiveSession | undefined> {
    if (!token) return undefined;
    const key = this.tokens.keyOf(token);
    const at = this.now();
    const holder = await this.store.touchSession(key, at, at - this.options.idleMinutes * 60_000);
    if (holder && await this.hasLeft(holder.userId)) {
      await this.store.deleteSession(key);
      return undefined;
    }
    return holder ? { ...holder, key } : undefined;
  }

  async signOut(session: ActiveSession): Promise<void> {
    await this.store.deleteSession(session.key);
  }

  /** Changes one's own password; the other sessions of the account end. Answers a refusal text, if any. */
  async changePassword(session: ActiveSession, oldPassword: string, newPassword: string): Promise<string | undefined> {
    const account = await this.store.account(session.username);
    if (!account || !(await this.hasher.verify(account.passwordHash, oldPassword))) return AuthMessages.wrongOldPassword;
    const refusal = passwordRefusal(account.username, newPassword);
    if (refusal) return refusal;
    await this.store.putAccount({ ...account, passwordHash: await this.hasher.hash(newPassword), defaultPassword: newPassword === DEFAULT_PASSWORD });
    await this.store.deleteSessionsOf(account.username, session.key);
    return undefined;
  }

  /** An administrator sets a new password: every session of the account ends. */
  async resetPassword(username: string, newPassword: string): Promise<string | undefined> {
    const account = await this.store.account(username);
    if (!account) return AuthMessages.noAccount;
    const refusal = passwordRefusal(username, newPassword);
    if (refusal) return refusal;
    await this.store.putAccount({ ...account, passwordHash: await this.hasher.hash(newPassword), defaultPassword: newPassword === DEFAULT_PASSWORD });
    await this.store.deleteSessionsOf(username);
    await this.store.clearFailures(`user:${username}`);
    return undefined;
  }

  /** Disables (every session ends, no sign-in) or enables an account. */
  async setDisabled(username: string, disabled: boolean): Promise<string | undefined> {
    const account = await this.store.account(username);
    if (!account) return AuthMessages.noAccount;
    await this.store.putAccount({ ...account, disabled });
    if (disabled) await this.store.deleteSessionsOf(username);
    return undefined;
  }

  /** A new account (create-admin); the password must pass the same rules as a change. */
  async createAccount(username: string, userId: string, password: string): Promise<string | undefined> {
    const refusal = passwordRefusal(username, password);
    if (refusal) return refusal;
    if (await this.store.account(username)) return `用户名 ${username} 已存在`;
    await this.store.putAccount({ username, userId, passwordHash: await this.hasher.hash(password), disabled: false, defaultPassword: false });
    return undefined;
  }

  /**
   * An account for each seeded person without one (username = employee number, the default password). One hash
   * serves them all: the password is public anyway, and each account gets its own salt at its first change.
   */
  async seedAccounts(people: ReadonlyArray<{ id: string; employeeNumber: string }>): Promise<number> {
    const existing = new Set((await this.store.accounts()).map((a) => a.username));
    const missing = people.filter((p) => p.employeeNumber && !existing.has(p.employeeNumber));
    if (!missing.length) return 0;
    const passwordHash = await this.hasher.hash(DEFAULT_PASSWORD);
    const unique = new Map(missing.map((p) => [p.employeeNumber, p.id]));
    return this.store.insertMissing([...unique].map(([username, userId]): AccountRecord => ({ username, userId, passwordHash, disabled: false, defaultPassword: true })));
  }

  /** The usernames that still have the seeded company's password. */
  async withDefaultPassword(): Promise<string[]> {
    return (await this.store.accounts()).filter((a) => a.defaultPassword && !a.disabled).map((a) => a.username);
  }

  accounts(): Promise<AccountRecord[]> {
    return this.store.accounts();
  }

  private async hasLeft(userId: string): Promise<boolean> {
    return (await this.options.personLeft?.(userId)) === true;
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= this.hasher.hash('decoy-password-for-unknown-usernames');
    return this.decoy;
  }
}

/** Why a new password is not accepted, or undefined. */
export function passwordRefusal(username: string, password: string): string | undefined {
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH) return AuthMessages.tooShort;
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) return AuthMessages.sameAsUsername;
  return undefined;
}
