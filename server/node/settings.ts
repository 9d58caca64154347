import { isAbsolute, resolve } from 'node:path';
import { readNotifySettings, type NotifySettings } from './notify-settings';

/**
 * Every setting of the Node server, read from the environment once at start and checked: a wrong one stops the
 * server with a sentence naming the variable and why (docs/DEPLOY.md lists them).
 */
export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  /** PGlite's folder (`<dataDir>/db`) and the uploaded files (`<dataDir>/files`). */
  readonly dataDir: string;
  /** `postgres://…`: a PostgreSQL server instead of the embedded PGlite. */
  readonly databaseUrl?: string;
  /** Hosts a 触发器 may reach although they resolve to a private or loopback address. */
  readonly outboundAllow: readonly string[];
  /** How often the scheduler looks for due timers (延时, 超时, 定时任务). */
  readonly timerIntervalMs: number;
  /** The built app's folder (served with history fallback). */
  readonly staticDir: string;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** The address people reach the server by (behind a reverse proxy): its host and origin are accepted. */
  readonly publicUrl?: string;
  /** A session ends after this many minutes without a request (SESSION_IDLE_MINUTES, default 480). */
  readonly sessionIdleMinutes: number;
  /**
   * The server sits behind a reverse proxy (TRUST_PROXY=true): the client's address for the sign-in lockout is
   * the last hop of X-Forwarded-For instead of the proxy's own.
   */
  readonly trustProxy: boolean;
  readonly oidc?: OidcSettings;
  /** Mail, robots, links and the digest (issue 40, notify-settings.ts). */
  readonly notify: NotifySettings;
  /** Server processes on the one port (WORKERS, default 1; more than 1 needs DATABASE_URL: workers.ts). */
  readonly workers: number;
}

/** 企业账号登录 (OpenID Connect): all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none. */
export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The claim whose value is the person's username, i.e. employee number (OIDC_CLAIM, default preferred_username). */
  readonly claim: string;
  readonly scope: string;
}

export class SettingsError extends Error {}

function oidcOf(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const set = names.filter((name) => env[name]);
  if (!set.length) return undefined;
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new SettingsError(`企业账号登录需要同时设置 ${names.join('、')}：缺少 ${missing.join('、')}`);
  const issuer = env['OIDC_ISSUER']!;
  if (!/^https?:\/\/[^\s]+$/.test(issuer)) throw new SettingsError(`环境变量 OIDC_ISSUER=${issuer} 无效：应为以 https:// 开头的地址`);
  const claim = env['OIDC_CLAIM'] || 'preferred_username';
  if (!/^[\w.:-]+$/.test(claim)) throw new SettingsError(`环境变量 OIDC_CLAIM=${claim} 无效：应为一个声明名称`);
  return { issuer, clientId: env['OIDC_CLIENT_ID']!, clientSecret: env['OIDC_CLIENT_SECRET']!, claim, scope: env['OIDC_SCOPE'] || 'openid profile' };
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

function integerIn(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new SettingsError(`环境变量 ${name}=${text} 无效：应为 ${min}–${max} 之间的整数`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerSettings {
  const port = integerIn(env, 'PORT', 8080, 0, 65535);
  const host = env['HOST'] || '127.0.0.1';
  if (!/^[\w.:[\]-]+$/.test(host)) throw new SettingsError(`环境变量 HOST=${host} 无效：应为一个主机名或 IP 地址`);
  const dataDir = resolve(cwd, env['DATA_DIR'] || 'data');
  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new SettingsError('环境变量 DATABASE_URL 无效：应以 postgres:// 或 postgresql:// 开头（不设置则使用内置的 PGlite）');
  }
  const outboundAllow = (env['OUTBOUND_ALLOW'] ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  const bad = outboundAllow.find((h) => !/^[a-z0-9.-]+(:\d+)?$/.test(h));
  if (bad) throw new SettingsError(`环境变量 OUTBOUND_ALLOW 中的「${bad}」无效：应为逗号分隔的主机名`);
  const timerIntervalMs = integerIn(env, 'TIMER_INTERVAL_SECONDS', 30, 1, 3600) * 1000;
  const staticDir = env['STATIC_DIR'] ? (isAbsolute(env['STATIC_DIR']) ? env['STATIC_DIR'] : resolve(cwd, env['STATIC_DIR'])) : resolve(cwd, 'dist');
  const logLevel = (env['LOG_LEVEL'] || 'info') as ServerSettings['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new SettingsError(`环境变量 LOG_LEVEL=${logLevel} 无效：应为 ${LOG_LEVELS.join('、')} 之一`);
  const publicUrl = env['PUBLIC_URL'] || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl)) throw new SettingsError(`环境变量 PUBLIC_URL=${publicUrl} 无效：应为 https://主机名 这样的地址`);
  const sessionIdleMinutes = integerIn(env, 'SESSION_IDLE_MINUTES', 480, 1, 43_200);
  const proxy = (env['TRUST_PROXY'] ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(proxy)) throw new SettingsError(`环境变量 TRUST_PROXY=${env['TRUST_PROXY']} 无效：应为 true 或 false`);
  const trustProxy = proxy === 'true' || proxy === '1';
  const oidc = oidcOf(env);
  const workers = integerIn(env, 'WORKERS', 1, 1, 64);
  if (workers > 1 && databaseUrl === undefined) {
    throw new SettingsError(`环境变量 WORKERS=${workers} 无效：内置的 PGlite 只能由一个进程打开，多个服务进程需要设置 DATABASE_URL`);
  }
  let notify: NotifySettings;
  try {
    notify = readNotifySettings(env, host, port);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  return { ...(publicUrl ? { publicUrl: new URL(publicUrl).origin } : {}), port, host, dataDir, ...(databaseUrl ? { databaseUrl } : {}), outboundAllow, timerIntervalMs, staticDir, logLevel, sessionIdleMinutes, trustProxy, ...(oidc ? { oidc } : {}), notify, workers };
}
