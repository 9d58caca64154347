import { useEffect, useState } from 'react';
import { Popover } from 'antd';
import { SessionApi } from '../../application/ports/session-api';
import { useService } from '../hooks/use-service';
import { useObservableValue } from '../hooks/use-observable-value';
import { IDENTITY_LABELS, UserMenuActions } from './user-menu-actions';
import { USER_CHIP_LAYOUT, UserChip } from './user-chip';

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
        style={{ cursor: 'pointer', ...USER_CHIP_LAYOUT }}
        data-identity={user?.identity ?? ''}
        onKeyDown={(event) => { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); setOpen((v) => !v); } }}
      >
        <UserChip name={user?.name} tag={user?.identity && IDENTITY_LABELS[user.identity]} />
      </span>
    </Popover>
  );
}
