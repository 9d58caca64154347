import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import './pull-to-refresh.css';

/** How far (px) the finger must pull the page down, from the top, for a release to refresh. */
export const PULL_THRESHOLD = 64;

export const pullTexts = { pull: '下拉刷新', release: '松开刷新', refreshing: '正在刷新…' } as const;

type Phase = 'idle' | 'pulling' | 'armed' | 'refreshing';

/**
 * Pull to refresh, as phone lists do it: at the top of the page, dragging down shows 下拉刷新, past the
 * threshold 松开刷新, and letting go refreshes (正在刷新… until `onRefresh` settles). Touch only; a mouse or a
 * scrolled page is left alone.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const start = useRef<number | undefined>(undefined);
  const [pull, setPull] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');

  const onTouchStart = (event: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0 || event.touches.length !== 1) return;
    start.current = event.touches[0]!.clientY;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === undefined) return;
    // The finger's travel, damped so the list follows at half speed like a native list.
    const distance = Math.max(0, event.touches[0]!.clientY - start.current) / 2;
    setPull(Math.min(distance, PULL_THRESHOLD * 1.5));
    setPhase(distance >= PULL_THRESHOLD ? 'armed' : distance > 0 ? 'pulling' : 'idle');
  };
  const onTouchEnd = () => {
    if (start.current === undefined) return;
    start.current = undefined;
    if (phase !== 'armed') { setPull(0); setPhase('idle'); return; }
    setPhase('refreshing');
    setPull(PULL_THRESHOLD / 1.5);
    void onRefresh().catch(() => undefined).finally(() => { setPull(0); setPhase('idle'); });
  };

  const text = phase === 'refreshing' ? pullTexts.refreshing : phase === 'armed' ? pullTexts.release : pullTexts.pull;
  return (
    <div className="pull-to-refresh" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div className="pull-indicator" role="status" aria-live="polite" style={{ height: pull }} data-phase={phase}>
        {phase !== 'idle' && text}
      </div>
      {children}
    </div>
  );
}
