import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadBoundary } from '../hooks/load-boundary';
import { LoadingLines } from './loading-lines';

// antd's Result carries its 403/404/500 illustrations (~10 KB gzip): loaded only when a result is shown.
const Result = lazy(() => import('antd').then((m) => ({ default: m.Result })));

/** antd Result, loaded on demand: error pages and "not found" states are rare, every route would pay for it. */
export function StatusResult(props: ComponentProps<typeof Result>) {
  // Without its code (offline), the same title, text and actions, unstyled: the message is what matters.
  const plain = (
    <div className="status-result-plain" style={{ padding: 48, textAlign: 'center' }}>
      <h3>{props.title}</h3>
      {props.subTitle && <p>{props.subTitle}</p>}
      {props.extra}
    </div>
  );
  return (
    <LoadBoundary fallback={() => plain}>
      <Suspense fallback={<LoadingLines rows={2} />}>
        <Result {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
