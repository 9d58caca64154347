import { useEffect, useState } from 'react';
import { Popover } from 'antd';
import { SessionApi } from '../../application/ports/session-api';
import { useService } from '../hooks/use-service';
import { useObservableValue } from '../hooks/use-observable-value';
import { IDENTITY_LABELS, UserMenuActions } from './user-menu-actions';

/**
 * The signed-in user; in the demo profile also the switch between the applicant and approver identities and
 * the demo data's 导出 / 导入 / 重置.
 * A Popover of buttons rather than antd Dropdown + Menu, which would add ~20 KB gzip to every route.
 */
export function UserMenu({ reload = () => window.location.reload(), loadsSession = true }: {
  reload?: () => void;
  /** False where the host loaded the session already (the top bar, which shows this menu once its chunk is in). */
  loadsSession?: boolean;
} = {}) {
  const session = useService<SessionApi>(SessionApi);
  const user = useObservableValue(session.user$, undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (loadsSession) session.load().catch(() => undefined); // a failure is already reported on the error stream
  }, [session, loadsSession]);

  const actions = <UserMenuActions user={user} onClose={() => setOpen(false)} reload={reload} />;

  return (
    <Popover content={actions} trigger="click" placement="bottomRight" arrow={false} open={open} onOpenChange={setOpen}>
      <span
        className="user-menu"
        role="button"
        tabIndex={0}
        aria-haspopup="menu"
        aria-expanded={open}
        style={{ cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 8 }}
        data-identity={user?.identity ?? ''}
        onKeyDown={(event) => { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); setOpen((v) => !v); } }}
      >
        <span aria-hidden style={{ width: 24, height: 24, lineHeight: '24px', borderRadius: '50%', background: '#87d068', color: '#fff', textAlign: 'center', fontSize: 12 }}>
          {user?.name.slice(-1) ?? '…'}
        </span>
        <span style={{ color: '#fff' }}>{user ? user.name : '加载中'}</span>
        {user?.identity && (
          <span className="user-identity-tag" style={{ color: '#0958d9', background: '#e6f4ff', border: '1px solid #91caff', borderRadius: 4, padding: '0 7px', fontSize: 12, lineHeight: '20px' }}>
            {IDENTITY_LABELS[user.identity]}
          </span>
        )}
      </span>
    </Popover>
  );
}
