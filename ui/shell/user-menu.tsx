import { useEffect } from 'react';
import { Avatar, Dropdown, Space, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { SessionApi, type DemoIdentity } from '../../application/ports/session-api';
import { useService } from '../hooks/use-service';
import { useObservableValue } from '../hooks/use-observable-value';

const IDENTITY_LABELS: Record<DemoIdentity, string> = { applicant: '申请人', approver: '审批人' };

/** The signed-in user; in the demo profile also the switch between the applicant and approver identities. */
export function UserMenu() {
  const session = useService<SessionApi>(SessionApi);
  const user = useObservableValue(session.user$, undefined);

  useEffect(() => {
    session.load().catch(() => undefined); // a failure is already reported on the error stream
  }, [session]);

  const switchTo = async (identity: DemoIdentity) => {
    await session.switchIdentity(identity);
    // Every list and count belongs to the previous identity: start the page afresh.
    window.location.reload();
  };

  const items: MenuProps['items'] = [
    ...(session.canSwitchIdentity
      ? (Object.keys(IDENTITY_LABELS) as DemoIdentity[]).map((identity) => ({
          key: `identity:${identity}`,
          label: `切换为${IDENTITY_LABELS[identity]}`,
          disabled: user?.identity === identity,
          onClick: () => void switchTo(identity),
        }))
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录', onClick: () => session.logout() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Space className="user-menu" style={{ cursor: 'pointer' }} data-identity={user?.identity ?? ''}>
        <Avatar size="small" style={{ background: '#87d068' }}>{user?.name.slice(-1) ?? '…'}</Avatar>
        <Typography.Text style={{ color: '#fff' }}>{user ? user.name : '加载中'}</Typography.Text>
        {user?.identity && <Tag color="blue">{IDENTITY_LABELS[user.identity]}</Tag>}
      </Space>
    </Dropdown>
  );
}
