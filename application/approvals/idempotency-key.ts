/**
 * A fresh idempotency key. A command keeps its key until it succeeds, so a retry after a timeout or a
 * double click cannot approve or submit twice.
 */
export function newIdempotencyKey(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
