// @feature-public: the designer's tabs of other features guard unsaved changes through it.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { useDesignerSession } from './use-designer';

/**
 * Warns before leaving the designer with unsaved changes: the browser's own prompt on reload / close, and a
 * confirm dialog for in-app links that leave /flow-set/{id}/ (switching designer tabs keeps the work).
 */
export function useLeaveGuard(modelId: string): void {
  const session = useDesignerSession();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!session.leaveWarning()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const warning = session.leaveWarning();
      if (!warning || event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as HTMLElement | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith(`/flow-set/${modelId}/`)) return;
      event.preventDefault();
      event.stopPropagation();
      void modal.confirm({
        title: warning, okText: '离开', cancelText: '留下',
        onOk: () => navigate(url.pathname + url.search),
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [session, navigate, modal, modelId]);
}
