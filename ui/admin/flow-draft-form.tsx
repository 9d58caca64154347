import { useEffect, useState } from 'react';
import { Alert, Form as AntForm, Input, Select } from 'antd';
import type { FlowModelDraft } from '../../application/ports/flow-model-api';
import { FlowIconPicker } from '../flow-designer/flow-icons';

export type FlowCategoryChoice = { readonly id: string; readonly name: string };

const EMPTY = { name: '', categoryId: '', icon: 'other', description: '' };

/**
 * What 新建流程 and 导入 BPMN ask of a new flow: name and category (required), icon, description. `submit`
 * checks the two and shows a rejection's Chinese text; the dialog stays open then.
 */
export function useFlowDraft(open: boolean) {
  const [draft, setDraft] = useState<FlowModelDraft>(EMPTY);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The category starts empty and must be chosen (issue 32): a flow is never filed under the first category
  // without the user saying so.
  useEffect(() => { if (open) { setDraft(EMPTY); setProblem(undefined); } }, [open]);
  const submit = async (create: (draft: FlowModelDraft) => Promise<void>, fallback: string) => {
    if (!draft.name.trim()) { setProblem('请输入流程名称'); return; }
    if (!draft.categoryId) { setProblem('请选择流程分类'); return; }
    setBusy(true);
    try {
      await create(draft);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { draft, setDraft, problem, busy, submit };
}

export function FlowDraftFields({ draft, categories, problem, onChange }: {
  draft: FlowModelDraft; categories: readonly FlowCategoryChoice[]; problem: string | undefined; onChange: (draft: FlowModelDraft) => void;
}) {
  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <AntForm layout="vertical">
        <AntForm.Item label="流程名称" required>
          <Input aria-label="流程名称" value={draft.name} maxLength={50} onChange={(e) => onChange({ ...draft, name: e.target.value })} />
        </AntForm.Item>
        <AntForm.Item label="分类" required>
          <Select aria-label="分类" value={draft.categoryId || undefined} placeholder="选择分类"
            options={categories.map((c) => ({ value: c.id, label: c.name }))} onChange={(categoryId: string) => onChange({ ...draft, categoryId })} />
        </AntForm.Item>
        <AntForm.Item label="图标">
          <FlowIconPicker value={draft.icon ?? 'other'} onChange={(icon) => onChange({ ...draft, icon })} />
        </AntForm.Item>
        <AntForm.Item label="说明">
          <Input.TextArea aria-label="说明" rows={2} maxLength={200} value={draft.description} onChange={(e) => onChange({ ...draft, description: e.target.value })} />
        </AntForm.Item>
      </AntForm>
    </>
  );
}
