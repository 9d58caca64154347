import { Alert, Button } from 'antd';
import { approvalMessages } from '../../application/approvals/approval-messages';

/** 加载失败 above an approval list (table or cards), with 重试. */
export function ListFailedAlert({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  return (
    <Alert
      className="list-failed"
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title={approvalMessages.loadFailed}
      action={<Button size={compact ? 'small' : undefined} onClick={onRetry}>{approvalMessages.retry}</Button>}
    />
  );
}
