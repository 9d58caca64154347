import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { FillSession, LaunchExtras, SessionState } from '../../application/filler/fill-session';
import { fillerMessages } from '../../application/filler/filler-messages';
import { useAppMessage } from '../hooks/app-message';

/**
 * The submit button: disabled while a submission is in flight (the session also refuses a second one);
 * success goes to /mySubmitFlow. A route error of the flow (issue 17) refuses the submission with its message.
 */
export function SubmitBar({ session, state, extras }: { session: FillSession; state: SessionState; extras?: () => LaunchExtras }) {
  const message = useAppMessage();
  const navigate = useNavigate();
  const busy = state.status !== 'editing';
  const submit = async () => {
    const result = await session.submit(extras?.());
    if (result.ok) {
      void message.success(fillerMessages.submitSucceeded);
      navigate('/mySubmitFlow');
    } else if (result.reason === 'invalid') {
      void message.error(fillerMessages.fixErrors);
    } else if (result.reason === 'failed') {
      void message.error(result.message);
    }
  };
  return (
    <div className="submit-bar" style={{ position: 'sticky', bottom: 0, zIndex: 5, background: '#fff', borderTop: '1px solid #f0f0f0', padding: '12px 16px', marginTop: 16, textAlign: 'center' }}>
      <Space>
        <Button onClick={() => navigate(-1)} disabled={busy}>取消</Button>
        <Button type="primary" className="submit-button" loading={state.status === 'submitting'} disabled={busy} onClick={() => void submit()}>
          提交
        </Button>
      </Space>
    </div>
  );
}
