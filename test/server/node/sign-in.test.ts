/**
 * Issue 39: sign-in on the real server (server/node), over HTTP: wrong passwords, lockout and its expiry, the
 * session cookie, idle expiry, logout, password change, disabled accounts and an administrator's reset.
 */
import { Client, DEMO_PASSWORD, startTestServer, type TestServer } from './real-server-harness';

const WRONG = { code: 401, msg: '用户名或密码错误' };
const LOCKED = { code: 429, msg: '登录失败次数过多，请 15 分钟后再试' };
const ENDED = { code: 40000, msg: '登录已失效，请重新登录' };
const IDLE_MINUTES = 30;

let server: TestServer;
let nextAddress = 1;
/** A client from its own address, so the lockout per address of one test does not reach another. */
const client = (headers: Record<string, string> = {}) => new Client(server.url, `10.0.0.${nextAddress++}`, headers);

beforeAll(async () => {
  server = await startTestServer({ SESSION_IDLE_MINUTES: String(IDLE_MINUTES), TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
});

describe('signing in', () => {
  it('a seeded person signs in with their employee number and the demo password, and is who the backend sees', async () => {
    const zhangsan = client();
    const answer = await zhangsan.login('E1001', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { name: '张三', employeeNumber: 'E1001' } });
    expect(await zhangsan.me()).toMatchObject({ status: 200, code: 0, name: '张三' });
    const lisi = client();
    await lisi.login('E2001', DEMO_PASSWORD);
    expect(await lisi.me()).toMatchObject({ name: '李四' });
    expect(await zhangsan.me()).toMatchObject({ name: '张三' });
  });

  it('a wrong password and an unknown username get the same 401 answer', async () => {
    const someone = client();
    expect(await someone.login('E1001', 'yunshan2025')).toMatchObject({ status: 401, body: WRONG });
    expect(await someone.login('E9999', DEMO_PASSWORD)).toMatchObject({ status: 401, body: WRONG });
    expect(someone.cookie).toBeUndefined();
  });

  it('the session cookie is HttpOnly and SameSite=Lax, Secure behind https, and new at every sign-in', async () => {
    const plain = client();
    const first = await plain.login('E1002', DEMO_PASSWORD);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Lax/);
    expect(first.setCookie).not.toMatch(/Secure/);
    const firstCookie = plain.cookie;
    await plain.login('E1002', DEMO_PASSWORD);
    expect(plain.cookie).toBeDefined();
    expect(plain.cookie).not.toBe(firstCookie);
    const proxied = client({ 'X-Forwarded-Proto': 'https' });
    expect((await proxied.login('E1002', DEMO_PASSWORD)).setCookie).toMatch(/; Secure/);
  });

  it('without a session every API call is refused with 40000, while the app files, /login and /healthz stay open', async () => {
    const stranger = client();
    expect(await stranger.call('GET', '/flow/workflow/get_category_list')).toMatchObject({ status: 401, body: ENDED });
    expect(await stranger.call('POST', '/api/auth/password', { oldPassword: DEMO_PASSWORD, newPassword: 'whatever-123' })).toMatchObject({ status: 401, body: ENDED });
    stranger.cookie = 'spf_session=forged-token';
    expect(await stranger.me()).toMatchObject({ status: 401, ...ENDED });
    for (const path of ['/login', '/flowapplicationcenter', '/healthz']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
    }
  });

  it('the loopback identity switch of the demo is gone: a signed-in person stays who they signed in as', async () => {
    const zhangsan = client();
    await zhangsan.login('E1001', DEMO_PASSWORD);
    // Refused before any route (no demo token is given out on the real server), and no route would answer it.
    expect([403, 404]).toContain((await zhangsan.call('POST', '/__demo/identity', { userId: 'u-ceo' })).status);
    expect(await zhangsan.me()).toMatchObject({ name: '张三' });
  });
});

