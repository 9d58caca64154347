import { Alert, Button } from 'antd';
import { approvalMessages } from '../../application/shared/approval-messages';
import type { InstanceListState } from '../../application/approvals/instance-list';

interface ListFailedAlertProps {
  readonly onRetry: () => void;
  /** Why the list failed (the server's Chinese reason); 加载失败 when unknown. */
  readonly failure?: InstanceListState['failure'];
  readonly compact?: boolean;
}

/**
 * Above an approval list (table or cards): why it did not load — the server's reason when it gave one in Chinese
 * (只有流程管理员可以查询全部审批), else 加载失败 — with 重试, unless the server refused (a retry would be refused too).
 */
export function ListFailedAlert({ onRetry, failure, compact = false }: ListFailedAlertProps) {
  return (
    <Alert
      className="list-failed"
      type={failure?.refused ? 'warning' : 'error'}
      showIcon
      style={{ marginBottom: 12 }}
      title={failure?.text ?? approvalMessages.loadFailed}
      action={failure?.refused ? undefined : <Button size={compact ? 'small' : undefined} onClick={onRetry}>{approvalMessages.retry}</Button>}
    />
  );
}
