import { useEffect, useRef, useState } from 'react';
import { Checkbox, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import type { Instance } from '../../application/ports/instance-api';
import { COMMENT_LIMIT, type ActionInput, type DecisionResult } from '../../application/approvals/instance-review';
import type { OfferedAction } from '../../domain/flow';
import type { AttachmentValue, TextWithUploadValue } from '../../domain/model/values';
import type { Control } from '../../domain/model/control';
import { multiLineText } from '../../domain/controls/types/multi-line-text';
import { MemberPickerPanel } from '../org-picker';
import { TextareaWithUpload } from '../uploads/textarea-with-upload';
import { CommonPhrasesMenu } from './common-phrases-menu';
import { CommentAttachmentsInput, NO_COMMENT_FILES } from './comment-attachments-input';


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

/** A person's name as the history names them (减签 lists the people the viewer added). */
function addedName(instance: Instance, userId: string): string {
  for (const entry of instance.history) {
    const i = entry.userIds?.indexOf(userId) ?? -1;
    if (i >= 0 && entry.userNames?.[i]) return entry.userNames[i];
  }
  return userId;
}

/** The dialog of an offered action: 退回 (to which node), 转交 (to whom), 加签 (whom, before or after me), 评论 (with images), 撤回. */
export function InstanceActionDialog({ action, instance, busy, onSubmit, onClose, draft = '' }: InstanceActionDialogProps) {
  const [comment, setComment] = useState('');
  const [note, setNote] = useState<TextWithUploadValue>({ msg: '', images: [] });
  const [nodeId, setNodeId] = useState<string | undefined>();
  const [people, setPeople] = useState<string[]>([]);
  const [position, setPosition] = useState<'before' | 'after' | 'parallel'>('before');
  const [mode, setMode] = useState<'and' | 'or' | 'sequential'>('and');
  const [problem, setProblem] = useState<string | undefined>();
  const [files, setFiles] = useState<AttachmentValue>(NO_COMMENT_FILES);
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
    setMode('and');
    setFiles(NO_COMMENT_FILES);
    setProblem(undefined);
  }, [action?.name, instance.id, firstTarget, firstPosition]);

  if (!action) return null;
  const { needs } = action;
  // 加签: several people at once (up to needs.person.max).
  const several = (needs.person?.max ?? 1) > 1;

  const submit = async () => {
    const attached = needs.attachments && files.attachments.length > 0 ? { attachments: files.attachments } : {};
    const input: ActionInput = needs.images
      ? { comment: note.msg, images: note.images.map((img) => img.url), ...attached }
      : {
        comment, ...(needs.targetNode ? { nodeId } : {}), ...(needs.position ? { position } : {}),
        ...(needs.person ? { to: several ? people : people[0] } : {}), ...(needs.removable ? { to: people } : {}),
        ...(needs.modes && several && people.length > 1 && position !== 'parallel' ? { mode } : {}),
        ...attached,
      };
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
          <MemberPickerPanel value={people} onChange={setPeople} multiple={several} disabledIds={[...needs.person.excluded]} />
        )}
        {needs.removable && (
          <div>
            <div style={{ marginBottom: 4 }}>减去由你加签、尚未处理的人员</div>
            <Checkbox.Group aria-label="减签人员" className="remove-signer-people" value={people} onChange={(ids) => setPeople(ids.map(String))}
              options={needs.removable.map((id) => ({ value: id, label: addedName(instance, id) }))} />
          </div>
        )}
        {needs.position && (
          <Radio.Group value={position} onChange={(event) => setPosition(event.target.value as 'before' | 'after' | 'parallel')} aria-label="加签方式">
            <Radio value="before">在我之前（对方先审批，再回到我）</Radio>
            <Radio value="after">在我之后（我同意后由对方审批）</Radio>
            {needs.position.includes('parallel') && <Radio value="parallel">与我并行（并加签，按本节点的审批方式）</Radio>}
          </Radio.Group>
        )}
        {needs.modes && several && people.length > 1 && position !== 'parallel' && (
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as 'and' | 'or' | 'sequential')} aria-label="加签人员审批方式">
            <Radio value="and">会签（需所有人同意）</Radio>
            <Radio value="or">或签（一人同意即可）</Radio>
            <Radio value="sequential">依次审批</Radio>
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
        <CommonPhrasesMenu text={needs.images ? note.msg : comment} onPick={(phrase) => (needs.images ? setNote({ ...note, msg: phrase }) : setComment(phrase))} />
        {needs.attachments && <CommentAttachmentsInput value={files} onChange={setFiles} disabled={busy} />}
        {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
      </Space>
    </Modal>
  );
}
