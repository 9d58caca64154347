import { useEffect, useState } from 'react';
import { FillSessionFactory, type LaunchQuery } from '../../application/filler/fill-session-factory';
import type { FillSession } from '../../application/filler/fill-session';
import { failureText } from '../../application/shared/failure-text';
import { fillerMessages } from '../../application/filler/filler-messages';
import { useService } from '../hooks/use-service';
import { preloadControlComponents } from '../controls/registry';

export type SessionLoad =
  | { status: 'loading' }
  | { status: 'ready'; session: FillSession }
  | { status: 'error'; message: string };

/** Opens the fill session of a launch query; closes it (saving the draft) when the page goes away. */
export function useFillSession(query: LaunchQuery): SessionLoad {
  const factory = useService(FillSessionFactory);
  const [load, setLoad] = useState<SessionLoad>({ status: 'loading' });
  const { id, isFeedBack, modelName } = query;
  useEffect(() => {
    let live = true;
    let opened: FillSession | undefined;
    // The draft is saved as the page goes away or out of sight (issue 18, item 5): a reload at once after
    // typing, a closed tab, a switch to another app on a phone (where pagehide may never come).
    const flush = () => { void opened?.flushDraft(); };
    const flushWhenHidden = () => { if (document.visibilityState === 'hidden') flush(); };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    // The form's control components load with the session (each type is its own chunk), so the form
    // renders in one go.
    factory.open({ id, isFeedBack, modelName }).then(
      async (session) => {
        await preloadControlComponents(session.form.controls).catch(() => undefined);
        if (!live) { session.close(); return; }
        opened = session;
        setLoad({ status: 'ready', session });
      },
      (error: unknown) => {
        if (live) setLoad({ status: 'error', message: describe(error) });
      },
    );
    return () => {
      live = false;
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      opened?.close();
    };
  }, [factory, id, isFeedBack, modelName]);
  return load;
}

/** Why the form did not open, as the page says it (the server's Chinese message, never an English one). */
function describe(error: unknown): string {
  return failureText(error, fillerMessages.formNotFound);
}
