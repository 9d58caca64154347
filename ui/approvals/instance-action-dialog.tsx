import { useEffect, useState } from 'react';
import { Input, Modal, Radio, Select, Space, Typography } from 'antd';
import type { Instance } from '../../application/ports/instance-api';
import { COMMENT_LIMIT, type DecisionResult } from '../../application/approvals/instance-review';
import type { TextWithUploadValue } from '../../domain/model/values';
import type { Control } from '../../domain/model/control';
import { MODULE } from '../../domain/validation/control-kinds';
import { MemberPickerPanel } from '../org-picker';
import { TextareaWithUpload } from '../uploads/textarea-with-upload';

export type ActionDialogKind = 'return' | 'transfer' | 'addSigner' | 'comment' | 'withdraw';

export interface ActionDialogInput {
  readonly comment: string;
  readonly nodeId?: string;
  readonly to?: string;
  readonly position?: 'before' | 'after';
  readonly images?: string[];
}

const TITLES: Record<ActionDialogKind, string> = { return: '退回', transfer: '转交', addSigner: '加签', comment: '评论', withdraw: '撤回申请' };

/** The comment box of 评论: text plus images (the textarea-with-upload of the forms). */
const COMMENT_CONTROL = { id: 'instance-comment', moduleId: MODULE.multiLineText, name: '评论', config: { title: '评论' }, props: { rows: 4 }, placeholder: '请输入评论，可上传或粘贴图片' } as unknown as Control;

interface InstanceActionDialogProps {
  readonly kind: ActionDialogKind | undefined;
  readonly instance: Instance;
  readonly busy: boolean;
  readonly onSubmit: (kind: ActionDialogKind, input: ActionDialogInput) => Promise<DecisionResult>;
  readonly onClose: () => void;
}

/** The dialogs of 退回 (to which node), 转交 (to whom), 加签 (whom, before or after me), 评论 (with images), 撤回. */
export function InstanceActionDialog({ kind, instance, busy, onSubmit, onClose }: InstanceActionDialogProps) {
  const [comment, setComment] = useState('');
  const [note, setNote] = useState<TextWithUploadValue>({ msg: '', images: [] });
  const [nodeId, setNodeId] = useState<string | undefined>();
  const [people, setPeople] = useState<string[]>([]);
  const [position, setPosition] = useState<'before' | 'after'>('before');
  const [problem, setProblem] = useState<string | undefined>();

  // Reset for another dialog or instance only: re-reading the same instance (after a failed send) keeps what was typed.
  const firstTarget = instance.viewer?.returnTargets[0]?.nodeId;
  useEffect(() => {
    setComment('');
    setNote({ msg: '', images: [] });
    setNodeId(firstTarget);
    setPeople([]);
    setPosition('before');
    setProblem(undefined);
  }, [kind, instance.id, firstTarget]);

  if (!kind) return null;
  const mine = instance.viewer?.nodeId;
  const atMyNode = (instance.tasks ?? []).filter((t) => t.nodeId === mine && (t.status === 'open' || t.status === 'waiting')).map((t) => t.userId);

  const submit = async () => {
    const input: ActionDialogInput = kind === 'comment'
      ? { comment: note.msg, images: note.images.map((img) => img.url) }
      : { comment, ...(kind === 'return' ? { nodeId } : {}), ...(kind === 'transfer' || kind === 'addSigner' ? { to: people[0] } : {}), ...(kind === 'addSigner' ? { position } : {}) };
    const result = await onSubmit(kind, input);
    if (result.ok) onClose();
    else setProblem(result.message);
  };

  return (
    <Modal
      open
      className={`instance-action-dialog action-${kind}`}
      title={TITLES[kind]}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      width={kind === 'transfer' || kind === 'addSigner' ? 640 : 520}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {kind === 'return' && (
          <label style={{ display: 'block' }}>
            <div style={{ marginBottom: 4 }}>退回到</div>
            <Select
              aria-label="退回到"
              style={{ width: '100%' }}
              value={nodeId}
              onChange={setNodeId}
              options={(instance.viewer?.returnTargets ?? []).map((t) => ({ value: t.nodeId, label: t.nodeId === instance.flow?.root.id ? `${t.name}（${instance.applicant.name}，修改后重新提交）` : t.name }))}
            />
          </label>
        )}
        {(kind === 'transfer' || kind === 'addSigner') && (
          <MemberPickerPanel value={people} onChange={setPeople} multiple={false} disabledIds={atMyNode} />
        )}
        {kind === 'addSigner' && (
          <Radio.Group value={position} onChange={(event) => setPosition(event.target.value as 'before' | 'after')} aria-label="加签方式">
            <Radio value="before">在我之前（对方先审批，再回到我）</Radio>
            <Radio value="after">在我之后（我同意后由对方审批）</Radio>
          </Radio.Group>
        )}
        {kind === 'comment'
          ? <TextareaWithUpload control={COMMENT_CONTROL} value={note} onChange={(v) => setNote(v as TextWithUploadValue)} mode="fill" disabled={false} />
          : (
            <Input.TextArea
              aria-label={`${TITLES[kind]}说明`}
              placeholder={kind === 'withdraw' ? '撤回原因（选填）' : '说明（选填）'}
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={COMMENT_LIMIT}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          )}
        {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
      </Space>
    </Modal>
  );
}
