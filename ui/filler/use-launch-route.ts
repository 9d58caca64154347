import { useEffect, useState } from 'react';
import { FillSessionFactory } from '../../application/filler/fill-session-factory';
import type { FillSession } from '../../application/filler/fill-session';
import type { LaunchRoute } from '../../application/filler/launch-route';
import { useService } from '../hooks/use-service';

/**
 * The route preview of a launch (undefined while the flow engine loads, and when the flow has none): started
 * with the page, stopped after.
 */
export function useLaunchRoute(session: FillSession): LaunchRoute | undefined {
  const factory = useService(FillSessionFactory);
  const [route, setRoute] = useState<LaunchRoute | undefined>();
  useEffect(() => {
    let live = true;
    let started: LaunchRoute | undefined;
    factory.routeOf(session).then((made) => {
      if (!live || !made) return;
      started = made;
      void made.start();
      setRoute(made);
    }, () => undefined);
    return () => {
      live = false;
      started?.stop();
    };
  }, [factory, session]);
  return route;
}
