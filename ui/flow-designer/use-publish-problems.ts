import { useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { FlowPublisher } from '../../application/designer/flow-publisher';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

const NONE: ReadonlySet<string> = new Set();

/** Nodes and branches named by the last 发布's problems (outlined red on the canvas). */
export function usePublishProblemIds(): ReadonlySet<string> {
  const publisher = useService(FlowPublisher);
  const stream = useMemo(() => publisher.state$.pipe(
    map((s) => s.problems),
    distinctUntilChanged(),
    map((problems) => (problems.length === 0 ? NONE : new Set(problems.filter((p) => p.tab === 'flowEditor').map((p) => p.targetId)))),
  ), [publisher]);
  return useObservableValue(stream, NONE);
}
