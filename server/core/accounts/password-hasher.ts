/** The PasswordHasher port: argon2id on the Node server (server/node/argon2-password-hasher.ts). */
export interface PasswordHasher {
  /** The encoded hash of `password`, with a new random salt. */
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `encoded` was made from (false for a malformed hash). */
  verify(encoded: string, password: string): Promise<boolean>;
}
