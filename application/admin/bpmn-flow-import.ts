/**
 * /flowManage → 导入 BPMN: reads a BPMN file into our flow with every problem it has, then creates a new
 * unpublished flow (as 新建流程 does) whose design holds the imported flow. The form is not part of a BPMN
 * file: the new flow's form starts empty.
 */
import { inject, injectable } from 'inversify';
import type { Flow } from '../../domain/flow';
import { BpmnFiles, type BpmnFileRead } from '../ports/bpmn-files';
import { FlowModelApi, type FlowModel, type FlowModelDraft } from '../ports/flow-model-api';
import { toStoredFlow } from '../designer/stored-flow';
import { FlowCatalogAdmin } from './flow-catalog-admin';

@injectable()
export class BpmnFlowImport {
  constructor(
    @inject(BpmnFiles) private readonly files: BpmnFiles,
    @inject(FlowModelApi) private readonly api: FlowModelApi,
    @inject(FlowCatalogAdmin) private readonly catalog: FlowCatalogAdmin,
  ) {}

  read(file: Blob): Promise<BpmnFileRead> {
    return this.files.importFlow(file);
  }

  /**
   * 确认: creates the flow and saves the imported flow (renamed after the new flow) as its design. When the
   * design cannot be saved the just-created empty flow is deleted again, so a failed import leaves nothing behind.
   */
  async create(draft: FlowModelDraft, flow: Flow): Promise<FlowModel> {
    const model = await this.catalog.create(draft);
    try {
      const design = await this.api.getModelDesign(model.id);
      await this.api.saveModelDesign({ ...design, flow: toStoredFlow({ ...flow, id: model.id, name: model.name }) });
    } catch (error) {
      await this.catalog.remove(model.id).catch(() => undefined);
      throw error;
    }
    return model;
  }
}
