import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Descriptions, Divider, Drawer, Input, Result, Skeleton, Space, Typography } from 'antd';
import { COMMENT_LIMIT, InstanceReview } from '../../application/approvals/instance-review';
import { approvalMessages } from '../../application/approvals/approval-messages';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { ApprovalTimeline } from './approval-timeline';
import { formatTime } from './format-time';
import { InstanceFormView } from './instance-form-view';
import { StatusTag } from './status-tag';
import { useAppMessage } from '../hooks/app-message';

interface InstanceDrawerProps {
  instanceId: string | undefined;
  onClose: () => void;
}

/**
 * The instance view, opened from any list: header with the status tag, the submitted form read-only, the
 * approval timeline, and for the current approver a comment box with 拒绝 and 同意.
 */
export function InstanceDrawer({ instanceId, onClose }: InstanceDrawerProps) {
  const review = useService(InstanceReview);
  const state = useObservableValue(review.state$, review.getSnapshot());
  const message = useAppMessage();
  const [comment, setComment] = useState('');

  useEffect(() => {
    setComment('');
    if (instanceId) void review.open(instanceId);
    else review.close();
  }, [instanceId, review]);

  const decide = async (action: 'approve' | 'reject') => {
    const result = action === 'approve' ? await review.approve(comment) : await review.reject(comment);
    if (result.ok) {
      void message.success(result.message);
      setComment('');
    } else {
      void message.warning(result.message);
    }
  };

  const instance = state.instance?.id === instanceId ? state.instance : undefined;
  const footer = instance && state.canAct ? (
    <div className="instance-actions">
      <Input.TextArea
        className="approval-comment"
        aria-label="审批意见"
        placeholder="请输入审批意见（拒绝时必填）"
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={COMMENT_LIMIT}
        showCount
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Space style={{ marginTop: 24, width: '100%', justifyContent: 'flex-end' }}>
        <Button danger className="reject-button" loading={state.deciding === 'reject'} disabled={!!state.deciding} onClick={() => void decide('reject')}>
          {approvalMessages.reject}
        </Button>
        <Button type="primary" className="approve-button" loading={state.deciding === 'approve'} disabled={!!state.deciding} onClick={() => void decide('approve')}>
          {approvalMessages.approve}
        </Button>
      </Space>
    </div>
  ) : undefined;

  return (
    <Drawer
      className="instance-drawer"
      open={!!instanceId}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={instance ? instance.title : '审批详情'}
      extra={instance ? <StatusTag status={instance.status} /> : undefined}
      footer={footer}
    >
      {state.loading && <Skeleton active paragraph={{ rows: 8 }} />}
      {!state.loading && state.failed && (
        <Result
          status="warning"
          title={approvalMessages.loadFailed}
          extra={<Button onClick={() => instanceId && void review.open(instanceId)}>{approvalMessages.retry}</Button>}
        />
      )}
      {!state.loading && instance && (
        <div className="instance-view" data-instance-id={instance.id} data-status={instance.status}>
          <Space align="center" style={{ marginBottom: 12 }}>
            <Avatar style={{ background: '#1677ff' }}>{instance.applicant.name.slice(-2)}</Avatar>
            <div>
              <Typography.Text strong>{instance.applicant.name}</Typography.Text>
              <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{instance.applicant.department}</Typography.Text></div>
            </div>
          </Space>
          <Descriptions size="small" column={2} items={[
            { key: 'model', label: '流程', children: instance.modelName },
            { key: 'no', label: '审批编号', children: instance.id },
            { key: 'created', label: '提交时间', children: formatTime(instance.createdAt) },
            { key: 'updated', label: '更新时间', children: formatTime(instance.updatedAt) },
          ]} />
          {instance.status === 'pending' && !state.canAct && (
            <Alert style={{ marginTop: 8 }} type="info" showIcon title="该申请正在审批中" />
          )}
          <Divider titlePlacement="start">表单内容</Divider>
          <InstanceFormView instance={instance} />
          <Divider titlePlacement="start">审批流程</Divider>
          <ApprovalTimeline instance={instance} names={state.names} />
        </div>
      )}
    </Drawer>
  );
}
