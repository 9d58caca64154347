import { useEffect, useMemo } from 'react';
import { InstanceLists, type InstanceList, type InstanceListKind, type InstanceListState } from '../../application/approvals/instance-list';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

/** One list of the session and its state; it reloads (keeping filters and page) whenever the page mounts. */
export function useInstanceList(kind: InstanceListKind, owner = 'page'): [InstanceList, InstanceListState] {
  const lists = useService(InstanceLists);
  const list = useMemo(() => lists.list(kind, owner), [lists, kind, owner]);
  const state = useObservableValue(list.state$, list.getSnapshot());
  useEffect(() => {
    void list.load();
  }, [list]);
  return [list, state];
}
