import { useEffect } from 'react';
import type { DesignerState } from '../../application/designer/designer-session';
import { useDesignerSelector, useDesignerSession } from '../designer/use-designer';

const loadSlice = (s: DesignerState) => ({ status: s.status, modelId: s.modelId, error: s.error });

/**
 * Loads the design of `/flow-set/:id/` unless the session already holds it (switching tabs keeps unsaved
 * work); returns whether it is ready, or why it is not.
 */
export function useDesignLoaded(modelId: string): { ready: boolean; failed: string | undefined; retry: () => void } {
  const designer = useDesignerSession();
  const { status, modelId: loaded, error } = useDesignerSelector(loadSlice);
  useEffect(() => {
    const snapshot = designer.snapshot;
    if (snapshot.modelId !== modelId || snapshot.status === 'error' || snapshot.status === 'idle') void designer.load(modelId);
  }, [designer, modelId]);
  return {
    ready: status === 'ready' && loaded === modelId,
    failed: status === 'error' ? error ?? '加载失败' : undefined,
    retry: () => void designer.load(modelId),
  };
}
