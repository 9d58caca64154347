import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Descriptions, Divider, Drawer, Input, Result, Skeleton, Space, Tooltip, Typography } from 'antd';
import { COMMENT_LIMIT, InstanceReview, type DecisionResult } from '../../application/approvals/instance-review';
import { approvalMessages } from '../../application/approvals/approval-messages';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { useOrgDirectory } from '../org-picker';
import { ApprovalTimeline } from './approval-timeline';
import { formatTime } from './format-time';
import { InstanceActionDialog, type ActionDialogInput, type ActionDialogKind } from './instance-action-dialog';
import { InstanceFormView } from './instance-form-view';
import { CommentSheet, type CommentSheetKind } from './comment-sheet';
import { PhoneActionBar } from './phone-action-bar';
import { StatusTag } from './status-tag';
import { useAppMessage } from '../hooks/app-message';
import { useIsPhone } from '../hooks/use-is-phone';
import './instance-drawer-phone.css';

interface InstanceDrawerProps {
  instanceId: string | undefined;
  onClose: () => void;
}

/** The address of the instance's flow diagram (spec: /ctb-show-flow). */
export const instanceFlowUrl = (instanceId: string) => `/ctb-show-flow?${new URLSearchParams({ instanceId }).toString()}`;

/**
 * The instance view, opened from any list: header with the status tag, the form with the viewer's field
 * permissions, the timeline, and the actions the flow offers the viewer — the approver: 同意, 拒绝, 退回, 转交,
 * 加签; the applicant: 撤回, 催办, and after 退回 to them, edit and 重新提交; everyone involved: 评论.
 * On a phone the actions sit in a bottom bar (同意 / 拒绝 / 更多) with a comment sheet instead of the comment box.
 */
