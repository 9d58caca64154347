import { Modal } from 'antd';
import type { FlowModelDraft } from '../../application/ports/flow-model-api';
import { FlowDraftFields, useFlowDraft, type FlowCategoryChoice } from './flow-draft-form';

export interface NewFlowDialogProps {
  readonly open: boolean;
  readonly categories: readonly FlowCategoryChoice[];
  /** Resolves when created; a rejection's Chinese text is shown in the dialog, which stays open. */
  readonly onCreate: (draft: FlowModelDraft) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * 新建流程: name, category (none preselected: 请选择流程分类 until one is chosen), icon, description; 确定 creates the
 * flow and opens the designer on it.
 */
export function NewFlowDialog({ open, categories, onCreate, onClose }: NewFlowDialogProps) {
  const { draft, setDraft, problem, busy, submit } = useFlowDraft(open);
  return (
    <Modal title="新建流程" open={open} okText="创建并设计" cancelText="取消" confirmLoading={busy} onOk={() => void submit(onCreate, '新建失败，请稍后重试')} onCancel={onClose} destroyOnHidden>
      <FlowDraftFields draft={draft} categories={categories} problem={problem} onChange={setDraft} />
    </Modal>
  );
}
