/**
 * Issue 39: an empty database (`npm run server -- --no-seed`) gets its first 系统管理员 with
 * `npm run server -- create-admin --username <u> --name <姓名>` (password from ADMIN_PASSWORD); nobody else can sign
 * in, and no start-up warning about the demo password is printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../server/node/app-server';
import { createAdmin } from '../../../server/node/create-admin';
import { readSettings } from '../../../server/node/settings';
import { Client, DEMO_PASSWORD, startTestServer } from './real-server-harness';

let dir: string;
beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'create-admin-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

it('creates the first administrator of an empty database, who signs in and administers; the demo accounts do not exist', async () => {
  const settings = readSettings({ PORT: '0', DATA_DIR: dir, TIMER_INTERVAL_SECONDS: '3600' });
  const database = await openDatabase(settings);
  const printed: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => { printed.push(line); });
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => { printed.push(line); });
  try {
    expect(await createAdmin(['--username', 'admin', '--name', '管理员'], settings, database, { ADMIN_PASSWORD: 'short' })).toBe(1);
    expect(printed.pop()).toBe('无法创建管理员：新密码至少需要 8 个字符');
    expect(await createAdmin(['--username', 'admin'], settings, database, {})).toBe(2);
    printed.pop();
    expect(await createAdmin(['--username', 'admin', '--name', '管理员'], settings, database, { ADMIN_PASSWORD: 'first-admin-2026' })).toBe(0);
    expect(printed.pop()).toBe('已创建系统管理员 管理员（用户名 admin）');
    expect(JSON.stringify(printed)).not.toContain('first-admin-2026');
  } finally {
    log.mockRestore();
    error.mockRestore();
    await database.store.closed();
  }

  const server = await startTestServer({}, { seed: false, dir });
  try {
    expect(server.logLines.some((line) => line.msg.includes('默认密码'))).toBe(false);
    const admin = new Client(server.url);
    expect(await admin.login('admin', 'first-admin-2026')).toMatchObject({ status: 200, body: { code: 0, data: { name: '管理员' } } });
    const accounts = await admin.call('GET', '/api/auth/admin/accounts');
    expect(accounts).toMatchObject({ status: 200, body: { code: 0, data: [{ username: 'admin', name: '管理员', disabled: false, defaultPassword: false }] } });
    expect(await new Client(server.url).login('E1001', DEMO_PASSWORD)).toMatchObject({ status: 401 });
  } finally {
    await server.close();
  }
});