export function InstanceDrawer({ instanceId, onClose }: InstanceDrawerProps) {
  const review = useService(InstanceReview);
  const state = useObservableValue(review.state$, review.getSnapshot());
  const directory = useOrgDirectory();
  const message = useAppMessage();
  const [comment, setComment] = useState('');
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  const [dialog, setDialog] = useState<ActionDialogKind | undefined>();
  // The phone's comment sheet (同意 / 拒绝 / 重新提交); it edits `comment`, so nothing typed is lost on closing it.
  const [sheet, setSheet] = useState<CommentSheetKind | undefined>();
  // On a phone the view is a full-screen page (the close arrow and the back button leave it; see the CSS).
  const isPhone = useIsPhone();

  useEffect(() => {
    setComment('');
    setEdits({});
    setDialog(undefined);
    setSheet(undefined);
    if (instanceId) void review.open(instanceId);
    else review.close();
  }, [instanceId, review]);

  const instance = state.instance?.id === instanceId ? state.instance : undefined;
  const viewer = instance?.viewer;
  const editing = (state.canAct || state.canResubmit) && (viewer?.editableControlIds.length ?? 0) > 0;
  const values = instance ? { ...instance.values, ...edits } : {};

  const report = (result: DecisionResult) => {
    if (result.ok) {
      void message.success(result.message);
      setComment('');
      setEdits({});
    } else {
      void message.warning(result.message);
    }
    return result;
  };

  const fromDialog = async (kind: ActionDialogKind, input: ActionDialogInput): Promise<DecisionResult> => {
    const result = kind === 'return' ? await review.sendBack(input.nodeId ?? '', input.comment)
      : kind === 'transfer' ? await review.transfer(input.to ?? '', input.comment)
        : kind === 'addSigner' ? await review.addSigner(input.to ?? '', input.position ?? 'before', input.comment)
          : kind === 'comment' ? await review.comment(input.comment, input.images)
            : await review.withdraw(input.comment);
    if (result.ok) report(result);
    return result;
  };

  /** A decision from the phone's comment sheet: closes it when done, or when the form's fields need fixing. */
  const fromSheet = async (kind: CommentSheetKind): Promise<DecisionResult> => {
    const result = kind === 'approve' ? await review.approve(comment, editing ? values : undefined)
      : kind === 'reject' ? await review.reject(comment)
        : await review.resubmit(values, comment);
    if (result.ok || Object.keys(review.getSnapshot().fieldErrors).length > 0) {
      setSheet(undefined);
      report(result);
    }
    return result;
  };

  const busy = !!state.acting;
  const isApplicant = instance && viewer && instance.status === 'pending' && (viewer.canWithdraw || viewer.canUrge || !!viewer.urgedRecently || state.canResubmit);
  const involved = instance?.status === 'pending' && (state.canAct || state.canResubmit || isApplicant);
  const showActions = !!instance && instance.status === 'pending' && !!(state.canAct || state.canResubmit || isApplicant);
  const phoneFooter = showActions ? (
    <PhoneActionBar
      viewer={viewer}
      canAct={state.canAct}
      canResubmit={state.canResubmit}
      involved={!!involved}
      busy={busy}
      urging={state.acting === 'urge'}
      onDecide={setSheet}
      onDialog={setDialog}
      onUrge={() => void review.urge().then(report)}
    />
  ) : undefined;
  const footer = isPhone ? phoneFooter : showActions ? (
    <div className="instance-actions">
      {(state.canAct || state.canResubmit) && (
        <Input.TextArea
          className="approval-comment"
          aria-label="审批意见"
          placeholder={state.canResubmit ? '补充说明（选填）' : viewer?.rejectNeedsComment ? '请输入审批意见（拒绝时必填）' : '请输入审批意见'}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={COMMENT_LIMIT}
          showCount
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      )}
      <Space wrap style={{ marginTop: 24, width: '100%', justifyContent: 'flex-end' }}>
        {involved && <Button className="comment-button" disabled={busy} onClick={() => setDialog('comment')}>评论</Button>}
        {(viewer?.canUrge || viewer?.urgedRecently) && (
          // After one use 催办 stays in sight, disabled, saying why (not gone without a word).
          <Tooltip title={viewer.canUrge ? undefined : approvalMessages.urgedRecently}>
            <Button className="urge-button" loading={state.acting === 'urge'} disabled={busy || !viewer.canUrge} onClick={() => void review.urge().then(report)}>催办</Button>
          </Tooltip>
        )}
        {viewer?.canWithdraw && <Button className="withdraw-button" disabled={busy} onClick={() => setDialog('withdraw')}>撤回</Button>}
        {state.canAct && (
          <>
            {(viewer?.returnTargets.length ?? 0) > 0 && <Button className="return-button" disabled={busy} onClick={() => setDialog('return')}>退回</Button>}
            <Button className="transfer-button" disabled={busy} onClick={() => setDialog('transfer')}>转交</Button>
            <Button className="add-signer-button" disabled={busy} onClick={() => setDialog('addSigner')}>加签</Button>
            <Button danger className="reject-button" loading={state.acting === 'reject'} disabled={busy} onClick={() => void review.reject(comment).then(report)}>
              {approvalMessages.reject}
            </Button>
            <Button type="primary" className="approve-button" loading={state.acting === 'approve'} disabled={busy}
              onClick={() => void review.approve(comment, editing ? values : undefined).then(report)}>
              {approvalMessages.approve}
            </Button>
          </>
        )}
        {state.canResubmit && (
          <Button type="primary" className="resubmit-button" loading={state.acting === 'resubmit'} disabled={busy}
            onClick={() => void review.resubmit(values, comment).then(report)}>
            重新提交
          </Button>
        )}
      </Space>
    </div>
  ) : undefined;

  return (
    <Drawer
      className="instance-drawer"
      open={!!instanceId}
      onClose={onClose}
      size={isPhone ? '100%' : 760}
      rootClassName={isPhone ? 'instance-drawer-phone' : undefined}
      destroyOnHidden
      title={instance ? instance.title : '审批详情'}
      extra={instance ? <StatusTag item={instance} /> : undefined}
      footer={footer}
      // The phone's sheets slide up over the page; they must not push it aside.
      push={false}
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
            ...(instance.currentNodes && instance.currentNodes.length > 0 && instance.status === 'pending'
              ? [{ key: 'node', label: '当前节点', children: instance.currentNodes.map((n) => `${n.nodeName}（${n.userNames.join('、')}）`).join('；') }] : []),
          ]} />
          {state.canResubmit && <Alert style={{ marginTop: 8 }} type="warning" showIcon title="申请被退回，请修改后重新提交" />}
          {instance.status === 'pending' && !state.canAct && !state.canResubmit && (
            <Alert style={{ marginTop: 8 }} type="info" showIcon title="该申请正在审批中" />
          )}
          <Divider titlePlacement="start">表单内容</Divider>
          <InstanceFormView
            instance={instance}
            values={values}
            {...(editing ? { editable: viewer?.editableControlIds ?? [], onChange: (id: string, value: unknown) => setEdits((e) => ({ ...e, [id]: value })), errors: state.fieldErrors } : {})}
          />
          <Divider titlePlacement="start">审批流程</Divider>
          <ApprovalTimeline instance={instance} names={state.names} organisation={directory?.organisation} />
          {instance.flow && (
            <a className="instance-flow-link" href={instanceFlowUrl(instance.id)} target="_blank" rel="noreferrer">查看流程图</a>
          )}
        </div>
      )}
      {instance && isPhone && (
        <CommentSheet
          kind={sheet}
          comment={comment}
          onCommentChange={setComment}
          rejectNeedsComment={viewer?.rejectNeedsComment ?? true}
          busy={busy}
          onConfirm={fromSheet}
          onClose={() => setSheet(undefined)}
        />
      )}
      {instance && <InstanceActionDialog kind={dialog} instance={instance} busy={busy} onSubmit={fromDialog} onClose={() => setDialog(undefined)} />}
    </Drawer>
  );
}
