import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { InboxCenter } from '../../application/inbox/inbox-center';
import type { InboxKind, InboxNotice } from '../../application/ports/inbox-api';
import { InstanceDrawer } from '../approvals/instance-drawer';
import { formatTime } from '../approvals/format-time';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';

const KIND_COLORS: Readonly<Record<InboxKind, string>> = {
  newTask: 'blue', approved: 'green', rejected: 'red', returned: 'orange', transferred: 'geekblue',
  addedSigner: 'purple', cc: 'cyan', urged: 'volcano', timeout: 'magenta', mentioned: 'gold',
};

/**
 * 消息中心 (issue 40): the signed-in person's notices, newest first; opening one reads it and opens the instance;
 * 全部已读. The page of the top bar's bell, of the phone's 我的 and of the links in mails (`?instanceId=`).
 */
export default function InboxPage() {
  const inbox = useService(InboxCenter);
  const page = useObservableValue(inbox.page$, undefined);
  // A mail's link (`/messages?instanceId=…`) opens its instance at once.
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | undefined>(() => params.get('instanceId') ?? undefined);
  useEffect(() => {
    inbox.start();
    inbox.refresh();
  }, [inbox]);
  const open = (notice: InboxNotice) => {
    setOpenId(notice.instanceId);
    void inbox.open(notice).catch(() => undefined);
  };
  return (
    <PageFrame title="消息中心" extra={<Button disabled={!page?.unread} onClick={() => void inbox.markAllRead().catch(() => undefined)}>全部已读</Button>}>
      {!page ? <Skeleton active /> : page.list.length === 0 ? <Empty description="暂无消息" /> : (
        <ul className="inbox-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {page.list.map((notice) => (
            <li key={notice.id} className={notice.read ? 'inbox-item inbox-item-read' : 'inbox-item inbox-item-unread'} data-kind={notice.kind}
              style={{ borderBottom: '1px solid #f0f0f0', opacity: notice.read ? 0.65 : 1 }}>
              <button type="button" onClick={() => open(notice)}
                style={{ display: 'block', width: '100%', padding: '12px 4px', border: 0, background: 'none', textAlign: 'left', cursor: 'pointer', font: 'inherit' }}>
                <span style={{ display: 'block' }}>
                  {!notice.read && <span aria-label="未读" style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: '#ff4d4f', marginRight: 8 }} />}
                  <Tag color={KIND_COLORS[notice.kind]}>{notice.label}</Tag>
                  {notice.title}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatTime(notice.createdAt)}</Typography.Text>
              </button>
            </li>
          ))}
        </ul>
      )}
      <InstanceDrawer instanceId={openId} onClose={() => setOpenId(undefined)} />
    </PageFrame>
  );
}
