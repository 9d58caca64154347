import { useEffect, useState } from 'react';
import { Button, Drawer, Input, Typography } from 'antd';
import { COMMENT_LIMIT, type DecisionResult } from '../../application/approvals/instance-review';
import type { OfferedAction } from '../../domain/flow';
import { LazySignaturePad } from '../controls/types/signature/lazy-signature-pad';
import { commentPlaceholder } from './action-presentation';
import { CommonPhrasesMenu } from './common-phrases-menu';
import { CommentAttachmentsInput } from './comment-attachments-input';
import type { AttachmentValue } from '../../domain/model/values';

interface CommentSheetProps {
  /** The offered decision (同意, 拒绝, 重新提交) the sheet confirms, or none when closed. */
  readonly action: OfferedAction | undefined;
  /** The drawer keeps the comment, so closing the sheet loses nothing typed. */
  readonly comment: string;
  readonly onCommentChange: (comment: string) => void;
  /** A decision that needs a signature shows the pad; what is drawn goes with the decision. */
  readonly onSignatureChange?: (dataUrl: string | undefined) => void;
  /** Pictures and files with the comment (issue 42), kept by the drawer as the comment is; absent: none offered. */
  readonly files?: AttachmentValue;
  readonly onFilesChange?: (files: AttachmentValue) => void;
  readonly busy: boolean;
  /** Runs the decision; the sheet stays open showing why when it is refused (请填写拒绝理由). */
  readonly onConfirm: (action: OfferedAction) => Promise<DecisionResult>;
  readonly onClose: () => void;
}

/**
 * The phone's comment sheet (issue 20): 同意, 拒绝 and 重新提交 slide up a bottom sheet with the comment box and
 * one confirming button, as DingTalk does; the desktop's comment box under the form has no room on a phone.
 */
export function CommentSheet({ action, comment, onCommentChange, onSignatureChange, files, onFilesChange, busy, onConfirm, onClose }: CommentSheetProps) {
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => setProblem(undefined), [action]);
  const confirm = async (chosen: OfferedAction) => {
    const result = await onConfirm(chosen);
    setProblem(result.ok ? undefined : result.message);
  };
  return (
    <Drawer
      className={`comment-sheet comment-sheet-${action?.name ?? 'closed'}`}
      placement="bottom"
      size="auto"
      open={!!action}
      onClose={onClose}
      title={action?.label ?? ''}
      destroyOnHidden
    >
      {action && (
        <div className="comment-sheet-body">
          <Input.TextArea
            className="sheet-comment"
            aria-label="审批意见"
            placeholder={commentPlaceholder(action)}
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={COMMENT_LIMIT}
            showCount
            status={problem ? 'error' : undefined}
            value={comment}
            onChange={(event) => { onCommentChange(event.target.value); setProblem(undefined); }}
          />
          <div style={{ marginTop: 4 }}><CommonPhrasesMenu text={comment} onPick={(phrase) => { onCommentChange(phrase); setProblem(undefined); }} /></div>
          {action.needs.attachments && files && onFilesChange && <CommentAttachmentsInput value={files} onChange={onFilesChange} disabled={busy} />}
          {action.needs.signature && (
            <div className="comment-sheet-signature" style={{ marginTop: 12 }}>
              <LazySignaturePad label="审批签名" height={140} onChange={(dataUrl) => { onSignatureChange?.(dataUrl); setProblem(undefined); }} />
            </div>
          )}
          {problem && <Typography.Text type="danger" role="alert" className="comment-sheet-problem">{problem}</Typography.Text>}
          <div className="comment-sheet-actions">
            <Button className="comment-sheet-cancel" disabled={busy} onClick={onClose}>取消</Button>
            <Button
              type="primary"
              danger={action.tone === 'danger'}
              className="comment-sheet-confirm"
              loading={busy}
              onClick={() => void confirm(action)}
            >
              {`确认${action.label}`}
            </Button>
          </div>
        </div>
      )}
    </Drawer>
  );
}
