import { Button, Card } from 'antd';
import { StatusResult } from './status-result';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionEnd } from '../../application/ports/api-errors';

/** What /login says, by why the session ended (the state ApiErrorToaster navigates with). */
export const LOGIN_TEXTS = {
  logout: { title: '您已退出登录', subTitle: '如需继续使用，请重新登录。' },
  loginExpired: { title: '登录已过期', subTitle: '请重新登录后继续操作，您填写的内容已自动保存为草稿。' },
  // Opened directly (a bookmark, a reload): nothing ended here, so nothing is claimed about a draft.
  none: { title: '请登录', subTitle: '登录后即可继续使用审批流。' },
} as const;

function textsFor(reason: unknown) {
  return reason === 'logout' || reason === 'loginExpired' ? LOGIN_TEXTS[reason satisfies SessionEnd['reason']] : LOGIN_TEXTS.none;
}

/** /login: where a logout or an expired session lands (spec 6/8); says which of the two happened. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { sessionEnd?: unknown } | null };
  const texts = textsFor(state?.sessionEnd);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 420 }}>
        <StatusResult
          status="info"
          title={texts.title}
          subTitle={texts.subTitle}
          extra={<Button type="primary" onClick={() => navigate('/flowapplicationcenter')}>重新登录</Button>}
        />
      </Card>
    </div>
  );
}
