// Issue 33, item 4: demo-server keeps who is signed in per client (a cookie): two browsers are two people.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startDemoServer } from '../../../adapters/demo/server/main';
import { ClientSessions, MAX_CLIENT_SESSIONS } from '../../../adapters/demo/server/client-sessions';

let server: Server;
let demoToken: string;
let base: string;
beforeAll(async () => {
  ({ server, demoToken } = await startDemoServer(0));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => { await new Promise((done) => server.close(done)); });

/** A browser: keeps the cookie the server sets and sends it back. */
function browser() {
  let cookie: string | undefined;
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin: base, 'content-type': 'application/json', 'x-demo-token': demoToken, ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return response.json();
  };
  return {
    call,
    get cookie() { return cookie; },
    name: async () => (await call('/api/baseinfo/get_user_summary?includePermission=0')).data.name as string,
  };
}

test('two browsers on one demo-server are two people: switching one leaves the other as it was', async () => {
  const a = browser();
  const b = browser();
  expect([await a.name(), await b.name()]).toEqual(['张三', '张三']);
  expect(a.cookie).toMatch(/^demo_session=[0-9a-f-]{36}$/);
  expect(b.cookie).not.toBe(a.cookie);
  expect((await a.call('/__demo/identity', { identity: 'approver' })).data.name).toBe('李四');
  expect([await a.name(), await b.name()]).toEqual(['李四', '张三']);
  expect((await b.call('/__demo/identity', { userId: 'u-hr-head' })).data.name).toBe('周敏');
  expect([await a.name(), await b.name()]).toEqual(['李四', '周敏']);
  // A third client (no cookie yet) is the default person.
  expect(await browser().name()).toBe('张三');
});

test('the work a client does is done as that client: 待我审批 differs per browser', async () => {
  const a = browser();
  const b = browser();
  await a.call('/__demo/identity', { identity: 'approver' });
  await b.call('/__demo/identity', { identity: 'applicant' });
  const todo = async (c: ReturnType<typeof browser>) => ((await c.call('/flow/workflow/instance/get_work_instances?kind=todo')).data.list as Array<{ id: string }>).map((i) => i.id);
  const [mine, theirs] = [await todo(a), await todo(b)];
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
});

test('a forged or malformed cookie is not anyone\'s session: it gets a new one', () => {
  const sessions = new ClientSessions();
  expect(sessions.run('demo_session=../../etc', async () => undefined).setCookie).toMatch(/^demo_session=[0-9a-f-]{36}; Path=\/; HttpOnly; SameSite=Lax$/);
});

test(`at most ${MAX_CLIENT_SESSIONS} clients are remembered; the longest unused is forgotten first`, async () => {
  const sessions = new ClientSessions();
  const ids: string[] = [];
  for (let i = 0; i <= MAX_CLIENT_SESSIONS; i++) {
    const run = sessions.run(undefined, async () => sessions.set(`u-${i}`));
    await run.result;
    ids.push(run.setCookie!.split(';')[0]!);
  }
  const who = (cookie: string) => sessions.run(cookie, async () => sessions.get()).result;
  expect(await who(ids[0]!)).toBeUndefined();
  expect(await who(ids[MAX_CLIENT_SESSIONS]!)).toBe(`u-${MAX_CLIENT_SESSIONS}`);
});
