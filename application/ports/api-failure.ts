/**
 * Every failed call rejects with this normalised shape (spec 7 "Base client"):
 * `code` is the HTTP status, 1024 for a network error or timeout, 40000 for an expired session,
 * the envelope's own `code` when the server answered 2xx with a non-zero code, and 0 when the
 * client could not even send the request (missing host).
 */
export interface ApiFailure {
  readonly config: { readonly url?: string; readonly method?: string };
  readonly code: number;
  readonly data: unknown;
}

/** The code used when no response came back (network error, timeout). */
export const NETWORK_ERROR_CODE = 1024;
/** The envelope code that means "session expired, go back to the portal login". */
export const BACK_LOGIN_CODE = 40000;

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'code' in error && 'config' in error && 'data' in error
    && typeof (error as { code: unknown }).code === 'number';
}

/**
 * The failures a use case may react to, by what they mean rather than by a status: the adapters reject with
 * one of these (still the {config, code, data} of spec 7), and use cases and pages ask `instanceof`, never a
 * number. Anything else rejects as a plain ApiFailure.
 */
abstract class TypedFailure implements ApiFailure {
  constructor(readonly config: ApiFailure['config'], readonly code: number, readonly data: unknown) {}

  /** The same failure as this type (what the adapters do with the normalised shape). */
  static from<T extends TypedFailure>(this: new (config: ApiFailure['config'], code: number, data: unknown) => T, failure: ApiFailure): T {
    return new this(failure.config, failure.code, failure.data);
  }
}

/** Someone else changed the thing first (a stale version): load the latest, then save again. */
export class ConflictFailure extends TypedFailure {}
/** The thing asked for does not exist (or no longer does). */
export class NotFoundFailure extends TypedFailure {}
/** The signed-in person may not see or do this. */
export class ForbiddenFailure extends TypedFailure {}
/** The server refused what was sent (a rule it checks, a missing field). */
export class InvalidFailure extends TypedFailure {}
/** No answer came back (network down, timeout): trying again later may work. */
export class OfflineFailure extends TypedFailure {}