describe('lockout', () => {
  it('after 5 failures a username is refused with 429 even with the right password, until 15 minutes have passed', async () => {
    const guesser = client();
    for (let i = 0; i < 5; i++) expect(await guesser.login('E1003', `guess-${i}`)).toMatchObject({ status: 401, body: WRONG });
    // From another address too: the username itself is locked.
    expect(await client().login('E1003', DEMO_PASSWORD)).toMatchObject({ status: 429, body: LOCKED });
    server.advanceMinutes(14);
    expect(await client().login('E1003', DEMO_PASSWORD)).toMatchObject({ status: 429, body: LOCKED });
    server.advanceMinutes(2);
    expect(await client().login('E1003', DEMO_PASSWORD)).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it('one address guessing across many usernames is slowed too', async () => {
    const guesser = client();
    for (let i = 0; i < 20; i++) await guesser.login(`E${5000 + i}`, 'password1');
    expect(await guesser.login('E1004', DEMO_PASSWORD)).toMatchObject({ status: 429, body: LOCKED });
    // Another address is not affected.
    expect(await client().login('E1004', DEMO_PASSWORD)).toMatchObject({ status: 200 });
    server.advanceMinutes(16);
    expect(await guesser.login('E1004', DEMO_PASSWORD)).toMatchObject({ status: 200 });
  });
});

describe('sessions', () => {
  it(`a session ends after SESSION_IDLE_MINUTES (${IDLE_MINUTES}) without a request; each request starts the idle time again`, async () => {
    const zhangsan = client();
    await zhangsan.login('E1001', DEMO_PASSWORD);
    server.advanceMinutes(IDLE_MINUTES - 1);
    expect(await zhangsan.me()).toMatchObject({ status: 200, name: '张三' });
    server.advanceMinutes(IDLE_MINUTES - 1);
    expect(await zhangsan.me()).toMatchObject({ status: 200, name: '张三' });
    server.advanceMinutes(IDLE_MINUTES + 1);
    expect(await zhangsan.me()).toMatchObject({ status: 401, ...ENDED });
    // Expired for good: going on later does not bring it back.
    expect(await zhangsan.me()).toMatchObject({ status: 401 });
  });

  it('logout ends the session: the same cookie is refused afterwards', async () => {
    const zhangsan = client();
    await zhangsan.login('E1001', DEMO_PASSWORD);
    const cookie = zhangsan.cookie;
    const answer = await zhangsan.call('POST', '/api/auth/logout');
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
    expect(answer.setCookie).toMatch(/Max-Age=0/);
    zhangsan.cookie = cookie;
    expect(await zhangsan.me()).toMatchObject({ status: 401, ...ENDED });
  });
});

describe('passwords', () => {
  it('a person changes their own password: the rules are checked, the old one stops working, other sessions end', async () => {
    const here = client();
    const elsewhere = client();
    await here.login('E4001', DEMO_PASSWORD);
    await elsewhere.login('E4001', DEMO_PASSWORD);
    const change = (oldPassword: string, newPassword: string) => here.call('POST', '/api/auth/password', { oldPassword, newPassword });
    expect(await change(DEMO_PASSWORD, 'short')).toMatchObject({ status: 400, body: { msg: '新密码至少需要 8 个字符' } });
    expect(await change(DEMO_PASSWORD, 'e4001')).toMatchObject({ status: 400 });
    expect(await change(DEMO_PASSWORD, 'E4001')).toMatchObject({ status: 400 });
    expect(await change('not-my-password', 'a-new-secret')).toMatchObject({ status: 400, body: { msg: '原密码不正确' } });
    expect(await change(DEMO_PASSWORD, 'a-new-secret')).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await here.me()).toMatchObject({ status: 200, name: '赵六' });
    expect(await elsewhere.me()).toMatchObject({ status: 401, ...ENDED });
    expect(await client().login('E4001', DEMO_PASSWORD)).toMatchObject({ status: 401, body: WRONG });
    expect(await client().login('E4001', 'a-new-secret')).toMatchObject({ status: 200 });
  });

  it('the stored password is an argon2id hash, never the password', async () => {
    const account = await server.app.signIn.accounts.accounts().then((all) => all.find((a) => a.username === 'E4001')!);
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account.passwordHash).not.toContain('a-new-secret');
  });
});

describe('what an administrator does to an account', () => {
  it('disabling an account ends its sessions and refuses its sign-in; only a 系统管理员 may', async () => {
    const admin = client();
    expect(await admin.login('E0001', DEMO_PASSWORD)).toMatchObject({ status: 200, body: { data: { name: '陈志远' } } });
    const clerk = client();
    await clerk.login('E1005', DEMO_PASSWORD);
    expect(await clerk.call('POST', '/api/auth/admin/disable', { username: 'E1002', disabled: true })).toMatchObject({ status: 403 });
    expect(await admin.call('POST', '/api/auth/admin/disable', { username: 'E1005', disabled: true })).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await clerk.me()).toMatchObject({ status: 401, ...ENDED });
    expect(await client().login('E1005', DEMO_PASSWORD)).toMatchObject({ status: 401, body: WRONG });
    await admin.call('POST', '/api/auth/admin/disable', { username: 'E1005', disabled: false });
    expect(await client().login('E1005', DEMO_PASSWORD)).toMatchObject({ status: 200 });
  });

  it('a password reset by an administrator ends every session of the account', async () => {
    const admin = client();
    await admin.login('E0001', DEMO_PASSWORD);
    const person = client();
    await person.login('E3001', DEMO_PASSWORD);
    expect(await admin.call('POST', '/api/auth/admin/reset_password', { username: 'E3001', newPassword: 'reset-by-admin' })).toMatchObject({ status: 200 });
    expect(await person.me()).toMatchObject({ status: 401, ...ENDED });
    expect(await person.login('E3001', 'reset-by-admin')).toMatchObject({ status: 200, body: { data: { name: '王五' } } });
    const log = await admin.call('GET', '/flow/workflow/operation_log/list?page=0&pageSize=50');
    expect(JSON.stringify(log.body)).toContain('E3001');
  });
});

