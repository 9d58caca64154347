import { AxiosError, isCancel } from 'axios';
import { BACK_LOGIN_CODE, NETWORK_ERROR_CODE, type ApiFailure } from '../../application/ports/api-failure';

/** A failure the caller caused by cancelling; never shown and never retried. */
export interface CancelledFailure extends ApiFailure {
  readonly cancelled: true;
}

/** Spec 7: every error becomes {config, code, data}; code is the HTTP status, 1024 without a response. */
export function normaliseError(error: unknown, fallbackConfig: ApiFailure['config']): ApiFailure {
  if (isCancel(error)) {
    const cancelled: CancelledFailure = { config: fallbackConfig, code: NETWORK_ERROR_CODE, data: undefined, cancelled: true };
    return cancelled;
  }
  if (error instanceof AxiosError) {
    const config = { url: error.config?.url ?? fallbackConfig.url, method: (error.config?.method ?? fallbackConfig.method)?.toUpperCase() };
    if (error.response) return { config, code: sessionEndCode(error.response.status, error.response.data), data: error.response.data };
    return { config, code: NETWORK_ERROR_CODE, data: { message: error.message, timeout: error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' } };
  }
  return { config: fallbackConfig, code: NETWORK_ERROR_CODE, data: { message: error instanceof Error ? error.message : String(error) } };
}

/**
 * The real server answers a call without a valid session with HTTP 401 and the envelope code 40000 (issue 39):
 * that is the session end of spec 7 (code 40000), not an ordinary 401.
 */
function sessionEndCode(status: number, data: unknown): number {
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return status === 401 && code === BACK_LOGIN_CODE ? BACK_LOGIN_CODE : status;
}

export function isCancelled(failure: ApiFailure): boolean {
  return (failure as Partial<CancelledFailure>).cancelled === true;
}
