/** @jest-environment jest-fixed-jsdom */
// Issue 28, /flowManage → 导入 BPMN: the problems of the picked file are listed per element (id and message);
// 确认 asks name and category and creates the flow through the flow API with the imported flow as its design; a
// file that cannot become a flow cannot be confirmed.
import 'reflect-metadata';
import '../controls/message-channel';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { useParams } from 'react-router-dom';
import { adminModule } from '../../../application/admin/admin-module';
import { BpmnFiles } from '../../../application/ports/bpmn-files';
import { FlowModelApi, type FlowCategory, type FlowModel, type FlowModelDraft, type ModelDesign, type ModelDesignSave } from '../../../application/ports/flow-model-api';
import { LazyBpmnFiles } from '../../../adapters/bpmn/lazy-bpmn-files';
import { exportFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import type { Flow } from '../../../domain/flow';
import FlowManagePage from '../../../ui/admin/flow-manage-page';
import { loadFlow, loadForm } from '../../fixtures/flows/flow-fixtures';
import { renderAdminRoutes } from './render-admin-routes';

const WAIT = { timeout: 15_000 };

/** The flow API as /flowManage and the import use it: categories, 新建 and the new flow's design. */
class ImportingFlows {
  created: FlowModelDraft[] = [];
  saved: ModelDesignSave[] = [];
  async getCategoryList(): Promise<FlowCategory[]> {
    const leave = { id: 'm-leave', name: '请假', categoryId: 'c-hr', description: '', status: 'active' as const, publishedVersion: 1 };
    return [{ id: 'c-hr', name: '人事', models: [leave] }, { id: 'c-fin', name: '财务', models: [] }];
  }
  async createModel(draft: FlowModelDraft): Promise<FlowModel> {
    this.created.push(draft);
    return { ...draft, id: 'm-imported', status: 'active', publishedVersion: 0, formId: 'form-imported', createdAt: '', updatedAt: '' };
  }
  async getModelDesign(modelId: string): Promise<ModelDesign> {
    return { modelId, version: 1, form: { id: 'form-imported', name: '', controls: [] } as unknown as ModelDesign['form'], flow: { nodes: [] }, settings: {} };
  }
  async saveModelDesign(design: ModelDesignSave): Promise<{ version: number }> {
    this.saved.push(design);
    return { version: 2 };
  }
}

function FlowEditor() {
  return <p>流程设计 {useParams().id}</p>;
}

async function renderPage() {
  const flows = new ImportingFlows();
  const container = new Container();
  container.bind(FlowModelApi).toConstantValue(flows as unknown as FlowModelApi);
  container.bind(BpmnFiles).to(LazyBpmnFiles);
  container.load(adminModule);
  renderAdminRoutes(container, '/flowManage', { '/flowManage': <FlowManagePage />, '/flow-set/:id/flowEditor': <FlowEditor /> }, { antdApp: true });
  await screen.findByText('请假', undefined, WAIT);
  return flows;
}

async function pickFile(xml: string, name: string) {
  fireEvent.click(screen.getByRole('button', { name: '导入 BPMN' }));
  const dialog = await screen.findByRole('dialog', undefined, WAIT);
  const file = new File([xml], name, { type: 'application/xml' });
  await act(async () => { fireEvent.change(within(dialog).getByLabelText('选择 BPMN 文件'), { target: { files: [file] } }); });
  return dialog;
}

const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '确认' });

/** The category is asked, never preselected (issue 32): pick 人事. */
async function chooseHr(dialog: HTMLElement) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分类' }));
  fireEvent.click(await screen.findByTitle('人事', {}, WAIT));
}

const handDrawn = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="defs">
  <bpmn:process id="hand" name="手绘审批" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;
