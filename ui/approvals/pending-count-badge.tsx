import { useEffect } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PendingCount } from '../../application/approvals/pending-count';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { InstanceNoticeToasts } from './instance-notice-toasts';
import './pending-count-badge.css';

/** The to-approve count of the top bar: a 待我审批 button with a badge, kept fresh by the notify channel. */
export function PendingCountBadge() {
  const pending = useService(PendingCount);
  const count = useObservableValue(pending.count$, undefined);
  const navigate = useNavigate();
  useEffect(() => {
    pending.start();
    pending.refresh();
  }, [pending]);
  return (
    <span className="count-badge pending-count-badge" data-count={count ?? ''}>
      <Button
        type="text"
        style={{ color: '#fff' }}
        className="pending-count-button"
        aria-label={count ? `待我审批（${count}）` : '待我审批'}
        onClick={() => navigate('/approvingFlow')}
      >
        待我审批
      </Button>
      {/* Like antd Badge: nothing at zero, 99+ above 99. */}
      {count !== undefined && count > 0 && <sup className="count-badge-count" aria-hidden>{count > 99 ? '99+' : count}</sup>}
      <InstanceNoticeToasts />
    </span>
  );
}
