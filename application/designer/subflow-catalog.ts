/**
 * The flows a 子流程 node may start, for the designer: the picker's published flows, a child flow's form (the
 * field mapping table), and the catalogue the pre-publish check reads (exists, published, mapped controls).
 * Forms are fetched once per flow and kept for the session.
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { controlsByIdOf, type CatalogFlow, type Flow, type FlowCatalog } from '../../domain/flow';
import { indexFlow } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import { FlowModelApi, type FlowModelSummary } from '../ports/flow-model-api';

@injectable()
export class SubflowCatalog {
  private models: Promise<FlowModelSummary[]> | undefined;
  private readonly forms = new Map<string, Promise<Form | undefined>>();

  constructor(@inject(FlowModelApi) private readonly flowModels: FlowModelApi) {}

  /** Every flow (published or not), once per session. */
  flows(): Promise<FlowModelSummary[]> {
    this.models ??= this.flowModels.getCategoryList('manage').then((categories) => categories.flatMap((c) => c.models)).catch((error: unknown) => {
      this.models = undefined;
      throw error;
    });
    return this.models;
  }

  /** The published flows the picker offers, but `exceptId` (a flow does not start itself). */
  async publishedFlows(exceptId: string): Promise<FlowModelSummary[]> {
    return (await this.flows()).filter((model) => model.publishedVersion > 0 && model.id !== exceptId);
  }

  /** The form of a flow's published version (undefined when it has none). */
  formOf(modelId: string): Promise<Form | undefined> {
    let form = this.forms.get(modelId);
    if (!form) {
      form = this.flowModels.getModelDesign(modelId, 'published').then((design) => design.form).catch(() => undefined);
      this.forms.set(modelId, form);
    }
    return form;
  }

  /** The catalogue of the flows `flow`'s 子流程 nodes name (undefined when it has none: nothing to check). */
  async catalogFor(flow: Flow): Promise<FlowCatalog | undefined> {
    const ids = new Set(indexFlow(flow).nodes.flatMap((node) => (node.type === 'subflow' && node.props.subflow?.flowId ? [node.props.subflow.flowId] : [])));
    if (ids.size === 0) return undefined;
    const models = await this.flows();
    const entries = await Promise.all(models.filter((model) => ids.has(model.id)).map(async (model): Promise<[string, CatalogFlow]> => {
      const published = model.publishedVersion > 0;
      const form = published ? await this.formOf(model.id) : undefined;
      return [model.id, { name: model.name, published, controlsById: form ? controlsByIdOf(form) : new Map() }];
    }));
    return new Map(entries);
  }
}
