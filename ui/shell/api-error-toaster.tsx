import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiErrors } from '../../application/ports/api-errors';
import { useService } from '../hooks/use-service';
import { useAppMessage } from '../hooks/app-message';

/** Shows what the HTTP layer publishes (spec 8) with antd message, and follows session ends to /login. */
export function ApiErrorToaster() {
  const apiErrors = useService<ApiErrors>(ApiErrors);
  const message = useAppMessage();
  const navigate = useNavigate();
  useEffect(() => {
    const errors = apiErrors.errors$.subscribe((notice) => {
      if (notice.level === 'warning') void message.warning(notice.text);
      else void message.error(notice.text);
    });
    const ends = apiErrors.sessionEnded$.subscribe((end) => {
      // The login page says why the user is there (logged out, or the session expired).
      if ('redirectTo' in end) navigate(end.redirectTo, { state: { sessionEnd: end.reason } });
    });
    return () => {
      errors.unsubscribe();
      ends.unsubscribe();
    };
  }, [apiErrors, message, navigate]);
  return null;
}
