import { useEffect, useState } from 'react';
import { Button, Popover } from 'antd';
import { SessionApi, type DemoIdentity } from '../../application/ports/session-api';
import { DemoDataApi } from '../../application/ports/demo-data-api';
import { useService } from '../hooks/use-service';
import { useOptionalService } from '../hooks/use-optional-service';
import { DemoDataMenu } from './demo-data-menu';
import { useObservableValue } from '../hooks/use-observable-value';

const IDENTITY_LABELS: Record<DemoIdentity, string> = { applicant: '申请人', approver: '审批人' };

/**
 * The signed-in user; in the demo profile also the switch between the applicant and approver identities and
 * the demo data's 导出 / 导入 / 重置.
 * A Popover of buttons rather than antd Dropdown + Menu, which would add ~20 KB gzip to every route.
 */
export function UserMenu({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  const session = useService<SessionApi>(SessionApi);
  const demoData = useOptionalService<DemoDataApi>(DemoDataApi);
  const user = useObservableValue(session.user$, undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    session.load().catch(() => undefined); // a failure is already reported on the error stream
  }, [session]);

  const switchTo = async (identity: DemoIdentity) => {
    setOpen(false);
    await session.switchIdentity(identity);
    // Every list and count belongs to the previous identity: start the page afresh.
    reload();
  };

  const actions = (
    <div className="user-menu-actions" role="menu" style={{ display: 'flex', flexDirection: 'column', minWidth: 128 }}>
      {session.canSwitchIdentity && (Object.keys(IDENTITY_LABELS) as DemoIdentity[]).map((identity) => (
        <Button
          key={identity}
          type="text"
          role="menuitem"
          style={{ justifyContent: 'flex-start' }}
          disabled={user?.identity === identity}
          onClick={() => void switchTo(identity)}
        >
          {`切换为${IDENTITY_LABELS[identity]}`}
        </Button>
      ))}
      {session.canSwitchIdentity && <div role="separator" style={{ height: 1, background: 'rgba(5, 5, 5, 0.06)', margin: '4px 0' }} />}
      {demoData?.available && (
        <>
          <DemoDataMenu api={demoData} onClose={() => setOpen(false)} reload={reload} />
          <div role="separator" style={{ height: 1, background: 'rgba(5, 5, 5, 0.06)', margin: '4px 0' }} />
        </>
      )}
      <Button type="text" role="menuitem" style={{ justifyContent: 'flex-start' }} onClick={() => { setOpen(false); session.logout(); }}>
        退出登录
      </Button>
    </div>
  );

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
