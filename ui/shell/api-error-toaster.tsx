import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiErrors } from '../../application/ports/api-errors';
import { SessionApi } from '../../application/ports/session-api';
import { useService } from '../hooks/use-service';
import { useAppMessage } from '../hooks/app-message';

/**
 * Shows what the HTTP layer publishes (spec 8) with antd message, and follows session ends to /login, telling it
 * why (logged out, or the session expired) and where the user was, to return there after signing in again.
 */
export function ApiErrorToaster() {
  const apiErrors = useService<ApiErrors>(ApiErrors);
  const session = useService<SessionApi>(SessionApi);
  const message = useAppMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  // A session can only expire after someone was signed in: a first visit without a session just says 请登录.
  const signedIn = useRef(false);
  useEffect(() => {
    const user = session.user$.subscribe((u) => { if (u) signedIn.current = true; });
    const errors = apiErrors.errors$.subscribe((notice) => {
      if (notice.level === 'warning') void message.warning(notice.text);
      else void message.error(notice.text);
    });
    const ends = apiErrors.sessionEnded$.subscribe((end) => {
      if (!('redirectTo' in end)) return;
      const { pathname, search } = here.current;
      // Several calls fail at once when a session ends: the first one navigates.
      if (pathname === end.redirectTo) return;
      const reason = end.reason === 'loginExpired' && !signedIn.current ? undefined : end.reason;
      signedIn.current = false;
      navigate(end.redirectTo, { state: { sessionEnd: reason, from: end.reason === 'logout' ? undefined : `${pathname}${search}` } });
    });
    return () => {
      user.unsubscribe();
      errors.unsubscribe();
      ends.unsubscribe();
    };
  }, [apiErrors, session, message, navigate]);
  return null;
}
