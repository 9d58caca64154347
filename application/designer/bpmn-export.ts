/**
 * 应用发布 → 导出 BPMN: the flow as designed now (unsaved edits included) as a BPMN file for the chosen engine,
 * named after the flow (docs/BPMN.md).
 */
import { inject, injectable } from 'inversify';
import type { BpmnTarget } from '../../domain/flow/bpmn/bpmn-model';
import { BpmnFiles } from '../ports/bpmn-files';
import { DesignerSession } from './designer-session';
import { FlowPublisher } from './flow-publisher';

/** The engines a flow is exported for, as the target picker shows them. */
export const BPMN_TARGET_LABELS: Readonly<Record<BpmnTarget, string>> = { camunda8: 'Camunda 8', camunda7: 'Camunda 7', flowable: 'Flowable' };

export interface BpmnExportFile {
  readonly name: string;
  readonly xml: string;
}

/** 请假-camunda8.bpmn: the flow's name (characters no file system takes replaced) and the target. */
export function bpmnFileName(flowName: string, target: BpmnTarget): string {
  const base = flowName.trim().replace(/[\\/:*?"<>|\s]+/g, '_') || '流程';
  return `${base}-${target}.bpmn`;
}

@injectable()
export class BpmnExport {
  constructor(
    @inject(DesignerSession) private readonly designer: DesignerSession,
    @inject(FlowPublisher) private readonly publisher: FlowPublisher,
    @inject(BpmnFiles) private readonly files: BpmnFiles,
  ) {}

  /** The open design's flow and form as BPMN XML for the target. */
  async exportFile(target: BpmnTarget): Promise<BpmnExportFile> {
    const { flow, form } = this.designer.snapshot;
    const name = this.publisher.snapshot.info.name || flow.name;
    return { name: bpmnFileName(name, target), xml: await this.files.exportFlow(flow, form, target) };
  }
}
