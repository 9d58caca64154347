import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { StatusResult } from './status-result';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionEnd } from '../../application/ports/api-errors';
import { SignInApi } from '../../application/ports/sign-in-api';
import { useOptionalService } from '../hooks/use-optional-service';
import { returnPathOf } from './return-path';

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

interface LoginState { sessionEnd?: unknown; from?: unknown }

const pageStyle = { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' } as const;

/**
 * /login: where a logout or an expired session lands (spec 6/8); says which of the two happened. On the real
 * server (issue 39) it signs in with a username and a password and returns to the page that sent the user here;
 * in the in-browser demo (no passwords) it only leads back into the app.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState | null;
  const texts = textsFor(state?.sessionEnd);
  const signIn = useOptionalService<SignInApi>(SignInApi);
  const query = new URLSearchParams(location.search);
  const returnTo = returnPathOf(state?.from ?? query.get('redirect'));
  // A refused 企业账号登录 comes back here with the server's reason.
  const [error, setError] = useState<string | undefined>(query.get('sso_error') ?? undefined);
  const [busy, setBusy] = useState(false);
  const [singleSignOn, setSingleSignOn] = useState(false);

  useEffect(() => {
    let current = true;
    if (signIn?.available) void signIn.options().then((options) => { if (current) setSingleSignOn(options.singleSignOn); });
    return () => { current = false; };
  }, [signIn]);

  if (!signIn?.available) {
    return (
      <div style={pageStyle}>
        <Card style={{ width: 420 }}>
          <StatusResult
            status="info"
            title={texts.title}
            subTitle={texts.subTitle}
            extra={<Button type="primary" onClick={() => navigate(returnTo)}>重新登录</Button>}
          />
        </Card>
      </div>
    );
  }

  const submit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await signIn.signIn(username.trim(), password);
      void navigate(returnTo, { replace: true });
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : '登录失败，请稍后再试');
      setBusy(false);
    }
  };

  return (
    <div style={pageStyle}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{texts.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{texts.subTitle}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form layout="vertical" requiredMark={false} onFinish={(values: { username: string; password: string }) => void submit(values)}>
          <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" autoFocus placeholder="工号" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>登录</Button>
        </Form>
        {singleSignOn && (
          <Button block style={{ marginTop: 12 }} href={signIn.singleSignOnUrl(returnTo)}>企业账号登录</Button>
        )}
      </Card>
    </div>
  );
}
