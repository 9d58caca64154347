import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leaveRange } from '../adapters/support/leave-dates';
import { loginCookie } from './seed-accounts';

const root = join(__dirname, '../..');

/** A real server process (`npm run server`, as `npm start` runs it after its build), on a port of its own. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Every line it logged so far. */
  readonly lines: string[];
  /** SIGTERM, then waits for the exit (the graceful stop). */
  stop(): Promise<number | null>;
  /** kill -9: no chance to flush or close anything. */
  kill(): Promise<void>;
}

/** The identity switch's token (X-Demo-Token, issue 38) the test servers are started with. */

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'approval-server-'));

/**
 * Starts `server/node/main.ts` with `env` (DATA_DIR, DATABASE_URL …) on 127.0.0.1 and a free port, and resolves
 * once it logged its address. The app's files are not needed here: STATIC_DIR points at an empty folder.
 * `nodeFlags` go to node itself (a bench's `--cpu-prof`, which NODE_OPTIONS does not take).
 */
export function startServerProcess(env: Record<string, string>, args: readonly string[] = [], nodeFlags: readonly string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '-r', '@swc/register', 'server/node/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: tempDataDir(), TIMER_INTERVAL_SECONDS: '3600', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const started = /审批流服务已启动：(http:\/\/[\d.:]+)/.exec(line);
        if (started) {
          resolve({
            url: started[1]!, child, lines,
            stop: async () => { child.kill('SIGTERM'); return exited; },
            kill: async () => { child.kill('SIGKILL'); await exited; },
          });
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`服务进程退出（${code}）：\n${lines.join('\n')}`)));
  });
}

/** One person's browser against a server: a cookie of its own, signed in as `userId` (the per-client identity). */
export class ServerClient {
  private cookie = '';

  constructor(private readonly base: () => string) {}

  /** `idempotencyKey`: the key a retried call sends again (a fresh one per call otherwise). */
  async request(method: string, path: string, body?: unknown, idempotencyKey: string = randomUUID()): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const response = await fetch(`${this.base()}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json', 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body: unknown, idempotencyKey?: string) {
    return this.request('POST', path, body, idempotencyKey);
  }

  /** Signs in with the seeded person's account (employee number, the demo password). */
  async signInAs(userId: string): Promise<this> {
    this.cookie = await loginCookie(this.base(), userId);
    return this;
  }
}

export const W = '/flow/workflow/';
/** A 5-day leave: 部门负责人 (周敏), then 人事专员, then a copy to 行政. */
export const leaveValues = (days = 5) => ({ leave_type: 1, leave_days: days, leave_range: leaveRange(days), leave_reason: '家中有事', leave_phone: '13800138000' });
