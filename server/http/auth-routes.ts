/**
 * Sign-in on the real server (issue 39): the auth calls (docs/API.md, 登录与会话) and the gate in front of the
 * backend. Every API call (a path under one of the app's service hosts: /api, /flow, /v2, /bzp_api, /filter,
 * /__demo) needs a valid session — without one it is answered HTTP 401 {code: 40000} — and runs as the person
 * of that session. The app's files, /login, /healthz and /readyz never reach this gate.
 */
import type { Accounts, ActiveSession } from '../core/accounts/accounts';
import { AuthMessages, SESSION_ENDED_CODE } from '../core/accounts/auth-messages';
import { rightsOfUser } from '../core/admin-rights';
import { handOverOpenTasks } from '../core/accounts/hand-over';
import { disablePerson, enablePerson, type Departure } from '../core/organisation/leaver';
import { changesOf } from '../core/demo-notices';
import { now } from '../core/clock';
import { recordChange } from '../core/audit-trail';
import { SingleSignOnRefusal, type SingleSignOn } from '../core/accounts/single-sign-on';
import type { DemoStore } from '../core/store/demo-store';
import { toUserSummary } from '../core/store/demo-store';
import { isSystemAdmin } from '../../domain/permissions';
import { jsonBody, ok, refuse } from './handler-kit';
import type { Backend } from './routes';

export const SESSION_COOKIE = 'spf_session';
/** What a single sign-on keeps between its start and the provider's callback (10 minutes at most). */
const SSO_COOKIE = 'spf_sso';
const SSO_PATH = '/api/auth/oidc';

/** The first path segments of the backend's calls (the service hosts of config.json). */
export const API_SEGMENTS: ReadonlySet<string> = new Set(['api', 'flow', 'v2', 'bzp_api', 'filter', '__demo']);

/** What the Node server knows of the request's client; the gate writes who it turned out to be. */
export interface RequestClient {
  /** The client's address (lockout per address). */
  readonly address: string;
  userId?: string;
}

export type { Backend } from './routes';
export type GuardedBackend = (request: Request, client: RequestClient) => Promise<Response | undefined>;

export function sessionEnded(): Response {
  return Response.json({ code: SESSION_ENDED_CODE, msg: AuthMessages.sessionEnded, data: null }, { status: 401 });
}

export function cookieOf(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Behind a TLS-terminating proxy the request says https in X-Forwarded-Proto: the cookie is then Secure. */
function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(request.url).protocol === 'https:';
}

export function sessionCookie(request: Request, token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}

function clearedCookie(request: Request): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${isHttps(request) ? '; Secure' : ''}`;
}

function withCookie(response: Response, cookie: string): Response {
  response.headers.append('Set-Cookie', cookie);
  return response;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A page of this app to return to after signing in (never another site). */
function returnPathOf(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/login') ? value : '/flowapplicationcenter';
}

/** The origin the browser used (https behind a TLS-terminating proxy). */
function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  return `${isHttps(request) ? 'https' : url.protocol.replace(':', '')}://${url.host}`;
}

