/** @jest-environment jest-fixed-jsdom */
// Issue 28, 应用发布 → 导出 BPMN: the open design downloads as <flow name>-<target>.bpmn, written for the target
// chosen (its extension namespace in the file); a failed export says so.
import 'reflect-metadata';
import '../controls/message-channel';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { BpmnExport, bpmnFileName } from '../../../application/designer/bpmn-export';
import { DesignerSession } from '../../../application/designer/designer-session';
import { FlowPublisher } from '../../../application/designer/flow-publisher';
import { BpmnFiles } from '../../../application/ports/bpmn-files';
import { LazyBpmnFiles } from '../../../adapters/bpmn/lazy-bpmn-files';
import { BpmnExportCard } from '../../../ui/flow-designer/bpmn-export-card';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { AppTheme } from '../../../ui/shell/app-theme';
import { loadFlow, loadForm } from '../../fixtures/flows/flow-fixtures';

const WAIT = { timeout: 15_000 };

function renderCard(files: Pick<BpmnFiles, 'exportFlow'> = new LazyBpmnFiles()) {
  const container = new Container();
  container.bind(DesignerSession).toConstantValue({ snapshot: { flow: loadFlow('leave'), form: loadForm('leave') } } as unknown as DesignerSession);
  container.bind(FlowPublisher).toConstantValue({ snapshot: { info: { name: '请假 申请' } } } as unknown as FlowPublisher);
  container.bind(BpmnFiles).toConstantValue(files);
  container.bind(BpmnExport).toSelf();
  render(<ContainerProvider container={container}><AppTheme><App><BpmnExportCard /></App></AppTheme></ContainerProvider>);
}

/** Captures what 导出 BPMN hands the browser to download: the file name and the Blob's text. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((object) => { blob = object as Blob; return 'blob:bpmn'; });
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { files.push({ name: this.download, blob: blob! }); });
  return files;
}

afterEach(() => jest.restoreAllMocks());

async function chooseTarget(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '目标引擎' }));
  const option = (await screen.findAllByText(label, undefined, WAIT)).find((el) => el.closest('.ant-select-item-option'))!;
  fireEvent.click(option);
}

test('导出 BPMN downloads the design for Camunda 8 by default, with the zeebe namespace, named after the flow', async () => {
  const downloads = captureDownloads();
  renderCard();
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '导出 BPMN' })); });
  await screen.findByText('已导出 请假_申请-camunda8.bpmn', undefined, WAIT);
  expect(downloads.map((d) => d.name)).toEqual(['请假_申请-camunda8.bpmn']);
  const xml = await downloads[0]!.blob.text();
  expect(xml).toContain('xmlns:zeebe="http://camunda.org/schema/zeebe/1.0"');
  expect(xml).toContain('<bpmndi:BPMNDiagram');
});

test('导出 BPMN for the chosen target: Flowable gets flowable: attributes, Camunda 7 camunda: ones', async () => {
  const downloads = captureDownloads();
  renderCard();
  await chooseTarget('Flowable');
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '导出 BPMN' })); });
  await screen.findByText('已导出 请假_申请-flowable.bpmn', undefined, WAIT);
  await chooseTarget('Camunda 7');
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '导出 BPMN' })); });
  await screen.findByText('已导出 请假_申请-camunda7.bpmn', undefined, WAIT);
  const [flowable, camunda7] = await Promise.all(downloads.map((d) => d.blob.text()));
  expect(flowable).toContain('xmlns:flowable="http://flowable.org/bpmn"');
  expect(flowable).not.toContain('zeebe');
  expect(camunda7).toContain('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
});

test('a failed BPMN export downloads nothing and says so', async () => {
  const downloads = captureDownloads();
  renderCard({ exportFlow: () => Promise.reject(new Error('chunk')) });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '导出 BPMN' })); });
  expect(await screen.findByText('导出 BPMN 失败，请稍后重试', undefined, WAIT)).toBeInTheDocument();
  expect(downloads).toEqual([]);
});

test('the BPMN file name keeps the flow name but not characters file systems refuse', () => {
  expect(bpmnFileName('采购/报销: 2026', 'camunda7')).toBe('采购_报销_2026-camunda7.bpmn');
  expect(bpmnFileName('  ', 'flowable')).toBe('流程-flowable.bpmn');
});