const link = (id: string, from: string, to: string) => `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;

test('导入 BPMN of an exported flow creates a new flow whose design holds the imported flow, then opens its flow editor', async () => {
  const flows = await renderPage();
  const leave = loadFlow('leave');
  const dialog = await pickFile(await exportFlowBpmn(leave, loadForm('leave'), 'camunda7'), 'leave.bpmn');
  expect(await within(dialog).findByText('「leave.bpmn」可以导入', undefined, WAIT)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('流程名称')).toHaveValue(leave.name);
  fireEvent.change(within(dialog).getByLabelText('流程名称'), { target: { value: '请假（导入）' } });
  await chooseHr(dialog);
  await act(async () => { fireEvent.click(confirmButton(dialog)); });
  expect(await screen.findByText('流程设计 m-imported', undefined, WAIT)).toBeInTheDocument();
  expect(flows.created).toEqual([{ name: '请假（导入）', categoryId: 'c-hr', icon: 'other', description: '' }]);
  const stored = flows.saved[0]!.flow as unknown as Flow;
  expect(flows.saved[0]!.version).toBe(1);
  expect(stored).toMatchObject({ id: 'm-imported', name: '请假（导入）' });
  expect(stored.root.next).toEqual(leave.root.next);
});

test('导入 BPMN lists each problem with its element id and Chinese message; the flow is still created on 确认', async () => {
  const flows = await renderPage();
  const dialog = await pickFile(handDrawn(`<bpmn:startEvent id="s" name="开始" />${link('f1', 's', 'wait')}
    <bpmn:intermediateCatchEvent id="wait" name="等一天"><bpmn:timerEventDefinition /></bpmn:intermediateCatchEvent>${link('f2', 'wait', 'e')}
    <bpmn:endEvent id="e" name="结束" />`), 'hand.bpmn');
  const problems = await within(dialog).findByTestId('bpmn-problems', undefined, WAIT);
  expect(within(dialog).getByText('「hand.bpmn」有 1 个问题，确认后按以下说明导入')).toBeInTheDocument();
  expect(problems).toHaveTextContent('wait不支持的 BPMN 元素类型「IntermediateCatchEvent」');
  expect(confirmButton(dialog)).toBeEnabled();
  await chooseHr(dialog);
  fireEvent.click(confirmButton(dialog));
  await waitFor(() => expect(flows.saved).toHaveLength(1), WAIT);
  expect(flows.created[0]!.name).toBe('手绘审批');
});

test('导入 BPMN of a file that cannot become a flow shows why and cannot be confirmed', async () => {
  const flows = await renderPage();
  const dialog = await pickFile(handDrawn(`<bpmn:userTask id="t" name="审批" />${link('f1', 't', 'e')}<bpmn:endEvent id="e" name="结束" />`), 'broken.bpmn');
  expect(await within(dialog).findByText('「broken.bpmn」不能导入为流程', undefined, WAIT)).toBeInTheDocument();
  expect(within(dialog).getByTestId('bpmn-problems')).toHaveTextContent('hand流程中没有开始事件');
  expect(within(dialog).queryByLabelText('流程名称')).toBeNull();
  expect(confirmButton(dialog)).toBeDisabled();
  expect(flows.created).toEqual([]);
});

test('导入 BPMN of a 10,000-task file (issue 38) says it has too many nodes and cannot be confirmed', async () => {
  const flows = await renderPage();
  const tasks = Array.from({ length: 10_000 }, (_, i) => `<bpmn:userTask id="t${i}" />${link(`f${i}`, i === 0 ? 's' : `t${i - 1}`, `t${i}`)}`).join('');
  const dialog = await pickFile(handDrawn(`<bpmn:startEvent id="s" />${tasks}<bpmn:endEvent id="e" />`), 'huge.bpmn');
  expect(await within(dialog).findByText('「huge.bpmn」不能导入为流程', undefined, WAIT)).toBeInTheDocument();
  expect(within(dialog).getByTestId('bpmn-problems')).toHaveTextContent('BPMN 流程最多 2000 个节点（该文件至少有 2001 个），请拆分后导入');
  expect(confirmButton(dialog)).toBeDisabled();
  expect(flows.created).toEqual([]);
});

test('导入 BPMN of a file over 10 MB refuses it without reading it', async () => {
  await renderPage();
  const big = new File(['x'], 'big.bpmn');
  Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 });
  const read = jest.spyOn(FileReader.prototype, 'readAsText');
  fireEvent.click(screen.getByRole('button', { name: '导入 BPMN' }));
  const dialog = await screen.findByRole('dialog', undefined, WAIT);
  await act(async () => { fireEvent.change(within(dialog).getByLabelText('选择 BPMN 文件'), { target: { files: [big] } }); });
  expect(await within(dialog).findByText('「big.bpmn」不能导入为流程', undefined, WAIT)).toBeInTheDocument();
  expect(within(dialog).getByTestId('bpmn-problems')).toHaveTextContent('BPMN 文件不能超过 10 MB（该文件 50.0 MB）');
  expect(read).not.toHaveBeenCalled();
  read.mockRestore();
});
