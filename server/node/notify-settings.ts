/**
 * The settings of the ways out (issue 40), read once at start with the server's others (settings.ts) and checked:
 * SMTP_URL (smtp:// or smtps://; unset: no mail), MAIL_FROM, PUBLIC_URL (the links in mails; default
 * http://<HOST>:<PORT>), DELIVERY_RETRY_SECONDS (first retry; doubled each time), DELIVERY_MAX_ATTEMPTS,
 * DIGEST_HOUR (0–23, local time of the server; unset: no daily digest), MAIL_ACTION_HOURS (one-click links). docs/API.md "Channels".
 */
export interface NotifySettings {
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  readonly publicUrl: string;
  readonly retryBaseMs: number;
  readonly maxAttempts: number;
  readonly digestHour?: number;
  /** How long a one-click link of a mail stays valid (MAIL_ACTION_HOURS, default 72). */
  readonly mailActionHours: number;
}

export class NotifySettingsError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number | undefined, min: number, max: number): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new NotifySettingsError(`环境变量 ${name}=${text} 无效：应为 ${min}–${max} 之间的整数`);
  return value;
}

export function readNotifySettings(env: NodeJS.ProcessEnv, host: string, port: number): NotifySettings {
  const smtpUrl = env['SMTP_URL'] || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) throw new NotifySettingsError('环境变量 SMTP_URL 无效：应以 smtp:// 或 smtps:// 开头');
  const publicUrl = (env['PUBLIC_URL'] || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(publicUrl)) throw new NotifySettingsError(`环境变量 PUBLIC_URL=${publicUrl} 无效：应以 http:// 或 https:// 开头`);
  const mailFrom = env['MAIL_FROM'] || '审批流 <no-reply@localhost>';
  const digestHour = integer(env, 'DIGEST_HOUR', undefined, 0, 23);
  return {
    ...(smtpUrl ? { smtpUrl } : {}),
    mailFrom,
    publicUrl,
    retryBaseMs: integer(env, 'DELIVERY_RETRY_SECONDS', 30, 1, 86_400)! * 1000,
    maxAttempts: integer(env, 'DELIVERY_MAX_ATTEMPTS', 6, 1, 50)!,
    ...(digestHour !== undefined ? { digestHour } : {}),
    mailActionHours: integer(env, 'MAIL_ACTION_HOURS', 72, 1, 24 * 365)!,
  };
}
