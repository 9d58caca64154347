import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from 'antd';

interface State { error?: Error }

/**
 * Catches what a page throws while rendering, including a chunk that failed to download (offline, a new
 * deployment): the user sees why and can retry, and the top bar and navigation stay usable.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面渲染失败', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = /Loading (CSS )?chunk|ChunkLoadError|Failed to fetch dynamically imported module/i.test(`${error.name} ${error.message}`);
    return (
      <div className="route-error" style={{ padding: 24 }}>
        <Alert
          type="error"
          showIcon
          title={chunk ? '页面加载失败，请检查网络后重试' : '页面出错了'}
          description={chunk ? undefined : error.message}
          action={<Button size="small" onClick={() => window.location.reload()}>重新加载</Button>}
        />
      </div>
    );
  }
}
