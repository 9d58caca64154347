import { useEffect } from 'react';
import { MyRights, type MyRightsState } from '../../application/shell/my-rights';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

/** What the signed-in person may administer, from the backend (get_my_rights), kept fresh. */
export function useMyRights(): MyRightsState {
  const rights = useService(MyRights);
  useEffect(() => { rights.start(); }, [rights]);
  return useObservableValue(rights.state$, rights.getSnapshot());
}
