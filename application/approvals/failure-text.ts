import { chineseFailureMessage } from '../shell/failure-message';

/**
 * The text of a failed call for places that show a result inline (batch rows, dialogs): the server's
 * msg / message / error when it is Chinese, else the given fallback (issue 18: never English).
 * The global toasts are the HTTP layer's.
 */
export function failureText(error: unknown, fallback: string): string {
  return chineseFailureMessage(error) ?? fallback;
}
