import { createHash, randomBytes } from 'node:crypto';
import type { SessionTokens } from '../core/accounts/session-tokens';

/** 256 random bits as the cookie's value; the database keeps their SHA-256. */
export const cryptoSessionTokens: SessionTokens = {
  issue: () => randomBytes(32).toString('base64url'),
  keyOf: (token) => createHash('sha256').update(token).digest('hex'),
};