describe('离职交接', () => {
  it('disabling a person with a successor hands their open tasks over: the successor holds them, the history says 离职交接', async () => {
    const users = await server.app.store.read((tx) => tx.users.all());
    const idOf = (employeeNumber: string) => users.find((u) => u.employeeNumber === employeeNumber)!.id;
    const zhangsan = client();
    await zhangsan.login('E1001', DEMO_PASSWORD);
    const launched = await zhangsan.call('POST', '/flow/workflow/add_instance', {
      modelId: 'model-leave', values: { leave_type: 1, leave_range: ['2026-12-01 09:00', '2026-12-01 18:00'], leave_days: 1, leave_reason: '交接前发起' },
    });
    expect(launched).toMatchObject({ status: 200, body: { code: 0 } });
    const instanceId = (launched.body.data as { id: string }).id;
    const openTasksOf = (userId: string) => server.app.store.read((tx) => tx.tasks.find({ index: '[userId+status+createdAt]', equals: [userId, 'open'] }));
    expect((await openTasksOf(idOf('E1000'))).map((t) => t.instanceId)).toContain(instanceId);

    const admin = client();
    await admin.login('E0001', DEMO_PASSWORD);
    expect(await admin.call('POST', '/api/auth/admin/disable', { username: 'E1000', disabled: true, successorId: idOf('E1000') })).toMatchObject({ status: 400, body: { msg: '交接人无效：请选择组织中的另一名成员' } });
    const answer = await admin.call('POST', '/api/auth/admin/disable', { username: 'E1000', disabled: true, successorId: idOf('E1002') });
    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: { refused: [] } } });
    expect((answer.body.data as { moved: number }).moved).toBeGreaterThanOrEqual(1);
    expect(await openTasksOf(idOf('E1000'))).toEqual([]);
    expect((await openTasksOf(idOf('E1002'))).map((t) => t.instanceId)).toContain(instanceId);

    const successor = client();
    await successor.login('E1002', DEMO_PASSWORD);
    const seen = await successor.call('GET', `/flow/workflow/get_instance?id=${instanceId}`);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).toContain('离职交接');
    expect(await client().login('E1000', DEMO_PASSWORD)).toMatchObject({ status: 401, body: WRONG });
    // The account's 停用 is the organisation's 离职: 已离职 there (never an approver again), the hand-over by the system.
    const leaver = await server.app.store.read((tx) => tx.users.get(idOf('E1000')));
    expect(leaver).toMatchObject({ disabled: true, successorId: idOf('E1002') });
    expect(JSON.stringify(seen.body)).toContain('"userName":"系统"');
    // Enabling the account again brings the person back.
    expect(await admin.call('POST', '/api/auth/admin/disable', { username: 'E1000', disabled: false })).toMatchObject({ status: 200 });
    expect((await server.app.store.read((tx) => tx.users.get(idOf('E1000'))))?.disabled).toBeUndefined();
  });
});

describe('离职 in 组织架构', () => {
  it('a person disabled in 组织架构 cannot sign in, and their open session ends', async () => {
    const users = await server.app.store.read((tx) => tx.users.all());
    const idOf = (employeeNumber: string) => users.find((u) => u.employeeNumber === employeeNumber)!.id;
    const leaver = client();
    await leaver.login('E3101', DEMO_PASSWORD);
    expect(await leaver.me()).toMatchObject({ status: 200, name: '沈佳' });
    const admin = client();
    await admin.login('E0001', DEMO_PASSWORD);
    expect(await admin.call('POST', '/api/organisation/disable_person', { id: idOf('E3101'), successorId: idOf('E3102') })).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await leaver.me()).toMatchObject({ status: 401, ...ENDED });
    expect(await client().login('E3101', DEMO_PASSWORD)).toMatchObject({ status: 401, body: WRONG });
  });
});

describe('the start', () => {
  it('warns while any account still has the demo password, and never logs a password', () => {
    const warning = server.logLines.find((line) => line.level === 'warn' && line.msg.includes('默认密码'));
    expect(warning).toBeDefined();
    expect(JSON.stringify(server.logLines)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(server.logLines)).not.toContain('a-new-secret');
  });
});
