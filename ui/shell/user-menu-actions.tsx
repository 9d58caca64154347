import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { SessionApi, type DemoIdentity, type UserSummary } from '../../application/ports/session-api';
import { DemoDataApi } from '../../application/ports/demo-data-api';
import { SignInApi } from '../../application/ports/sign-in-api';
import { useService } from '../hooks/use-service';
import { useOptionalService } from '../hooks/use-optional-service';
import { DemoDataMenu } from './demo-data-menu';

export const IDENTITY_LABELS: Record<DemoIdentity, string> = { applicant: '申请人', approver: '审批人' };

const SwitchPersonDialog = lazy(() => import(/* webpackChunkName: "switch-person" */ './switch-person-dialog'));
const ChangePasswordDialog = lazy(() => import(/* webpackChunkName: "change-password" */ './change-password-dialog'));

const separator = <div role="separator" style={{ height: 1, background: 'rgba(5, 5, 5, 0.06)', margin: '4px 0' }} />;

/** 我的 → 代理设置: the page of the signed-in person's out-of-office delegations. */
function DelegationMenuItem({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Button type="text" role="menuitem" style={{ justifyContent: 'flex-start' }} onClick={() => { onClose(); void navigate('/delegation'); }}>
      代理设置
    </Button>
  );
}

/** 我的 → 通知设置 (issue 40): mail on or off, a quiet time. */
function NotifySettingsMenuItem({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Button type="text" role="menuitem" style={{ justifyContent: 'flex-start' }} onClick={() => { onClose(); void navigate('/notifySettings'); }}>
      通知设置
    </Button>
  );
}

interface UserMenuActionsProps {
  user: UserSummary | undefined;
  onClose: () => void;
  reload: () => void;
}

/**
 * The signed-in user's actions: in the demo the switch between the applicant and approver identities (or to
 * anyone of the organisation, searched by name or department) and the
 * demo data's 导出 / 导入 / 重置, then 代理设置 (我的 → 代理设置), 修改密码 (on the real server, which has passwords) and
 * 退出登录 (which ends the server's session first). The top bar's user menu (desktop) and the 我的 sheet (phone)
 * show the same list.
 */
export function UserMenuActions({ user, onClose, reload }: UserMenuActionsProps) {
  const session = useService<SessionApi>(SessionApi);
  const demoData = useOptionalService<DemoDataApi>(DemoDataApi);
  const signIn = useOptionalService<SignInApi>(SignInApi);
  const passwords = signIn?.available ? signIn : undefined;
  const [changingPassword, setChangingPassword] = useState(false);
  const inRouter = useInRouterContext();

  const [choosing, setChoosing] = useState(false);

  const switchTo = async (identity: DemoIdentity) => {
    onClose();
    await session.switchIdentity(identity);
    // Every list and count belongs to the previous identity: start the page afresh.
    reload();
  };

  const logout = () => {
    onClose();
    // The server's session ends first, so /login is never shown while it could still be used.
    if (passwords) void passwords.signOut().then(() => session.logout());
    else session.logout();
  };

  const switchToPerson = async (userId: string) => {
    setChoosing(false);
    onClose();
    await session.switchUser(userId);
    reload();
  };

  return (
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
      {session.canSwitchIdentity && (
        <Button type="text" role="menuitem" style={{ justifyContent: 'flex-start' }} onClick={() => setChoosing(true)}>
          切换为其他成员…
        </Button>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <SwitchPersonDialog currentUserId={user?.id} onSwitch={(id) => void switchToPerson(id)} onCancel={() => setChoosing(false)} />
        </Suspense>
      )}
      {session.canSwitchIdentity && separator}
      {demoData?.available && (
        <>
          <DemoDataMenu api={demoData} onClose={onClose} reload={reload} />
          {separator}
        </>
      )}
      {inRouter && <DelegationMenuItem onClose={onClose} />}
      {passwords && (
        <Button type="text" role="menuitem" style={{ justifyContent: 'flex-start' }} onClick={() => setChangingPassword(true)}>
          修改密码
        </Button>
      )}
      {changingPassword && passwords && (
        <Suspense fallback={null}>
          <ChangePasswordDialog api={passwords} onClose={() => { setChangingPassword(false); onClose(); }} />
        </Suspense>
      )}
      {inRouter && <NotifySettingsMenuItem onClose={onClose} />}
      <Button type="text" role="menuitem" style={{ justifyContent: 'flex-start' }} onClick={logout}>
        退出登录
      </Button>
    </div>
  );
}
