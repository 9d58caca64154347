import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DemoStore } from '../core/store/demo-store';

/** The decisions a mail may carry as one-click links. */
export type MailAction = 'approve' | 'reject';

/** What a link is bound to: one task of one person, one decision, a time limit, a single use (`nonce`). */
export interface MailActionClaim {
  readonly instanceId: string;
  /** The engine's task id. */
  readonly taskId: string;
  readonly userId: string;
  readonly action: MailAction;
  /** Expiry, ms since the epoch. */
  readonly expires: number;
  readonly nonce: string;
}

/** settings row: the signing key, made once and shared by every server process of the database. */
export const MAIL_ACTION_SECRET_SETTING = 'mailActionSecret';

/** The signing key of the database (made on first use). */
export async function mailActionSecret(store: DemoStore): Promise<string> {
  return store.write(async (tx) => {
    const found = (await tx.settings.get(MAIL_ACTION_SECRET_SETTING))?.value;
    if (typeof found === 'string' && found.length >= 32) return found;
    const made = randomBytes(32).toString('base64url');
    await tx.settings.put({ key: MAIL_ACTION_SECRET_SETTING, value: made });
    return made;
  });
}

const sign = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

/** A signed token: base64url(JSON claim) "." HMAC-SHA256. */
export function issueMailAction(secret: string, claim: Omit<MailActionClaim, 'nonce'>): string {
  const payload = Buffer.from(JSON.stringify({ ...claim, nonce: randomUUID() })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck = { ok: true; claim: MailActionClaim } | { ok: false; reason: 'forged' | 'expired' };

/** The claim of a token whose signature holds and whose time has not passed. */
export function readMailAction(secret: string, token: string, now = Date.now()): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let claim: MailActionClaim;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as MailActionClaim;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (typeof claim.expires !== 'number' || claim.expires < now) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}
