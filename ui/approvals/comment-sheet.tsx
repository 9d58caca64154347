import { useEffect, useState } from 'react';
import { Button, Drawer, Input, Typography } from 'antd';
import { COMMENT_LIMIT, type DecisionResult } from '../../application/approvals/instance-review';
import { approvalMessages } from '../../application/approvals/approval-messages';

/** The decisions a phone takes through the comment sheet. */
export type CommentSheetKind = 'approve' | 'reject' | 'resubmit';

const TITLES: Record<CommentSheetKind, string> = { approve: approvalMessages.approve, reject: approvalMessages.reject, resubmit: '重新提交' };
const CONFIRM: Record<CommentSheetKind, string> = { approve: '确认同意', reject: '确认拒绝', resubmit: '确认重新提交' };

function placeholderOf(kind: CommentSheetKind, rejectNeedsComment: boolean): string {
  if (kind === 'reject') return rejectNeedsComment ? '请填写拒绝理由（必填）' : '请输入拒绝理由（选填）';
  return kind === 'resubmit' ? '补充说明（选填）' : '请输入审批意见（选填）';
}

interface CommentSheetProps {
  readonly kind: CommentSheetKind | undefined;
  /** The drawer keeps the comment, so closing the sheet loses nothing typed. */
  readonly comment: string;
  readonly onCommentChange: (comment: string) => void;
  readonly rejectNeedsComment: boolean;
  readonly busy: boolean;
  /** Runs the decision; the sheet stays open showing why when it is refused (请填写拒绝理由). */
  readonly onConfirm: (kind: CommentSheetKind) => Promise<DecisionResult>;
  readonly onClose: () => void;
}

/**
 * The phone's comment sheet (issue 20): 同意, 拒绝 and 重新提交 slide up a bottom sheet with the comment box and
 * one confirming button, as DingTalk does; the desktop's comment box under the form has no room on a phone.
 */
export function CommentSheet({ kind, comment, onCommentChange, rejectNeedsComment, busy, onConfirm, onClose }: CommentSheetProps) {
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => setProblem(undefined), [kind]);
  const confirm = async (chosen: CommentSheetKind) => {
    const result = await onConfirm(chosen);
    setProblem(result.ok ? undefined : result.message);
  };
  return (
    <Drawer
      className={`comment-sheet comment-sheet-${kind ?? 'closed'}`}
      placement="bottom"
      size="auto"
      open={!!kind}
      onClose={onClose}
      title={kind ? TITLES[kind] : ''}
      destroyOnHidden
    >
      {kind && (
        <div className="comment-sheet-body">
          <Input.TextArea
            className="sheet-comment"
            aria-label="审批意见"
            placeholder={placeholderOf(kind, rejectNeedsComment)}
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={COMMENT_LIMIT}
            showCount
            status={problem ? 'error' : undefined}
            value={comment}
            onChange={(event) => { onCommentChange(event.target.value); setProblem(undefined); }}
          />
          {problem && <Typography.Text type="danger" role="alert" className="comment-sheet-problem">{problem}</Typography.Text>}
          <div className="comment-sheet-actions">
            <Button className="comment-sheet-cancel" disabled={busy} onClick={onClose}>取消</Button>
            <Button
              type="primary"
              danger={kind === 'reject'}
              className="comment-sheet-confirm"
              loading={busy}
              onClick={() => void confirm(kind)}
            >
              {CONFIRM[kind]}
            </Button>
          </div>
        </div>
      )}
    </Drawer>
  );
}
