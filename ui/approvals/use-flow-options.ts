import { useEffect, useMemo } from 'react';
import { FlowCatalog } from '../../application/approvals/flow-catalog';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

/** The flows for the lists' flow filter, loaded once from the catalog. */
export function useFlowOptions(): Array<{ value: string; label: string }> {
  const catalog = useService(FlowCatalog);
  const state = useObservableValue(catalog.state$, catalog.getSnapshot());
  useEffect(() => {
    if (catalog.getSnapshot().categories.length === 0 && !catalog.getSnapshot().loading) void catalog.load();
  }, [catalog]);
  return useMemo(
    () => state.categories.flatMap((c) => c.models.map((m) => ({ value: m.id, label: m.name }))),
    [state.categories],
  );
}
