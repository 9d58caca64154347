import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { feedbackLaunchUrl } from '../../application/shell/feedback-entry';
import { RuntimeConfig } from '../../application/ports/runtime-config';
import { useService } from '../hooks/use-service';
import { LogoLink } from './logo-link';
import { UserMenu } from './user-menu';
import { PendingCountBadge } from '../approvals/pending-count-badge';
import { useIsPhone } from '../hooks/use-is-phone';

/**
 * Spec 2: the top bar holds the logo (to /home) and the feedback button (tooltip 意见反馈). On a phone it is a
 * compact pinned bar: the count and the user move to the bottom tab bar, and 反馈 is spelled out (no tooltip
 * to hover over).
 */
export function TopBar() {
  const navigate = useNavigate();
  const config = useService<RuntimeConfig>(RuntimeConfig);
  const isPhone = useIsPhone();
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
        <UserMenu />
      </div>
    </header>
  );
}
