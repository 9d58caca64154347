import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { feedbackLaunchUrl } from '../../application/shell/feedback-entry';
import { RuntimeConfig } from '../../application/ports/runtime-config';
import { useService } from '../hooks/use-service';
import { LogoLink } from './logo-link';
import { UserMenu } from './user-menu';
import { PendingCountBadge } from '../approvals/pending-count-badge';

/** Spec 2: the top bar holds the logo (to /home) and the feedback button (tooltip 意见反馈). */
export function TopBar() {
  const navigate = useNavigate();
  const config = useService<RuntimeConfig>(RuntimeConfig);
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
            onClick={() => navigate(feedbackLaunchUrl(config.feedbackFlowId))}
          >
            ?
          </Button>
        </Tooltip>
        <UserMenu />
      </div>
    </header>
  );
}
