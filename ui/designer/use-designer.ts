// @feature-public: the designer's tabs of other features read the designer session through it.
import { useContext, useMemo } from 'react';
import { distinctUntilChanged, map, of } from 'rxjs';
import type { Control } from '../../domain/model/control';
import { DesignerSession, type DesignerState } from '../../application/designer/designer-session';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { ContainerContext } from '../hooks/container-context';
import { DesignerLookups } from '../../application/designer/designer-lookups';

const NONE$ = of(undefined);

/** The designer use case (one per app). */
export function useDesignerSession(): DesignerSession {
  return useService(DesignerSession);
}

export function useDesignerState(): DesignerState {
  const session = useDesignerSession();
  return useObservableValue(session.state$, session.snapshot);
}

/** One control: the component re-renders only when that control changes. */
export function useControl(id: string | undefined): Control | undefined {
  const session = useDesignerSession();
  const stream = useMemo(() => (id ? session.control$(id) : undefined), [session, id]);
  const value = useObservableValue(stream ?? NONE$, id ? session.controlById(id) : undefined);
  return id ? value : undefined;
}

/** The lookups use case, or undefined when the profile binds none of its ports (component tests). */
export function useLookups(): DesignerLookups | undefined {
  const container = useContext(ContainerContext);
  return useMemo(() => {
    try {
      return container?.get(DesignerLookups);
    } catch {
      return undefined;
    }
  }, [container]);
}

function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A slice of the designer state: the component re-renders only when the slice changes (shallow equality), not
 * on every keystroke in the property panel. `selector` must be stable (define it outside the component).
 */
export function useDesignerSelector<T>(selector: (state: DesignerState) => T): T {
  const session = useDesignerSession();
  const stream = useMemo(() => session.state$.pipe(map(selector), distinctUntilChanged(shallowEqual)), [session, selector]);
  const initial = selector(session.snapshot);
  const value = useObservableValue(stream, initial);
  return value;
}
