// @feature-public: the instance view, opened from 流程统计's page as from the lists.
import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Descriptions, Divider, Drawer, Input, Result, Skeleton, Space, Tooltip, Typography } from 'antd';
import { checkComment, COMMENT_LIMIT, InstanceReview, type ActionInput, type DecisionResult } from '../../application/approvals/instance-review';
import type { OfferedAction } from '../../domain/flow';
import { approvalMessages } from '../../application/shared/approval-messages';
import { startedForText } from '../../application/ports/instance-api';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { useOrgDirectory } from '../org-picker';
import { ApprovalTimeline } from './approval-timeline';
import { formatTime } from './format-time';
import { InstanceActionDialog } from './instance-action-dialog';
import { InstanceFormView } from './instance-form-view';
import { CommentSheet } from './comment-sheet';
import { CommonPhrasesMenu } from './common-phrases-menu';
import { CommentAttachmentsInput, NO_COMMENT_FILES } from './comment-attachments-input';
import type { AttachmentValue } from '../../domain/model/values';
import { SignatureDialog } from './signature-dialog';
import { actionClassName, decisionPlaceholder, toneProps } from './action-presentation';
import { PhoneActionBar } from './phone-action-bar';
import { StatusTag } from './status-tag';
import { useAppMessage } from '../hooks/app-message';
import { useIsPhone } from '../hooks/use-is-phone';
import './instance-drawer.css';
import './instance-drawer-phone.css';
import { serialNoText } from '../../domain/flow/settings/serial-no';

interface InstanceDrawerProps {
  instanceId: string | undefined;
  onClose: () => void;
}

/** The address of the instance's flow diagram (spec: /ctb-show-flow). */
export const instanceFlowUrl = (instanceId: string) => `/ctb-show-flow?${new URLSearchParams({ instanceId }).toString()}`;

/**
 * The instance view, opened from any list: header with the status tag, the form with the viewer's field
 * permissions, the timeline, and the actions the engine offers the viewer (`actions`, rendered as they come:
 * decisions with the comment box, the others in their dialogs, 催办 at once). On a phone the actions sit in a
 * bottom bar (同意 / 拒绝 / 更多) with a comment sheet instead of the comment box.
 */
