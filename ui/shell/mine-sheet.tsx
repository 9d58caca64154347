import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { InboxCenter } from '../../application/inbox/inbox-center';
import { SessionApi } from '../../application/ports/session-api';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { IDENTITY_LABELS, UserMenuActions } from './user-menu-actions';

/** The lists that have no tab of their own on a phone. */
const MORE_LISTS: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/approvedFlow', label: '我已审批' },
  { path: '/copyFlow', label: '抄送我的' },
  { path: '/flowQuery', label: '流程查询' },
  { path: '/batchApprove', label: '批量审批' },
];

interface MineSheetProps {
  open: boolean;
  onClose: () => void;
  reload?: () => void;
}

/** The phone's 我的: who is signed in, the other lists, and the user menu's actions, in a bottom sheet. */
export default function MineSheet({ open, onClose, reload = () => window.location.reload() }: MineSheetProps) {
  const session = useService<SessionApi>(SessionApi);
  const user = useObservableValue(session.user$, undefined);
  const inbox = useService(InboxCenter);
  const unread = useObservableValue(inbox.unread$, undefined);
  useEffect(() => {
    inbox.start();
    inbox.refresh();
  }, [inbox]);
  return (
    <Drawer className="mine-sheet" placement="bottom" open={open} onClose={onClose} title="我的" size="auto" styles={{ body: { padding: '8px 16px 16px' } }}>
      <div className="mine-user" data-identity={user?.identity ?? ''}>
        <span className="mine-avatar" aria-hidden>{user?.name.slice(-1) ?? '…'}</span>
        <div style={{ minWidth: 0 }}>
          <div className="mine-name">
            {user ? user.name : '加载中'}
            {user?.identity && <span className="user-identity-tag mine-identity">{IDENTITY_LABELS[user.identity]}</span>}
          </div>
          {user?.department && <div className="mine-department">{user.department}</div>}
        </div>
      </div>
      <nav aria-label="更多列表" className="mine-links">
        <Link to="/messages" className="mine-link mine-inbox-link" onClick={onClose}>
          消息中心{unread ? <span className="mine-inbox-count" aria-label={`${unread} 条未读`}>（{unread > 99 ? '99+' : unread}）</span> : null}
        </Link>
        {MORE_LISTS.map((item) => (
          <Link key={item.path} to={item.path} className="mine-link" onClick={onClose}>{item.label}</Link>
        ))}
      </nav>
      <UserMenuActions user={user} onClose={onClose} reload={reload} />
    </Drawer>
  );
}
