import { useEffect, useMemo } from 'react';
import { FillSessionFactory } from '../../application/filler/fill-session-factory';
import type { FillSession } from '../../application/filler/fill-session';
import type { LaunchRoute } from '../../application/filler/launch-route';
import { useService } from '../hooks/use-service';

/** The route preview of a launch (undefined when the flow has none): started with the page, stopped after. */
export function useLaunchRoute(session: FillSession): LaunchRoute | undefined {
  const factory = useService(FillSessionFactory);
  const route = useMemo(() => factory.routeOf(session), [factory, session]);
  useEffect(() => {
    void route?.start();
    return () => route?.stop();
  }, [route]);
  return route;
}
