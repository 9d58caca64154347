import {
  ConflictFailure, ForbiddenFailure, InvalidFailure, NETWORK_ERROR_CODE, NotFoundFailure, OfflineFailure, type ApiFailure,
} from '../../application/ports/api-failure';
import { isCancelled } from './normalise-error';

/** What an HTTP status (or an envelope's code) means to a use case; the only place that reads the numbers. */
const BY_CODE: ReadonlyMap<number, typeof ConflictFailure> = new Map([
  [409, ConflictFailure],
  [404, NotFoundFailure],
  [403, ForbiddenFailure],
  [400, InvalidFailure],
  [422, InvalidFailure],
  [NETWORK_ERROR_CODE, OfflineFailure],
]);

/**
 * The failure as the type the ports declare (ConflictFailure for 409, NotFoundFailure for 404, …), keeping
 * spec 7's {config, code, data}; a cancelled call and any other code stay as they are.
 */
export function typedFailure(failure: ApiFailure): ApiFailure {
  const Type = BY_CODE.get(failure.code);
  return Type && !isCancelled(failure) ? Type.from(failure) : failure;
}
