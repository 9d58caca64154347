import { useEffect } from 'react';
import { Badge, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PendingCount } from '../../application/approvals/pending-count';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

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
    <Badge count={count ?? 0} size="small" offset={[-4, 4]} className="pending-count-badge" data-count={count ?? ''}>
      <Button type="text" style={{ color: '#fff' }} className="pending-count-button" onClick={() => navigate('/approvingFlow')}>
        待我审批
      </Button>
    </Badge>
  );
}
