import { lazy, Suspense, useEffect } from 'react';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { feedbackLaunchUrl } from '../../application/shell/feedback-entry';
import { RuntimeConfig } from '../../application/ports/runtime-config';
import { SessionApi } from '../../application/ports/session-api';
import { useService } from '../hooks/use-service';
import { useObservableValue } from '../hooks/use-observable-value';
import { LogoLink } from './logo-link';
import { LoadBoundary } from '../hooks/load-boundary';
import { isPhoneNow, useIsPhone } from '../hooks/use-is-phone';
import { PendingCountBadge } from '../approvals/pending-count-badge';
import { USER_CHIP_LAYOUT, UserChip } from './user-chip';

// The desktop's user menu (antd Popover) is a chunk of its own: a phone has 我的 in its tab bar instead, and the
// launch route's budget (300 KB gzip) has no room for it. A desktop asks for it as soon as this module runs.
const loadUserMenu = () => import(/* webpackChunkName: "user-menu" */ './user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
if (typeof window !== 'undefined' && !isPhoneNow()) void loadUserMenu().catch(() => undefined);
// The 消息中心 bell (issue 40) too: its code and its API are the top bar's, not every route's first download.
const InboxBell = lazy(() => import(/* webpackChunkName: "inbox-bell" */ '../inbox/inbox-bell').then((m) => ({ default: m.InboxBell })));

/**
 * Spec 2: the top bar holds the logo (to /home) and the feedback button (tooltip 意见反馈). On a phone it is a
 * compact pinned bar: the count and the user move to the bottom tab bar, and 反馈 is spelled out (no tooltip
 * to hover over).
 */
export function TopBar() {
  const navigate = useNavigate();
  const config = useService<RuntimeConfig>(RuntimeConfig);
  const isPhone = useIsPhone();
  const session = useService<SessionApi>(SessionApi);
  const user = useObservableValue(session.user$, undefined);
  // The signed-in person is asked for with the first render, not when the menu's chunk arrives: the rights follow
  // the person, and a late first answer would reload them (and re-mount the page) under a user already at work.
  useEffect(() => {
    if (!isPhone) session.load().catch(() => undefined); // a failure is already reported on the error stream
  }, [isPhone, session]);
  const openFeedback = () => navigate(feedbackLaunchUrl(config.feedbackFlowId));
  if (isPhone) {
    return (
      <header className="app-header app-header-phone">
        <LogoLink />
        <Button className="feedback-button" type="text" style={{ color: '#fff' }} onClick={openFeedback}>意见反馈</Button>
      </header>
    );
  }
  return (
    <header className="app-header">
      <LogoLink />
      <div className="app-header-actions">
        <PendingCountBadge />
        <Suspense fallback={null}><InboxBell /></Suspense>
        <Tooltip title="意见反馈">
          <Button
            className="feedback-button"
            aria-label="意见反馈"
            shape="circle"
            onClick={openFeedback}
          >
            ?
          </Button>
        </Tooltip>
        {/* If its code cannot load, the menu stays away; 我的申请 and the other pages are in the side navigation. */}
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={<span className="user-menu-placeholder" style={USER_CHIP_LAYOUT}><UserChip name={user?.name} /></span>}>
            <UserMenu loadsSession={false} />
          </Suspense>
        </LoadBoundary>
      </div>
    </header>
  );
}
