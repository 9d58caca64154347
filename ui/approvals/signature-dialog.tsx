import { useEffect, useState } from 'react';
import { Modal, Typography } from 'antd';
import type { DecisionResult } from '../../application/approvals/instance-review';
import type { OfferedAction } from '../../domain/flow';
import { LazySignaturePad } from '../controls/types/signature/lazy-signature-pad';

interface SignatureDialogProps {
  /** The decision that needs a signature (同意 at a node with requireSignature), or none when closed. */
  readonly action: OfferedAction | undefined;
  readonly busy: boolean;
  /** Sends the decision with the drawn signature; the dialog stays open showing why when it is refused. */
  readonly onConfirm: (action: OfferedAction, signature: string | undefined) => Promise<DecisionResult>;
  readonly onClose: () => void;
}

/** The desktop's 签名 step of a decision: the approver signs on the pad, then the decision goes with the signature. */
export function SignatureDialog({ action, busy, onConfirm, onClose }: SignatureDialogProps) {
  const [signature, setSignature] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => { setSignature(undefined); setProblem(undefined); }, [action]);
  if (!action) return null;
  const confirm = async () => {
    const result = await onConfirm(action, signature);
    if (result.ok) onClose();
    else setProblem(result.message);
  };
  return (
    <Modal open className="signature-dialog" title={`${action.label}：请签名`} okText={`确认${action.label}`} cancelText="取消"
      confirmLoading={busy} onOk={() => void confirm()} onCancel={onClose} destroyOnHidden>
      <LazySignaturePad label="审批签名" onChange={(dataUrl) => { setSignature(dataUrl); setProblem(undefined); }} />
      {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
    </Modal>
  );
}