function redirect(location: string, cookies: readonly string[] = []): Response {
  const response = new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

/** Sign-in and its calls, and the gate, around `backend`. */
export function withSignIn(backend: Backend, store: DemoStore, accounts: Accounts, sso?: SingleSignOn): GuardedBackend {
  const ssoCookie = (request: Request, value: string, maxAge: number) =>
    `${SSO_COOKIE}=${value}; Path=${SSO_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${isHttps(request) ? '; Secure' : ''}`;

  /** 企业账号登录: to the provider, and back from it (authorization code + PKCE, server/node/openid-single-sign-on.ts). */
  async function singleSignOn(request: Request, step: string, client: RequestClient): Promise<Response | undefined> {
    if (!sso || request.method !== 'GET') return undefined;
    const callback = `${publicOrigin(request)}${SSO_PATH}/callback`;
    const refused = (reason: string) => redirect(`/login?sso_error=${encodeURIComponent(reason)}`, [ssoCookie(request, '', 0)]);
    try {
      if (step === 'start') {
        const { url, pending } = await sso.begin(callback, returnPathOf(new URL(request.url).searchParams.get('returnTo')));
        return redirect(url, [ssoCookie(request, pending, 600)]);
      }
      if (step !== 'callback') return undefined;
      const pending = cookieOf(request.headers.get('cookie'), SSO_COOKIE);
      if (!pending) return refused(AuthMessages.ssoFailed);
      const { claim, returnTo } = await sso.finish(`${callback}${new URL(request.url).search}`, pending);
      const result = await accounts.signInAs(claim);
      if (!result.ok) return refused(AuthMessages.ssoUnmatched(claim || '未知'));
      client.userId = result.holder.userId;
      return redirect(returnPathOf(returnTo), [ssoCookie(request, '', 0), sessionCookie(request, result.token)]);
    } catch (error) {
      if (error instanceof SingleSignOnRefusal) return refused(error.message);
      throw error;
    }
  }

  async function login(request: Request, client: RequestClient): Promise<Response> {
    const body = await jsonBody<{ username?: unknown; password?: unknown }>(request);
    const username = text(body.username).trim();
    const password = text(body.password);
    if (!username || !password) return refuse(400, AuthMessages.missingCredentials);
    const result = await accounts.signIn(username, password, client.address);
    if (!result.ok) return result.reason === 'locked' ? refuse(429, AuthMessages.lockedOut) : refuse(401, AuthMessages.wrongCredentials);
    const user = await store.read((tx) => tx.users.get(result.holder.userId));
    if (!user) return refuse(401, AuthMessages.wrongCredentials);
    client.userId = user.id;
    // A new session id at every sign-in: an id planted before the sign-in never becomes a signed-in one.
    return withCookie(ok(toUserSummary(user)), sessionCookie(request, result.token));
  }

  /** The person leaves the organisation with `successorId` taking over (or, already gone, only their tasks move). */
  async function departureOf(userId: string, successorId: string, session: ActiveSession): Promise<Departure> {
    const departure = await store.write(async (tx) => {
      const left = await disablePerson(store, tx, { userId: session.userId }, userId, successorId, now());
      if (left.ok) return left.value;
      // Already 已离职 in 组织架构 (the successor was checked above): what they still hold moves now.
      const handed = await handOverOpenTasks(tx, userId, successorId, now());
      return { ...handed, shared: 0, namedIn: { flows: [], roles: [], departments: [], supervised: [] } };
    });
    store.notifier.publish(changesOf([...departure.notices]));
    return departure;
  }

  async function returnOf(username: string, session: ActiveSession): Promise<void> {
    const account = (await accounts.accounts()).find((a) => a.username === username);
    if (!account) return;
    await store.write(async (tx) => {
      if ((await tx.users.get(account.userId))?.disabled === true) await enablePerson(store, tx, { userId: session.userId }, account.userId);
    });
  }

  async function adminCall(request: Request, session: ActiveSession, call: string): Promise<Response | undefined> {
    const admin = await store.read(async (tx) => isSystemAdmin(await rightsOfUser(tx, session.userId)));
    if (!admin) return refuse(403, AuthMessages.adminOnly);
    if (call === 'accounts' && request.method === 'GET') {
      const [list, users] = await Promise.all([accounts.accounts(), store.read((tx) => tx.users.all())]);
      const names = new Map(users.map((u) => [u.id, u.name]));
      return ok(list.map((a) => ({ username: a.username, userId: a.userId, name: names.get(a.userId) ?? '', disabled: a.disabled, defaultPassword: a.defaultPassword })));
    }
    if (request.method !== 'POST') return undefined;
    const body = await jsonBody<{ username?: unknown; disabled?: unknown; newPassword?: unknown; successorId?: unknown }>(request);
    const username = text(body.username);
    let refusal: string | undefined;
    let change: string;
    let handedOver: Departure | undefined;
    if (call === 'disable') {
      const disabled = body.disabled !== false;
      if (disabled && username === session.username) return refuse(400, AuthMessages.selfDisable);
      const successorId = disabled ? text(body.successorId) : '';
      const account = successorId ? (await accounts.accounts()).find((a) => a.username === username) : undefined;
      const successor = successorId ? await store.read((tx) => tx.users.get(successorId)) : undefined;
      if (successorId && (!successor || successorId === account?.userId || successor.disabled === true)) return refuse(400, AuthMessages.badSuccessor);
      refusal = await accounts.setDisabled(username, disabled);
      change = disabled ? '停用账号，结束其全部会话' : '启用账号';
      // 离职交接 is the organisation's departure (组织架构's 停用 does the same): the person is 已离职 (never chosen
      // as an approver again), their open tasks go to the successor (转交 by the system, 离职交接), their pending
      // requests are shown to the successor and what still names them is listed; 操作日志 keeps it.
      if (!refusal && account && successor) {
        handedOver = await departureOf(account.userId, successor.id, session);
        change += `；${handedOver.moved} 项待办交接给 ${successor.name}`;
      }
      // Enabling the account brings back a person who had left.
      if (!refusal && !disabled) await returnOf(username, session);
    } else if (call === 'reset_password') {
      refusal = await accounts.resetPassword(username, text(body.newPassword));
      change = '重置密码，结束其全部会话';
    } else {
      return undefined;
    }
    if (refusal) return refuse(refusal === AuthMessages.noAccount ? 404 : 400, refusal);
    await store.write((tx) => recordChange(store, tx, { userId: session.userId }, { action: `account_${call}`, target: username, right: 'system', change }));
    return ok(handedOver ? { moved: handedOver.moved, refused: handedOver.refused, shared: handedOver.shared, namedIn: handedOver.namedIn } : null);
  }

  async function authCall(request: Request, session: ActiveSession, call: string): Promise<Response | undefined> {
    if (call === 'logout' && request.method === 'POST') {
      await accounts.signOut(session);
      return withCookie(ok(), clearedCookie(request));
    }
    if (call === 'password' && request.method === 'POST') {
      const body = await jsonBody<{ oldPassword?: unknown; newPassword?: unknown }>(request);
      const refusal = await accounts.changePassword(session, text(body.oldPassword), text(body.newPassword));
      return refusal ? refuse(400, refusal) : ok();
    }
    if (call.startsWith('admin/')) return adminCall(request, session, call.slice('admin/'.length));
    return undefined;
  }

  return async (request, client) => {
    const { pathname } = new URL(request.url);
    const segment = pathname.split('/')[1] ?? '';
    if (!API_SEGMENTS.has(segment)) return undefined;
    const auth = pathname.startsWith('/api/auth/') ? pathname.slice('/api/auth/'.length).replace(/\/$/, '') : undefined;
    if (auth === 'login' && request.method === 'POST') return login(request, client);
    // What /login offers, asked before anyone is signed in.
    if (auth === 'options' && request.method === 'GET') return ok({ singleSignOn: sso !== undefined });
    if (auth?.startsWith('oidc/')) return await singleSignOn(request, auth.slice('oidc/'.length), client) ?? refuse(404, AuthMessages.ssoNotConfigured);
    const token = cookieOf(request.headers.get('cookie'), SESSION_COOKIE);
    const session = await accounts.sessionOf(token);
    if (!session) {
      // Logging out of a session that already ended is done; a cookie that names no session goes.
      const answer = auth === 'logout' ? ok() : sessionEnded();
      return token === undefined ? answer : withCookie(answer, clearedCookie(request));
    }
    client.userId = session.userId;
    // The session's person is the caller of everything the request does (issue 37: passed, never looked up).
    return auth !== undefined ? await authCall(request, session, auth) ?? refuse(404, '接口不存在') : backend(request, { userId: session.userId });
  };
}
