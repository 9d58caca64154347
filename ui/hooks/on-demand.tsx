import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { LoadBoundary } from './load-boundary';

/** What a piece shows when its chunk could not be downloaded: the reason and 重试 (a new download). */
function PieceLoadFailed({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <div className="piece-load-failed" role="alert" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8, color: '#ff4d4f' }}>
      {what}加载失败
      <Button size="small" onClick={onRetry}>重试</Button>
    </div>
  );
}

export type OnDemand<P extends object> = ComponentType<P & { fallback?: ReactNode }> & { preload(): Promise<unknown> };

/**
 * A part of a page that is not on its first screen (the desktop table on a phone, the instance view before a tap,
 * the filter sheet): its code is a chunk of its own, downloaded when the part is first shown (or `preload`ed).
 * A chunk lost to the network shows 「{what}加载失败」 with 重试 in its place, not an error page.
 */
export function onDemand<P extends object>(what: string, load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => {
    loaded = component;
    return component;
  });
  function Piece({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // Once the chunk is in, a new mount renders the part directly: React.lazy would suspend once more and keep
    // the fallback up for its 300 ms reveal throttle (a tap on a card would wait for nothing).
    const [direct] = useState(() => loaded);
    const [attempt, setAttempt] = useState(0);
    // One lazy component per attempt: React.lazy keeps a failed download failed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const Loaded = useMemo(() => lazy(() => preload().then((component) => ({ default: component }))), [attempt]);
    if (direct) {
      const Direct = direct;
      return <Direct {...(props as P)} />;
    }
    return (
      <LoadBoundary fallback={(retry) => <PieceLoadFailed what={what} onRetry={() => { setAttempt((n) => n + 1); retry(); }} />}>
        <Suspense fallback={fallback}>
          <Loaded {...(props as P)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(Piece, { preload });
}
