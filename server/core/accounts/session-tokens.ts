/**
 * The SessionTokens port: a session's cookie value is a long random token, and the database keeps only its
 * digest, so a copy of the database does not sign anyone in (server/node/crypto-session-tokens.ts).
 */
export interface SessionTokens {
  /** A new unguessable token (a new one at every sign-in). */
  issue(): string;
  /** The stored key of a token (its SHA-256). */
  keyOf(token: string): string;
}
