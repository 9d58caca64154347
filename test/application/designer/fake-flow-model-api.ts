import type { Flow } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';
import { ConflictFailure, NotFoundFailure } from '../../../application/ports/api-failure';
import type { FlowCategory, FlowModelApi, ModelDesign, ModelDesignSave } from '../../../application/ports/flow-model-api';

/** A hand-written FlowModelApi keeping designs in memory, checking the version like the demo backend. */
export class FakeFlowModelApi implements Pick<FlowModelApi, 'getModelDesign' | 'saveModelDesign' | 'getCategoryList'> {
  readonly designs = new Map<string, ModelDesign>();
  readonly saves: ModelDesignSave[] = [];
  /** The flow catalogue (the 子流程 picker, 关联审批单's 可关联的流程). */
  categories: FlowCategory[] = [];

  async getCategoryList(): Promise<FlowCategory[]> {
    return this.categories;
  }

  /** A design of `form` and `flow` (none: a flow that only has the start node). */
  seed(modelId: string, form: Form, flow?: Flow, settings: Record<string, unknown> = {}): void {
    const stored = (flow ?? { id: modelId, name: form.name, root: { id: 'start', type: 'start', name: '发起人', props: {} } }) as unknown as ModelDesign['flow'];
    this.designs.set(modelId, { modelId, version: 1, form, flow: stored, settings });
  }

  async getModelDesign(modelId: string): Promise<ModelDesign> {
    const design = this.designs.get(modelId);
    if (!design) throw new NotFoundFailure({}, 404, { msg: '流程不存在' });
    return JSON.parse(JSON.stringify(design)) as ModelDesign;
  }

  async saveModelDesign(design: ModelDesignSave): Promise<{ version: number }> {
    const current = this.designs.get(design.modelId);
    if (current && current.version !== design.version) {
      throw new ConflictFailure({}, 409, { msg: 'version conflict', currentVersion: current.version });
    }
    this.saves.push(design);
    const version = (current?.version ?? 0) + 1;
    this.designs.set(design.modelId, { ...design, version });
    return { version };
  }

  /** Someone else saves meanwhile. */
  bumpVersion(modelId: string): void {
    const current = this.designs.get(modelId);
    if (current) this.designs.set(modelId, { ...current, version: current.version + 1 });
  }
}
