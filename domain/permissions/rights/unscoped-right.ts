import type { AdminRight, RightKind } from '../admin-right';

/** A right held as a whole (no scope): holding it is enough for every call it guards. */
export function unscopedRight(kind: RightKind, name: string, description: string, refusal: string): AdminRight {
  return { kind, name, description, refusal, scoped: false, covers: () => true };
}
