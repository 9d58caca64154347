import { useEffect, useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { BpmnFlowImport } from '../../application/admin/bpmn-flow-import';
import type { BpmnFileRead } from '../../application/ports/bpmn-files';
import type { FlowModel, FlowModelDraft } from '../../application/ports/flow-model-api';
import { failureText } from '../../application/shared/failure-text';
import { useService } from '../hooks/use-service';
import { FlowDraftFields, useFlowDraft, type FlowCategoryChoice } from './flow-draft-form';

export interface ImportBpmnDialogProps {
  readonly open: boolean;
  readonly categories: readonly FlowCategoryChoice[];
  /** The flow was created with the imported flow as its design. */
  readonly onImported: (model: FlowModel) => void;
  readonly onClose: () => void;
}

interface PickedFile {
  readonly name: string;
  readonly read: BpmnFileRead;
}

function ReadOutcome({ file }: { file: PickedFile }) {
  const { flow, problems } = file.read;
  const list = problems.length > 0 && (
    <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="bpmn-problems">
      {problems.map((problem, i) => <li key={i}><Typography.Text code>{problem.elementId}</Typography.Text>{problem.message}</li>)}
    </ul>
  );
  if (!flow) return <Alert type="error" showIcon title={`「${file.name}」不能导入为流程`} description={list} style={{ marginBottom: 12 }} />;
  if (problems.length > 0) {
    return <Alert type="warning" showIcon title={`「${file.name}」有 ${problems.length} 个问题，确认后按以下说明导入`} description={list} style={{ marginBottom: 12 }} />;
  }
  return <Alert type="success" showIcon title={`「${file.name}」可以导入`} style={{ marginBottom: 12 }} />;
}

/**
 * 导入 BPMN: pick a .bpmn file; what the import found is listed per element (id and message); 确认 asks the new
 * flow's name and category as 新建流程 does. A file that cannot become a flow cannot be confirmed.
 */
export function ImportBpmnDialog({ open, categories, onImported, onClose }: ImportBpmnDialogProps) {
  const importer = useService(BpmnFlowImport);
  const { draft, setDraft, problem, busy, submit } = useFlowDraft(open);
  const [file, setFile] = useState<PickedFile>();
  const [readFailed, setReadFailed] = useState(false);
  useEffect(() => { if (open) { setFile(undefined); setReadFailed(false); } }, [open]);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setReadFailed(false);
    try {
      const read = await importer.read(picked);
      setFile({ name: picked.name, read });
      const flowName = read.flow?.name;
      if (flowName) setDraft((d) => (d.name.trim() ? d : { ...d, name: flowName }));
    } catch {
      setFile(undefined);
      setReadFailed(true);
    }
  };
  const flow = file?.read.flow;
  const create = async (draft: FlowModelDraft) => {
    if (!flow) return;
    try {
      onImported(await importer.create(draft, flow));
    } catch (error) {
      throw new Error(failureText(error, '导入失败，请稍后重试'));
    }
  };

  return (
    <Modal title="导入 BPMN" open={open} okText="确认" cancelText="取消" confirmLoading={busy} okButtonProps={{ disabled: !flow }}
      onOk={() => { if (flow) void submit(create, '导入失败，请稍后重试'); }} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        选择 BPMN 2.0 文件（本系统导出的，或在 Camunda Modeler 中按同样结构绘制的）；表单不在 BPMN 文件中，导入后请在表单设计中补充。
      </Typography.Paragraph>
      <p><input type="file" accept=".bpmn,.xml" aria-label="选择 BPMN 文件" onChange={(e) => void pick(e.target.files?.[0])} /></p>
      {readFailed && <Alert type="error" showIcon title="读取文件失败，请重新选择" style={{ marginBottom: 12 }} />}
      {file && <ReadOutcome file={file} />}
      {flow && <FlowDraftFields draft={draft} categories={categories} problem={problem} onChange={setDraft} />}
    </Modal>
  );
}
