import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * Reads the latest value of an RxJS stream, tear-free, through useSyncExternalStore.
 * The stream should replay its current value on subscribe (a BehaviorSubject or shareReplay(1));
 * `initial` is shown until it emits.
 */
export function useObservableValue<T>(source$: Observable<T>, initial: T): T {
  const latest = useRef<{ source: Observable<T>; value: T }>({ source: source$, value: initial });
  if (latest.current.source !== source$) latest.current = { source: source$, value: initial };

  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source$.subscribe((value) => {
        if (latest.current.source === source$ && Object.is(latest.current.value, value)) return;
        latest.current = { source: source$, value };
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    [source$],
  );
  const getSnapshot = useCallback(() => latest.current.value, []);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
