import { Suspense, useMemo, useState } from 'react';
import { Button } from 'antd';
import { LoadBoundary } from '../hooks/load-boundary';
import { bodyOf, type ControlComponent } from './control-lookup';
import type { ControlBodyProps } from './control-props';

/** Stands in (same height as an input) while a control's chunk loads, so the form does not jump. */
function BodyPlaceholder() {
  return <div className="control-loading" aria-busy="true" style={{ minHeight: 32 }} />;
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="control-load-failed" role="alert" style={{ minHeight: 32, display: 'flex', alignItems: 'center', gap: 8, color: '#ff4d4f' }}>
      控件加载失败
      <Button size="small" onClick={onRetry}>重试</Button>
    </div>
  );
}

/**
 * The body of one control: its component (loaded on first use), a placeholder while it loads, and, if its
 * chunk cannot be downloaded, an inline 控件加载失败 with 重试 for that field alone. The rest of the form and
 * every value stay as they are (values live in the session, not in the component).
 */
export function ControlBodySlot({ entry, ...props }: ControlBodyProps & { entry: ControlComponent }) {
  const [attempt, setAttempt] = useState(0);
  // Fixed for the life of the field (per attempt): switching from the lazy stand-in to the loaded component
  // would remount the input, and lose focus, on the next render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Body = useMemo(() => bodyOf(entry), [entry, attempt]);
  return (
    <LoadBoundary
      fallback={(retry) => (
        <LoadFailed onRetry={() => { entry.reset(); setAttempt((n) => n + 1); retry(); }} />
      )}
    >
      <Suspense fallback={<BodyPlaceholder />}>
        <Body {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
