import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** Shown instead of the children once they failed; gets a retry that renders them again. */
  fallback: (retry: () => void, error: Error) => ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/**
 * Contains the failure of a piece loaded on demand (a chunk lost to the network) to that piece: a toast host,
 * a floating button, one form field. Without it the error would unmount the whole app.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError?.(error);
  }

  private readonly retry = () => this.setState({ error: undefined });

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(this.retry, error) : this.props.children;
  }
}
