import { useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { FlowDesignerSession, type FlowDesignerState } from '../../application/designer/flow-designer-session';
import type { NodeNames } from '../../domain/flow';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

/** The flow designer use case (one per app, beside DesignerSession). */
export function useFlowSession(): FlowDesignerSession {
  return useService(FlowDesignerSession);
}

/** A slice of the flow designer's state; re-renders only when the slice changes. `selector` must be stable. */
export function useFlowSelector<T>(selector: (state: FlowDesignerState) => T): T {
  const session = useFlowSession();
  const stream = useMemo(() => session.state$.pipe(map(selector), distinctUntilChanged()), [session, selector]);
  return useObservableValue(stream, selector(session.snapshot));
}

/** Names for the cards' summaries (members, departments, roles, control titles). */
export function useFlowNames(): NodeNames {
  const session = useFlowSession();
  return useObservableValue(session.names$, session.names());
}
