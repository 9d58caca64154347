import { useEffect } from 'react';
import type { RemoteList, RemoteListState } from '../../application/admin/remote-list';
import { useObservableValue } from '../hooks/use-observable-value';

/** Subscribes to a RemoteList and loads it once on mount. */
export function useRemoteList<T, Q>(list: RemoteList<T, Q>): RemoteListState<T, Q> {
  const state = useObservableValue(list.state$, list.snapshot);
  useEffect(() => {
    void list.load();
  }, [list]);
  return state;
}
