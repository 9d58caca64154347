import { useState } from 'react';
import { Button, Drawer, Tooltip } from 'antd';
import type { InstanceViewer } from '../../application/ports/instance-api';
import { approvalMessages } from '../../application/approvals/approval-messages';
import type { ActionDialogKind } from './instance-action-dialog';
import type { CommentSheetKind } from './comment-sheet';
import './phone-action-bar.css';

/** One entry of the 更多 sheet. */
interface MoreAction {
  readonly key: string;
  readonly label: string;
  readonly className: string;
  readonly run: () => void;
  /** Shown but not available now, and why (催办 within 10 minutes of the last one). */
  readonly disabledReason?: string;
}

interface PhoneActionBarProps {
  readonly viewer: InstanceViewer | undefined;
  /** The viewer holds the open approval task. */
  readonly canAct: boolean;
  /** The instance was sent back to the viewer (the applicant), who edits and 重新提交. */
  readonly canResubmit: boolean;
  /** The viewer takes part (may 评论). */
  readonly involved: boolean;
  readonly busy: boolean;
  readonly urging: boolean;
  /** 同意, 拒绝, 重新提交: opens the comment sheet. */
  readonly onDecide: (kind: CommentSheetKind) => void;
  /** 退回, 转交, 加签, 评论, 撤回: opens their dialog. */
  readonly onDialog: (kind: ActionDialogKind) => void;
  readonly onUrge: () => void;
}

/** What the 更多 sheet offers the viewer, in DingTalk's order (the ones the flow does not allow are left out). */
function moreActions({ viewer, canAct, involved, onDialog, onUrge }: PhoneActionBarProps): MoreAction[] {
  const actions: Array<MoreAction | false> = [
    canAct && (viewer?.returnTargets.length ?? 0) > 0 && { key: 'return', label: '退回', className: 'return-button', run: () => onDialog('return') },
    canAct && { key: 'transfer', label: '转交', className: 'transfer-button', run: () => onDialog('transfer') },
    canAct && { key: 'addSigner', label: '加签', className: 'add-signer-button', run: () => onDialog('addSigner') },
    involved && { key: 'comment', label: '评论', className: 'comment-button', run: () => onDialog('comment') },
    !!(viewer?.canUrge || viewer?.urgedRecently) && {
      key: 'urge', label: '催办', className: 'urge-button', run: onUrge,
      ...(viewer?.canUrge ? {} : { disabledReason: approvalMessages.urgedRecently }),
    },
    !!viewer?.canWithdraw && { key: 'withdraw', label: '撤回', className: 'withdraw-button', run: () => onDialog('withdraw') },
  ];
  return actions.filter((action): action is MoreAction => !!action);
}

/**
 * The bottom action bar of the instance view on a phone (issue 20). An approver sees exactly 更多, 拒绝 and
 * 同意 (同意 under the right thumb); 同意 and 拒绝 open the comment sheet, 更多 an action sheet with 退回, 转交,
 * 加签, 评论 (and 催办 / 撤回 when the approver is also the applicant). Anyone else involved sees their few
 * actions as buttons; 重新提交 opens the comment sheet too.
 */
export function PhoneActionBar(props: PhoneActionBarProps) {
  const { canAct, canResubmit, busy, urging, onDecide } = props;
  const [moreOpen, setMoreOpen] = useState(false);
  const more = moreActions(props);
  const pick = (action: MoreAction) => {
    setMoreOpen(false);
    action.run();
  };

  if (!canAct) {
    return (
      <div className="instance-actions phone-action-bar" role="toolbar" aria-label="审批操作">
        {more.map((action) => (
          <Tooltip key={action.key} title={action.disabledReason}>
            <Button className={action.className} disabled={busy || !!action.disabledReason} loading={action.key === 'urge' && urging} onClick={action.run}>
              {action.label}
            </Button>
          </Tooltip>
        ))}
        {canResubmit && (
          <Button type="primary" className="resubmit-button" disabled={busy} onClick={() => onDecide('resubmit')}>重新提交</Button>
        )}
      </div>
    );
  }

  return (
    <div className="instance-actions phone-action-bar phone-action-bar-approver" role="toolbar" aria-label="审批操作">
      <Button className="more-button" aria-haspopup="dialog" disabled={busy || more.length === 0} onClick={() => setMoreOpen(true)}>更多</Button>
      <Button danger className="reject-button" disabled={busy} onClick={() => onDecide('reject')}>{approvalMessages.reject}</Button>
      <Button type="primary" className="approve-button" disabled={busy} onClick={() => onDecide('approve')}>{approvalMessages.approve}</Button>
      <Drawer
        className="action-sheet"
        placement="bottom"
        size="auto"
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        title="更多操作"
        closable={false}
      >
        <div className="action-sheet-list">
          {more.map((action) => (
            <Button key={action.key} type="text" block className={`action-sheet-item ${action.className}`} disabled={busy || !!action.disabledReason} onClick={() => pick(action)}>
              {action.label}
              {/* A sheet has no hover: the reason is written beside the item. */}
              {action.disabledReason && <span className="action-sheet-reason">（{action.disabledReason}）</span>}
            </Button>
          ))}
        </div>
        <Button block className="action-sheet-cancel" onClick={() => setMoreOpen(false)}>取消</Button>
      </Drawer>
    </div>
  );
}
