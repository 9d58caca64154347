/**
 * The real server's sign-in (issue 39), wired: accounts and sessions in the database (SqlAccountStore), argon2id
 * passwords, random session tokens, the person of each request carried by SignedInPerson, and the gate of
 * server/http/auth-routes.ts in front of the backend.
 */
import type { IncomingMessage } from 'node:http';
import { Accounts } from '../core/accounts/accounts';
import type { DemoStore } from '../core/store/demo-store';
import { withSignIn, type Backend, type GuardedBackend } from '../http/auth-routes';
import type { OpenedSqlDb } from '../stores/sql/open-sql-db';
import { SqlAccountStore } from '../stores/sql/sql-account-store';
import { argon2PasswordHasher } from './argon2-password-hasher';
import { cryptoSessionTokens } from './crypto-session-tokens';
import type { Log } from './log';
import type { ServerSettings } from './settings';
import { OpenIdSingleSignOn } from './openid-single-sign-on';

export interface SignIn {
  readonly accounts: Accounts;
  guard(backend: Backend): GuardedBackend;
}

export function accountsOn(database: OpenedSqlDb, settings: ServerSettings, clock: () => number = Date.now, store?: DemoStore): Accounts {
  // A person who left in 组织架构 (issue 39) signs in no more, and their sessions end at their next request.
  const personLeft = store && ((userId: string) => store.read(async (tx) => (await tx.users.get(userId))?.disabled === true));
  return new Accounts(new SqlAccountStore(database.db), argon2PasswordHasher, cryptoSessionTokens, { idleMinutes: settings.sessionIdleMinutes, clock, ...(personLeft ? { personLeft } : {}) });
}

/**
 * Opens the sign-in on the database: with `seed`, the seeded people get their accounts once (username = employee
 * number, the demo password); a warning at every start names the accounts that still have that password.
 */
export async function openSignIn(settings: ServerSettings, database: OpenedSqlDb, store: DemoStore, log: Log, options: { seed: boolean; clock?: () => number }): Promise<SignIn> {
  const accounts = accountsOn(database, settings, options.clock, store);
  if (options.seed) {
    const added = await accounts.seedAccounts(await store.read((tx) => tx.users.all()));
    if (added) log('info', `已为演示公司的 ${added} 名成员创建账号（用户名为工号）`);
  }
  const defaults = await accounts.withDefaultPassword();
  if (defaults.length) {
    log('warn', `安全提醒：${defaults.length} 个账号仍在使用演示公司的默认密码，任何人都能以他们的身份登录；请让他们登录后在用户菜单「修改密码」，或由管理员重置`, { accounts: defaults.slice(0, 20) });
  }
  const sso = settings.oidc ? new OpenIdSingleSignOn(settings.oidc) : undefined;
  return { accounts, guard: (backend) => withSignIn(backend, store, accounts, sso) };
}

/** The client's address: the socket's, or behind a trusted proxy the last hop of X-Forwarded-For. */
export function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return (trustProxy && hops.length ? hops[hops.length - 1] : req.socket.remoteAddress) ?? 'unknown';
}
