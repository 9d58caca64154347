/**
 * The read-only flow views: /show-flow-preview (a flow's saved design drawn with the designer's cards) and
 * /ctb-show-flow (an instance's flow with each node's state). Loads what they draw; the page only renders it.
 */
import { inject, injectable } from 'inversify';
import type { Flow } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import { storedFlowOf } from '../designer/stored-flow';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import type { OrgDirectory } from '../organisation/org-directory';
import { FlowModelApi, type FlowModel } from '../ports/flow-model-api';
import { InstanceApi, type Instance } from '../ports/instance-api';
import { flowNodeStates, type FlowNodeState } from './flow-node-states';

export interface FlowPreview {
  readonly model: FlowModel;
  readonly flow: Flow;
  readonly form: Form;
  /** The saved design's version (newer than the published one while changes wait for 发布). */
  readonly version: number;
  /** The stored flow could not be read (the start node alone is drawn). */
  readonly notice: string | undefined;
  readonly directory: OrgDirectory | undefined;
}

export interface InstanceFlowView {
  readonly instance: Instance;
  readonly flow: Flow;
  readonly states: ReadonlyMap<string, FlowNodeState>;
  readonly directory: OrgDirectory | undefined;
}

export const flowViewMessages = {
  noFlow: '该申请创建于流程设计之前，没有流程图',
} as const;

@injectable()
export class FlowView {
  constructor(
    @inject(FlowModelApi) private readonly models: FlowModelApi,
    @inject(InstanceApi) private readonly instances: InstanceApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
  ) {}

  /** The organisation names the cards; without it the cards show ids (never a failed page). */
  private directory(): Promise<OrgDirectory | undefined> {
    return this.organisation.load().catch(() => undefined);
  }

  async preview(modelId: string): Promise<FlowPreview> {
    const [model, design, directory] = await Promise.all([this.models.getModel(modelId), this.models.getModelDesign(modelId), this.directory()]);
    const { flow, notice } = storedFlowOf(design, model.name);
    return { model, flow, form: design.form, version: design.version, notice, directory };
  }

  /** Rejects with flowViewMessages.noFlow for an instance from before flows. */
  async instance(instanceId: string): Promise<InstanceFlowView> {
    const [instance, directory] = await Promise.all([this.instances.getInstance(instanceId), this.directory()]);
    if (!instance.flow) throw new Error(flowViewMessages.noFlow);
    return { instance, flow: instance.flow, states: flowNodeStates(instance, directory?.organisation), directory };
  }
}
