import * as argon2 from 'argon2';
import type { PasswordHasher } from '../core/accounts/password-hasher';

/** argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane): ~50 ms a hash on one core. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2PasswordHasher: PasswordHasher = {
  hash: (password) => argon2.hash(password, OPTIONS),
  async verify(encoded, password) {
    try {
      return await argon2.verify(encoded, password);
    } catch {
      return false;
    }
  },
};
