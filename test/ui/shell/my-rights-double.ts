import { BehaviorSubject } from 'rxjs';
import type { RightKind } from '../../../domain/permissions';
import { ALL_FLOWS, NO_FLOWS } from '../../../domain/permissions';
import type { MyRights, MyRightsState } from '../../../application/shell/my-rights';

/** A stand-in for MyRights answering as the backend would for a person holding `kinds` (over `flowModelIds`). */
export function myRightsDouble(kinds: readonly RightKind[], flowModelIds: readonly string[] = []) {
  const state = new BehaviorSubject<MyRightsState>({
    status: 'ready',
    rights: { userId: 'u', kinds, flowScope: kinds.includes('system') ? ALL_FLOWS : NO_FLOWS, flowModelIds },
  });
  const double = { state$: state.asObservable(), getSnapshot: () => state.value, start: () => undefined, stop: () => undefined, refresh: () => undefined };
  return { service: double as unknown as MyRights, state };
}

export const EVERY_RIGHT: readonly RightKind[] = ['system', 'flow', 'api', 'formValue', 'dataTable', 'timingTask', 'operationLog'];
