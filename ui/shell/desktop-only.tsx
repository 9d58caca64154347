import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useIsPhone } from '../hooks/use-is-phone';
import { PageFrame } from './page-frame';
import { useDocumentTitle } from './use-document-title';

export const desktopOnlyTexts = {
  title: (what: string) => `${what}需要更宽的屏幕`,
  body: '请在电脑上打开此页面（屏幕宽度至少 768 像素）。在手机上可以发起申请、审批和查看进度。',
  back: '返回审批中心',
} as const;

/** Says plainly on a phone that a page (the designer) needs a wider screen, instead of a broken layout. */
function NeedsWiderScreen({ what }: { what: string }) {
  useDocumentTitle(what);
  const navigate = useNavigate();
  return (
    <PageFrame title={what}>
      <div className="needs-wider-screen" role="status" style={{ textAlign: 'center', padding: '24px 0' }}>
        <p style={{ fontSize: 18, fontWeight: 600, margin: '0 0 8px' }}>{desktopOnlyTexts.title(what)}</p>
        <p style={{ fontSize: 15, color: 'rgba(0, 0, 0, 0.65)', margin: '0 0 24px' }}>{desktopOnlyTexts.body}</p>
        <Button type="primary" block onClick={() => navigate('/flowapplicationcenter')}>{desktopOnlyTexts.back}</Button>
      </div>
    </PageFrame>
  );
}

/** Renders its children from 768 px up; below, the "needs a wider screen" page (the children never load). */
export function DesktopOnly({ what, children }: { what: string; children: ReactNode }) {
  const isPhone = useIsPhone();
  return isPhone ? <NeedsWiderScreen what={what} /> : <>{children}</>;
}
