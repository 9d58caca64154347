import { Alert, Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { Loaded } from './use-load';
import './flow-view.css';

interface FlowViewFrameProps<T> {
  readonly loaded: Loaded<T>;
  readonly title: (value: T) => ReactNode;
  readonly extra?: (value: T) => ReactNode;
  readonly notice?: (value: T) => string | undefined;
  readonly children: (value: T) => ReactNode;
  readonly missing?: string;
}

/** The page around a read-only flow drawing (outside the main layout): a title bar, then the canvas. */
export function FlowViewFrame<T>({ loaded, title, extra, notice, children, missing }: FlowViewFrameProps<T>) {
  if (missing) return <Result status="warning" title={missing} />;
  if (loaded.status === 'loading') return <div className="flow-view-centre"><Spin aria-label="正在加载流程" /></div>;
  if (loaded.status === 'failed') {
    return <Result status="error" title={loaded.message} extra={<Button onClick={() => window.location.reload()}>重新加载</Button>} />;
  }
  const text = notice?.(loaded.value);
  return (
    <div className="flow-view">
      <div className="flow-view-head">
        <h1>{title(loaded.value)}</h1>
        {extra?.(loaded.value)}
      </div>
      {text && <Alert type="warning" showIcon banner title={text} />}
      <div className="flow-view-body">{children(loaded.value)}</div>
    </div>
  );
}
