/**
 * One real server (server/node) per test file, in this process: PGlite in a temporary folder, the demo company
 * seeded, a clock the test moves, and the log kept in memory. Opening PGlite and seeding takes 10–20 s.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer, type AppServer } from '../../../server/node/app-server';
import { readSettings } from '../../../server/node/settings';
import type { LogFields } from '../../../server/node/log';

export const DEMO_PASSWORD = 'yunshan2026';

export interface TestServer {
  readonly app: AppServer;
  readonly url: string;
  /** Moves the server's clock (sessions, lockouts). */
  advanceMinutes(minutes: number): void;
  readonly logLines: Array<{ level: string; msg: string; fields?: LogFields }>;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}, options: { seed?: boolean; dir?: string } = {}): Promise<TestServer> {
  const dir = options.dir ?? await mkdtemp(join(tmpdir(), 'real-server-'));
  const staticDir = join(dir, 'static');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>审批流</title><div id="root"></div>');
  const settings = readSettings({ PORT: '0', DATA_DIR: dir, STATIC_DIR: staticDir, TIMER_INTERVAL_SECONDS: '3600', ...env });
  let now = Date.parse('2026-03-02T09:00:00Z');
  const logLines: TestServer['logLines'] = [];
  const app = await startAppServer(settings, {
    seed: options.seed ?? true, clock: () => now,
    log: (level, msg, fields) => { logLines.push({ level, msg, ...(fields ? { fields } : {}) }); },
  });
  return {
    app, url: app.url, logLines,
    advanceMinutes: (minutes) => { now += minutes * 60_000; },
    async close() {
      await app.close();
      if (!options.dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A client with its own cookie jar and address (X-Forwarded-For, read with TRUST_PROXY=true). */
export class Client {
  cookie: string | undefined;
  lastSetCookie: string | undefined;

  constructor(private readonly base: string, readonly address = '10.0.0.1', private readonly headers: Record<string, string> = {}) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: { code: number; msg?: string; data?: unknown }; setCookie?: string }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        'X-Forwarded-For': this.address,
        ...this.headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookie = response.headers.get('set-cookie') ?? undefined;
    this.lastSetCookie = setCookie;
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = /Max-Age=0/.test(setCookie) ? undefined : pair;
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, ...(setCookie ? { setCookie } : {}) };
  }

  login(username: string, password: string) {
    return this.call('POST', '/api/auth/login', { username, password });
  }

  async me(): Promise<{ status: number; name?: string; code: number; msg?: string }> {
    const answer = await this.call('GET', '/api/baseinfo/get_user_summary?includePermission=0');
    return { status: answer.status, code: answer.body.code, ...(answer.body.msg ? { msg: answer.body.msg } : {}), ...(answer.body.data ? { name: (answer.body.data as { name: string }).name } : {}) };
  }
}
