/**
 * The AccountStore port: who may sign in (accounts with their password hashes), the sessions they hold and the
 * recent failed sign-ins. Kept in the database beside the Store's tables (PostgreSQL / PGlite on the real
 * server), so every server process sees the same sessions and the same lockouts. Times are epoch milliseconds.
 */
export interface AccountRecord {
  /** What the person types at /login (the seeded company: the employee number, E0001 …). */
  readonly username: string;
  /** The person of the organisation (users table) the account signs in as. */
  readonly userId: string;
  /** argon2id, in its encoded form (algorithm, parameters, salt and hash in one string). */
  readonly passwordHash: string;
  readonly disabled: boolean;
  /** The password is the seeded company's well-known one (the server warns at every start while any has it). */
  readonly defaultPassword: boolean;
}

/** The signed-in person of a valid session. */
export interface SessionHolder {
  readonly username: string;
  readonly userId: string;
}

export interface AccountStore {
  account(username: string): Promise<AccountRecord | undefined>;
  accounts(): Promise<AccountRecord[]>;
  /** Inserts or replaces the account of `username`. */
  putAccount(account: AccountRecord): Promise<void>;
  /** Inserts the accounts whose username is not taken yet; answers how many were added. */
  insertMissing(accounts: readonly AccountRecord[]): Promise<number>;

  /** `key`: the session token's digest (the token itself is never stored). */
  createSession(key: string, username: string, at: number): Promise<void>;
  /**
   * The holder of the session when it was last used after `idleSince` and its account is enabled, its last use
   * moved to `at`; undefined otherwise (an idle session is deleted).
   */
  touchSession(key: string, at: number, idleSince: number): Promise<SessionHolder | undefined>;
  deleteSession(key: string): Promise<void>;
  /** Ends every session of `username` but the one keyed `except`. */
  deleteSessionsOf(username: string, except?: string): Promise<void>;

  /** One failed sign-in, counted under each key (`user:E1001`, `addr:10.0.0.7`). */
  recordFailure(keys: readonly string[], at: number): Promise<void>;
  failuresSince(key: string, since: number): Promise<number>;
  clearFailures(key: string): Promise<void>;
  /** Forgets failures older than `before`. */
  pruneFailures(before: number): Promise<void>;
}
