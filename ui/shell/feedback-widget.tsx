import { lazy, Suspense } from 'react';
import { LoadBoundary } from '../hooks/load-boundary';
import { useLocation, useNavigate } from 'react-router-dom';
import { feedbackLaunchUrl, showsFeedbackWidget } from '../../application/shell/feedback-entry';
import { RuntimeConfig } from '../../application/ports/runtime-config';
import { useService } from '../hooks/use-service';

// Only five pages show it: the FloatButton's code loads with the first of them, not with every route.
const FloatButton = lazy(() => import('antd').then((m) => ({ default: m.FloatButton })));

/** The floating feedback entry of the five list pages (spec 2), and nowhere else. */
export function FeedbackWidget() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useService<RuntimeConfig>(RuntimeConfig);
  if (!showsFeedbackWidget(pathname)) return null;
  // If its code cannot load, the widget stays away; the top bar's 意见反馈 button still leads to the form.
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <FloatButton
          className="feedback-widget"
          data-testid="feedback-widget"
          type="primary"
          shape="square"
          content="反馈"
          tooltip="意见反馈"
          onClick={() => navigate(feedbackLaunchUrl(config.feedbackFlowId))}
        />
      </Suspense>
    </LoadBoundary>
  );
}