export function InstanceDrawer({ instanceId, onClose }: InstanceDrawerProps) {
  const review = useService(InstanceReview);
  const state = useObservableValue(review.state$, review.getSnapshot());
  const directory = useOrgDirectory();
  const message = useAppMessage();
  const [comment, setComment] = useState('');
  // Pictures and files with the decision's comment (issue 42).
  const [files, setFiles] = useState<AttachmentValue>(NO_COMMENT_FILES);
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  const [dialog, setDialog] = useState<OfferedAction | undefined>();
  // The phone's comment sheet (同意 / 拒绝 / 重新提交); it edits `comment`, so nothing typed is lost on closing it.
  const [sheet, setSheet] = useState<OfferedAction | undefined>();
  // A decision that needs a drawn signature (desktop: its dialog; phone: the pad in the comment sheet).
  const [signing, setSigning] = useState<OfferedAction | undefined>();
  const [signature, setSignature] = useState<string | undefined>();
  // On a phone the view is a full-screen page (the close arrow and the back button leave it; see the CSS).
  const isPhone = useIsPhone();

  useEffect(() => {
    setComment('');
    setFiles(NO_COMMENT_FILES);
    setEdits({});
    setDialog(undefined);
    setSheet(undefined);
    setSigning(undefined);
    setSignature(undefined);
    if (instanceId) void review.open(instanceId);
    else review.close();
  }, [instanceId, review]);

  const instance = state.instance?.id === instanceId ? state.instance : undefined;
  const viewer = instance?.viewer;
  const { editing, actions } = state;
  const decisions = actions.filter((action) => action.input === 'decision');
  const others = actions.filter((action) => action.input !== 'decision');
  const values = instance ? { ...instance.values, ...edits } : {};

  const report = (result: DecisionResult) => {
    if (result.ok) {
      void message.success(result.message);
      setComment('');
      setFiles(NO_COMMENT_FILES);
      setEdits({});
    } else {
      void message.warning(result.message);
    }
    return result;
  };

  const fromDialog = async (action: OfferedAction, input: ActionInput): Promise<DecisionResult> => {
    const result = await review.take(action.name, input);
    if (result.ok) {
      // What was typed in the 审批意见 box went with the dialog (issue 43 #11).
      setComment('');
      report(result);
    }
    return result;
  };

  /** A decision (同意, 拒绝, 重新提交) with the comment box and, when it carries them, the edited fields. */
  const decide = (action: OfferedAction, signed = signature) =>
    review.take(action.name, {
      comment, ...(editing && action.needs.values ? { values } : {}), ...(signed ? { signature: signed } : {}),
      ...(files.attachments.length > 0 ? { attachments: files.attachments } : {}),
    });

  /** The desktop's signature dialog: the decision goes with what was drawn. */
  const fromSignature = async (action: OfferedAction, signed: string | undefined) => {
    const result = await decide(action, signed);
    if (result.ok) report(result);
    return result;
  };

  /** A decision from the phone's comment sheet: closes it when done, or when the form's fields need fixing. */
  const fromSheet = async (action: OfferedAction): Promise<DecisionResult> => {
    const result = await decide(action);
    if (result.ok || Object.keys(review.getSnapshot().fieldErrors).length > 0) {
      setSheet(undefined);
      report(result);
    }
    return result;
  };

  /**
   * Opens the signature dialog for a decision. The comment box stays behind the dialog, out of reach: a required
   * comment that is missing (or too long) is said first, so the approver can type it before signing.
   */
  const signFor = (action: OfferedAction) => {
    const problem = checkComment(action.name, comment, action.needs.comment === 'required');
    if (problem) void message.warning(problem);
    else setSigning(action);
  };

  /** Where a click on an offered action leads: the comment sheet (phone decisions), its dialog, or straight on. */
  const take = (action: OfferedAction) => {
    if (action.input === 'dialog') setDialog(action);
    else if (action.input === 'decision' && isPhone) setSheet(action);
    else if (action.input === 'decision' && action.needs.signature) signFor(action);
    else void (action.input === 'decision' ? decide(action) : review.take(action.name)).then(report);
  };

  const busy = !!state.acting;
  const showActions = !!instance && actions.length > 0;
  const phoneFooter = showActions ? <PhoneActionBar actions={actions} busy={busy} acting={state.acting} onTake={take} /> : undefined;
  const footer = isPhone ? phoneFooter : showActions ? (
    <div className="instance-actions">
      {decisions.length > 0 && (
        <Input.TextArea
          className="approval-comment"
          aria-label="审批意见"
          placeholder={decisionPlaceholder(decisions)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={COMMENT_LIMIT}
          showCount
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      )}
      {decisions.length > 0 && (
        <div className="approval-comment-tools" style={{ marginTop: 4 }}>
          <CommonPhrasesMenu text={comment} onPick={setComment} />
          {decisions.some((action) => action.needs.attachments) && <CommentAttachmentsInput value={files} onChange={setFiles} disabled={busy} />}
        </div>
      )}
      <Space wrap style={{ marginTop: 24, width: '100%', justifyContent: 'flex-end' }}>
        {[...others, ...decisions].map((action) => (
          // A listed action not available now (催办 within 10 minutes) stays, disabled, saying why.
          <Tooltip key={action.name} title={action.disabledReason}>
            <Button {...toneProps(action.tone)} className={actionClassName(action.name)}
              loading={action.input !== 'dialog' && state.acting === action.name} disabled={busy || !!action.disabledReason} onClick={() => take(action)}>
              {action.label}
            </Button>
          </Tooltip>
        ))}
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
              {instance.startedFor && <div className="instance-started-for"><Typography.Text type="warning" style={{ fontSize: 12 }}>{startedForText(instance.startedFor)}</Typography.Text></div>}
            </div>
          </Space>
          <Descriptions size="small" column={2} items={[
            { key: 'model', label: '流程', children: instance.modelName },
            { key: 'no', label: '审批编号', children: serialNoText(instance.serialNo) },
            { key: 'created', label: '提交时间', children: formatTime(instance.createdAt) },
            { key: 'updated', label: '更新时间', children: formatTime(instance.updatedAt) },
            ...(instance.currentNodes && instance.currentNodes.length > 0 && instance.status === 'pending'
              ? [{ key: 'node', label: '当前节点', children: instance.currentNodes.map((n) => `${n.nodeName}（${n.userNames.join('、')}）`).join('；') }] : []),
          ]} />
          {state.canResubmit && <Alert style={{ marginTop: 8 }} type="warning" showIcon title="申请被退回，请修改后重新提交" />}
          {instance.status === 'pending' && decisions.length === 0 && (
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
          action={sheet}
          comment={comment}
          onCommentChange={setComment}
          onSignatureChange={setSignature}
          files={files}
          onFilesChange={setFiles}
          busy={busy}
          onConfirm={fromSheet}
          onClose={() => { setSheet(undefined); setSignature(undefined); }}
        />
      )}
      {instance && !isPhone && <SignatureDialog action={signing} busy={busy} onConfirm={fromSignature} onClose={() => setSigning(undefined)} />}
      {instance && <InstanceActionDialog action={dialog} instance={instance} busy={busy} draft={comment} onSubmit={fromDialog} onClose={() => setDialog(undefined)} />}
    </Drawer>
  );
}
