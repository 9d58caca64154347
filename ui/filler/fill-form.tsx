import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Control } from '../../domain/model/control';
import type { FillSession } from '../../application/filler/fill-session';
import { useObservableValue } from '../hooks/use-observable-value';
import { FieldSlot } from './field-slot';
import { estimateRowHeight, layoutRows } from './form-rows';
import { VirtualRows } from './virtual-rows';
import { useIsPhone } from '../hooks/use-is-phone';

interface FillFormProps {
  session: FillSession;
  user?: { name: string; employeeNumber: string };
}

const rowKey = (row: readonly Control[]) => row[0].id;

/**
 * The applicant's form: visible controls laid out in rows by width, windowed (only rows on screen render).
 * After a submit with errors it scrolls to the first one and focuses it.
 */
export function FillForm({ session, user }: FillFormProps) {
  // Seeded with the current ids: the first frame already shows the form, not an empty list.
  const visibleIds = useObservableValue(session.visibleIds$, session.visibleIdsSnapshot);
  const state = useObservableValue(session.state$, session.snapshot);
  const byId = useMemo(() => new Map(session.form.controls.map((c) => [c.id, c] as const)), [session]);
  // One column on a phone: half-width fields side by side would be 170 px wide.
  const oneColumn = useIsPhone();
  const rows = useMemo(() => layoutRows(visibleIds.map((id) => byId.get(id)!).filter(Boolean), oneColumn), [visibleIds, byId, oneColumn]);
  const [scrollTo, setScrollTo] = useState<{ index: number; token: number } | undefined>(undefined);

  useEffect(() => {
    if (!state.errorRound || !state.firstErrorId) return;
    const index = rows.findIndex((row) => row.some((c) => c.id === state.firstErrorId));
    setScrollTo({ index, token: state.errorRound });
    // Only a new round of errors scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.errorRound]);

  const focusFirstError = useCallback(() => {
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>(`[data-control-id="${CSS.escape(state.firstErrorId ?? '')}"]`);
      if (!el) return;
      el.scrollIntoView({ block: 'center' });
      el.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])')?.focus({ preventScroll: true });
    });
  }, [state.firstErrorId]);

  const renderRow = useCallback(
    (row: readonly Control[]) => row.map((control) => <FieldSlot key={control.id} session={session} control={control} user={user} />),
    [session, user],
  );

  return (
    <div className="fill-form">
      <VirtualRows rows={rows} rowKey={rowKey} estimate={estimateRowHeight} renderRow={renderRow} scrollTo={scrollTo} onScrolled={focusFirstError} />
    </div>
  );
}
