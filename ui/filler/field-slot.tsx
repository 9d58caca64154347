import { memo, useCallback, useMemo } from 'react';
import { EMPTY, map, distinctUntilChanged } from 'rxjs';
import type { Control } from '../../domain/model/control';
import type { FieldState, FillSession } from '../../application/filler/fill-session';
import { ControlView } from '../controls/control-view';
import type { ControlContext } from '../controls/control-props';
import { useObservableValue } from '../hooks/use-observable-value';

interface FieldSlotProps {
  session: FillSession;
  control: Control;
  user?: { name: string; employeeNumber: string };
}


/** The id of the control a date's bounds are linked to, if any (its value changes this field's bounds). */
function linkedDateId(control: Control): string | undefined {
  const t = control.config?._timeConfig;
  if (!t) return undefined;
  if (t.start?.type === 'linkedControl') return t.start.controlId;
  if (t.end?.type === 'linkedControl') return t.end.controlId;
  return undefined;
}

/**
 * One field bound to its own stream: a keystroke in another field never re-renders this one. A date whose
 * bounds follow another date also listens to that date.
 */
export const FieldSlot = memo(function FieldSlot({ session, control, user }: FieldSlotProps) {
  const state = useObservableValue(session.field$(control.id), session.fieldState(control.id));
  const linkedId = linkedDateId(control);
  const linked$ = useMemo(() => (linkedId ? session.field$(linkedId).pipe(map((s) => s.value), distinctUntilChanged()) : EMPTY), [session, linkedId]);
  const linkedValue = useObservableValue(linked$, undefined as unknown);
  const onChange = useCallback((value: unknown) => session.change(control.id, value), [session, control.id]);
  const onBlur = useCallback(() => session.blur(control.id), [session, control.id]);
  const onCellBlur = useCallback(() => session.blur(control.id), [session, control.id]);
  const context = useMemo<ControlContext>(() => ({
    form: session.form,
    user,
    values: linkedId ? { [linkedId]: linkedValue } : undefined,
    note: state.note,
    cellErrors: state.cellErrors,
    billsCount: state.bills,
    onCellBlur,
  }), [session, user, linkedId, linkedValue, state.note, state.cellErrors, state.bills, onCellBlur]);
  if (!state.visible) return null;
  return (
    <ControlView control={control} value={state.value} error={state.error} mode="fill" onChange={onChange} onBlur={onBlur} context={context} />
  );
});
