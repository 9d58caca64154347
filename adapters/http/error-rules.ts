import type { ApiErrorNotice, SessionEnd } from '../../application/ports/api-errors';
import { BACK_LOGIN_CODE, NETWORK_ERROR_CODE, type ApiFailure } from '../../application/ports/api-failure';
import { ApiMessages } from './api-messages';

/** What to do about one failure: a message to show and/or a session end. Pure, so each rule is testable. */
export interface FailureReaction {
  readonly notice?: ApiErrorNotice;
  readonly sessionEnd?: SessionEnd;
}

const CHINESE = /[\u4e00-\u9fff]/;

/** The server's message: data.msg, data.message or data.error (or the body itself when it is text). */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() === '' ? undefined : data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const key of ['msg', 'message', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/**
 * Spec 8 generic handler: msg / message / error, else 请求失败 — and only Chinese reaches the user (issue 18 for
 * 400, issue 32 item 14 for every code: a 404 "Not Found" or 409 "Conflict" is 请求失败 too; the client logs it).
 */
export function genericMessage(data: unknown): string {
  const message = serverMessage(data);
  return message && CHINESE.test(message) ? message : ApiMessages.requestFailed;
}

/**
 * A 500 that reports the server read the user of a null session, e.g.
 * "TypeError: Cannot read properties of null (reading 'user')": the session is gone.
 */
export function isNullUserTypeError(data: unknown): boolean {
  const text = serverMessage(data) ?? (typeof data === 'object' && data !== null ? JSON.stringify(data) : '');
  return /TypeError/.test(text) && /null/i.test(text) && /user/i.test(text);
}

/** Spec 8 global handler, then the generic handler for every other code. */
export function reactToFailure(failure: ApiFailure): FailureReaction {
  const { code, data } = failure;
  switch (code) {
    case BACK_LOGIN_CODE:
      // The parent window is told by the client itself (backLogin); the app goes to /login, which says 登录已过期
      // (issue 39: the real server's answer without a valid session). Drafts are flushed on the session end.
      return { sessionEnd: { reason: 'loginExpired', redirectTo: '/login' } };
    case 400:
      return { notice: { level: 'error', code, text: genericMessage(data) } };
    case 500:
      if (isNullUserTypeError(data)) {
        return {
          notice: { level: 'warning', code, text: ApiMessages.loginExpired },
          sessionEnd: { reason: 'loginExpired', redirectTo: '/login' },
        };
      }
      return { notice: { level: 'error', code, text: ApiMessages.serverError } };
    case 502:
    case 503:
    case NETWORK_ERROR_CODE:
      return {};
    default:
      return { notice: { level: 'error', code, text: genericMessage(data) } };
  }
}
