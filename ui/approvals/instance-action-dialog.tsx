import { useEffect, useRef, useState } from 'react';
import { Input, Modal, Radio, Select, Space, Typography } from 'antd';
import type { Instance } from '../../application/ports/instance-api';
import { COMMENT_LIMIT, type ActionInput, type DecisionResult } from '../../application/approvals/instance-review';
import type { OfferedAction } from '../../domain/flow';
import type { TextWithUploadValue } from '../../domain/model/values';
import type { Control } from '../../domain/model/control';
import { multiLineText } from '../../domain/controls/types/multi-line-text';
import { MemberPickerPanel } from '../org-picker';
import { TextareaWithUpload } from '../uploads/textarea-with-upload';


/** The comment box of 评论: text plus images (the textarea-with-upload of the forms). */
const COMMENT_CONTROL = { id: 'instance-comment', moduleId: multiLineText.moduleId, name: '评论', config: { title: '评论' }, props: { rows: 4 }, placeholder: '请输入评论，可上传或粘贴图片' } as unknown as Control;

interface InstanceActionDialogProps {
  /** The offered action whose dialog is open: it shows what the action needs (a node, a person, a position, images). */
  readonly action: OfferedAction | undefined;
  readonly instance: Instance;
  readonly busy: boolean;
  readonly onSubmit: (action: OfferedAction, input: ActionInput) => Promise<DecisionResult>;
  readonly onClose: () => void;
  /** What is typed in the drawer's 审批意见 box: the dialog's comment starts with it (issue 43 #11: one comment, not two). */
  readonly draft?: string;
}

/** The dialog of an offered action: 退回 (to which node), 转交 (to whom), 加签 (whom, before or after me), 评论 (with images), 撤回. */
export function InstanceActionDialog({ action, instance, busy, onSubmit, onClose, draft = '' }: InstanceActionDialogProps) {
  const [comment, setComment] = useState('');
  const [note, setNote] = useState<TextWithUploadValue>({ msg: '', images: [] });
  const [nodeId, setNodeId] = useState<string | undefined>();
  const [people, setPeople] = useState<string[]>([]);
  const [position, setPosition] = useState<'before' | 'after'>('before');
  const [problem, setProblem] = useState<string | undefined>();
  // Read when a dialog opens, not followed while it is open.
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // Reset for another dialog or instance only: re-reading the same instance (after a failed send) keeps what was typed.
  const firstTarget = action?.needs.targetNode?.[0]?.nodeId;
  const firstPosition = action?.needs.position?.[0];
  useEffect(() => {
    setComment(draftRef.current);
    setNote({ msg: draftRef.current, images: [] });
    setNodeId(firstTarget);
    setPeople([]);
    setPosition(firstPosition ?? 'before');
    setProblem(undefined);
  }, [action?.name, instance.id, firstTarget, firstPosition]);

  if (!action) return null;
  const { needs } = action;

  const submit = async () => {
    const input: ActionInput = needs.images
      ? { comment: note.msg, images: note.images.map((img) => img.url) }
      : { comment, ...(needs.targetNode ? { nodeId } : {}), ...(needs.person ? { to: people[0] } : {}), ...(needs.position ? { position } : {}) };
    const result = await onSubmit(action, input);
    if (result.ok) onClose();
    else setProblem(result.message);
  };

  return (
    <Modal
      open
      className={`instance-action-dialog action-${action.name}`}
      title={action.label}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      width={needs.person ? 640 : 520}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {needs.targetNode && (
          <label style={{ display: 'block' }}>
            <div style={{ marginBottom: 4 }}>退回到</div>
            <Select
              aria-label="退回到"
              style={{ width: '100%' }}
              value={nodeId}
              onChange={setNodeId}
              options={needs.targetNode.map((t) => ({ value: t.nodeId, label: t.nodeId === instance.flow?.root.id ? `${t.name}（${instance.applicant.name}，修改后重新提交）` : t.name }))}
            />
          </label>
        )}
        {needs.person && (
          <MemberPickerPanel value={people} onChange={setPeople} multiple={false} disabledIds={[...needs.person.excluded]} />
        )}
        {needs.position && (
          <Radio.Group value={position} onChange={(event) => setPosition(event.target.value as 'before' | 'after')} aria-label="加签方式">
            <Radio value="before">在我之前（对方先审批，再回到我）</Radio>
            <Radio value="after">在我之后（我同意后由对方审批）</Radio>
          </Radio.Group>
        )}
        {needs.images
          ? <TextareaWithUpload control={COMMENT_CONTROL} value={note} onChange={(v) => setNote(v as TextWithUploadValue)} mode="fill" disabled={false} />
          : (
            <Input.TextArea
              aria-label={action.commentPrompt}
              placeholder={`${action.commentPrompt}（选填）`}
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
