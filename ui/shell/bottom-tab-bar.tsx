import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PendingCount } from '../../application/approvals/pending-count';
import { SessionApi } from '../../application/ports/session-api';
import { LoadBoundary } from '../hooks/load-boundary';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { AppsIcon, MeIcon, SentIcon, TodoIcon } from './tab-bar-icons';
import './bottom-tab-bar.css';

// The sheet (antd Drawer) loads when 我的 is first tapped, not with every route.
const MineSheet = lazy(() => import(/* webpackChunkName: "mine-sheet" */ './mine-sheet'));

function Tab({ to, label, icon, badge }: { to: string; label: string; icon: ReactNode; badge?: ReactNode }) {
  return (
    <NavLink to={to} end className={({ isActive }) => (isActive ? 'tab-bar-item tab-bar-item-active' : 'tab-bar-item')}>
      <span className="tab-bar-icon">{icon}{badge}</span>
      <span className="tab-bar-label">{label}</span>
    </NavLink>
  );
}

/** The to-approve count on the 待我审批 tab: nothing at zero, 99+ above 99 (like the desktop badge). */
function PendingDot() {
  const pending = useService(PendingCount);
  const count = useObservableValue(pending.count$, undefined);
  useEffect(() => {
    pending.start();
    pending.refresh();
  }, [pending]);
  if (!count) return null;
  return <span className="tab-bar-badge" data-count={count}>{count > 99 ? '99+' : count}</span>;
}

/**
 * The phone's navigation, as DingTalk and Feishu approvals have it: 审批中心, 待我审批 (with its count), 我的申请,
 * and 我的 (the user, the other lists, the demo switches) in a bottom sheet.
 */
export function BottomTabBar() {
  const session = useService<SessionApi>(SessionApi);
  const [mineOpen, setMineOpen] = useState(false);
  const [mineWanted, setMineWanted] = useState(false);

  useEffect(() => {
    // On a phone the top bar has no user menu: the session (who may act on what) is loaded here.
    session.load().catch(() => undefined);
  }, [session]);

  return (
    <nav className="tab-bar" aria-label="底部导航">
      <Tab to="/flowapplicationcenter" label="审批中心" icon={<AppsIcon />} />
      <Tab to="/approvingFlow" label="待我审批" icon={<TodoIcon />} badge={<PendingDot />} />
      <Tab to="/mySubmitFlow" label="我的申请" icon={<SentIcon />} />
      <button
        type="button"
        className={mineOpen ? 'tab-bar-item tab-bar-item-active' : 'tab-bar-item'}
        aria-haspopup="dialog"
        aria-expanded={mineOpen}
        onClick={() => { setMineWanted(true); setMineOpen(true); }}
      >
        <span className="tab-bar-icon"><MeIcon /></span>
        <span className="tab-bar-label">我的</span>
      </button>
      {mineWanted && (
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <MineSheet open={mineOpen} onClose={() => setMineOpen(false)} />
          </Suspense>
        </LoadBoundary>
      )}
    </nav>
  );
}
