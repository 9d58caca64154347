import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Input, Skeleton, Space, Switch } from 'antd';
import { InboxApi, type NotifyPreferences } from '../../application/ports/inbox-api';
import { useAppMessage } from '../hooks/app-message';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';

/**
 * 通知设置 (issue 40, user menu): whether mails come, and a quiet time during which they wait. The 消息中心 always
 * keeps every notice.
 */
export default function NotifySettingsPage() {
  const api = useService<InboxApi>(InboxApi);
  const message = useAppMessage();
  const [draft, setDraft] = useState<NotifyPreferences | undefined>();
  const [quiet, setQuiet] = useState({ on: false, from: '22:00', to: '08:00' });
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    api.preferences().then((found) => {
      setDraft(found);
      if (found.quiet) setQuiet({ on: true, ...found.quiet });
    }, () => setDraft({ email: true }));
  }, [api]);
  const save = async () => {
    if (!draft) return;
    setError(undefined);
    try {
      await api.savePreferences({ email: draft.email, ...(quiet.on ? { quiet: { from: quiet.from, to: quiet.to } } : {}) });
      void message.success('通知设置已保存');
    } catch (failure) {
      setError((failure as { message?: string; msg?: string }).msg ?? (failure as Error).message ?? '保存失败');
    }
  };
  return (
    <PageFrame title="通知设置">
      {!draft ? <Skeleton active /> : (
        <Space orientation="vertical" size="middle">
          <label><Switch checked={draft.email} onChange={(email) => setDraft({ ...draft, email })} aria-label="接收邮件通知" /> 接收邮件通知</label>
          <Space wrap>
            <Checkbox checked={quiet.on} onChange={(e) => setQuiet({ ...quiet, on: e.target.checked })}>免打扰时段</Checkbox>
            <Input type="time" aria-label="免打扰开始" value={quiet.from} disabled={!quiet.on} onChange={(e) => setQuiet({ ...quiet, from: e.target.value })} style={{ width: 120 }} />
            至
            <Input type="time" aria-label="免打扰结束" value={quiet.to} disabled={!quiet.on} onChange={(e) => setQuiet({ ...quiet, to: e.target.value })} style={{ width: 120 }} />
          </Space>
          <div style={{ color: 'rgba(0,0,0,0.45)' }}>免打扰时段内的邮件在时段结束后发出；消息中心始终保留全部消息。</div>
          {error && <Alert type="error" title={error} showIcon />}
          <Button type="primary" onClick={() => void save()}>保存</Button>
        </Space>
      )}
    </PageFrame>
  );
}
