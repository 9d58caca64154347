import { useEffect, useState } from 'react';
import { Alert, Form as AntForm, Input, Modal, Select } from 'antd';
import type { FlowModelDraft } from '../../application/ports/flow-model-api';
import { FlowIconPicker } from '../flow-designer/flow-icons';

export interface NewFlowDialogProps {
  readonly open: boolean;
  readonly categories: ReadonlyArray<{ id: string; name: string }>;
  /** Resolves when created; a rejection's Chinese text is shown in the dialog, which stays open. */
  readonly onCreate: (draft: FlowModelDraft) => Promise<void>;
  readonly onClose: () => void;
}

const EMPTY = { name: '', categoryId: '', icon: 'other', description: '' };

/**
 * 新建流程: name, category, icon, description; 确定 creates the flow and opens the designer on it. The category
 * starts empty and must be chosen: a flow is never filed under the first category without the user saying so.
 */
export function NewFlowDialog({ open, categories, onCreate, onClose }: NewFlowDialogProps) {
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (open) { setDraft(EMPTY); setProblem(undefined); } }, [open]);
  const submit = async () => {
    if (!draft.name.trim()) { setProblem('请输入流程名称'); return; }
    if (!draft.categoryId) { setProblem('请选择流程分类'); return; }
    setBusy(true);
    try {
      await onCreate(draft);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '新建失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="新建流程" open={open} okText="创建并设计" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <AntForm layout="vertical">
        <AntForm.Item label="流程名称" required>
          <Input aria-label="流程名称" value={draft.name} maxLength={50} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </AntForm.Item>
        <AntForm.Item label="分类" required>
          <Select aria-label="分类" value={draft.categoryId || undefined} placeholder="选择分类"
            options={categories.map((c) => ({ value: c.id, label: c.name }))} onChange={(categoryId: string) => setDraft({ ...draft, categoryId })} />
        </AntForm.Item>
        <AntForm.Item label="图标">
          <FlowIconPicker value={draft.icon} onChange={(icon) => setDraft({ ...draft, icon })} />
        </AntForm.Item>
        <AntForm.Item label="说明">
          <Input.TextArea aria-label="说明" rows={2} maxLength={200} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
        </AntForm.Item>
      </AntForm>
    </Modal>
  );
}
