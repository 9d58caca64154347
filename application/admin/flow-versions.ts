/**
 * 版本记录 (issue 29): the published versions of a flow, the comparison of two of them (diffFlows / diffForms in
 * words, and both trees), 回滚, and 迁移 of running instances — the dry run first, then the move.
 */
import { inject, injectable } from 'inversify';
import { parseFlow, type Flow } from '../../domain/flow';
import {
  diffFlows, diffForms, flowDiffWords, formDiffWords, idNames, type ChangeNames, type FlowDiff, type FormDiff,
} from '../../domain/flow/versions';
import type { Form } from '../../domain/model/form';
import { FlowModelApi, type ModelDesign } from '../ports/flow-model-api';
import { FlowVersionApi, type FlowVersion, type MigratableInstance, type MigrationOutcome, type MigrationRequest } from '../ports/flow-version-api';
import { OrganisationDirectory } from '../organisation/organisation-directory';

/** A version's design, read as the domain reads it. */
export interface VersionDesign {
  readonly version: number;
  readonly flow: Flow | undefined;
  readonly form: Form;
}

export interface VersionComparison {
  readonly from: VersionDesign;
  readonly to: VersionDesign;
  readonly flow: FlowDiff | undefined;
  readonly form: FormDiff;
  /** The changes in words, flow first (审批节点「人事审批」：审批方式 或签 → 会签). */
  readonly words: readonly string[];
}

export interface VersionsOverview {
  readonly modelName: string;
  readonly versions: readonly FlowVersion[];
  /** The newest saved design version when this was read: a rollback against a newer one is refused. */
  readonly latestDesign: number;
}

const designOf = (design: ModelDesign): VersionDesign => {
  const parsed = parseFlow(design.flow as unknown);
  return { version: design.version, flow: parsed.ok ? parsed.flow : undefined, form: design.form };
};

@injectable()
export class FlowVersions {
  private readonly designs = new Map<string, Promise<VersionDesign>>();

  constructor(
    @inject(FlowVersionApi) private readonly api: FlowVersionApi,
    @inject(FlowModelApi) private readonly models: FlowModelApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
  ) {}

  async overview(modelId: string): Promise<VersionsOverview> {
    const [versions, latest, model] = await Promise.all([this.api.listVersions(modelId), this.models.getModelDesign(modelId), this.models.getModel(modelId)]);
    return { modelName: model.name, versions, latestDesign: latest.version };
  }

  /** One version's design (kept: a saved version never changes). */
  design(modelId: string, version: number): Promise<VersionDesign> {
    const key = `${modelId}@${version}`;
    let known = this.designs.get(key);
    if (!known) {
      known = this.api.getVersion(modelId, version).then(designOf);
      known.catch(() => this.designs.delete(key));
      this.designs.set(key, known);
    }
    return known;
  }

  async compare(modelId: string, fromVersion: number, toVersion: number): Promise<VersionComparison> {
    const [from, to, names] = await Promise.all([this.design(modelId, fromVersion), this.design(modelId, toVersion), this.names()]);
    const flow = from.flow && to.flow ? diffFlows(from.flow, to.flow) : undefined;
    const form = diffForms(from.form, to.form);
    const wordNames = { ...names, controlsById: new Map([...from.form.controls, ...to.form.controls].map((c) => [c.id, c])) };
    return { from, to, flow, form, words: [...(flow ? flowDiffWords(flow, wordNames) : []), ...formDiffWords(form, wordNames)] };
  }

  /** People, departments and roles by name; by id when the organisation does not load. */
  private async names(): Promise<ChangeNames> {
    try {
      const { organisation: org } = await this.organisation.load();
      const of = (list: ReadonlyArray<{ id: string; name: string }>) => (id: string) => list.find((x) => x.id === id)?.name ?? id;
      return { ...idNames(), userName: of(org.users), deptName: of(org.depts), roleName: of(org.roles) };
    } catch {
      return idNames();
    }
  }

  rollback(modelId: string, version: number, latestDesign: number, note: string): Promise<{ publishedVersion: number }> {
    return this.api.rollback(modelId, version, latestDesign, note);
  }

  deleteVersion(modelId: string, version: number): Promise<void> {
    return this.api.deleteVersion(modelId, version);
  }

  runningInstances(modelId: string): Promise<MigratableInstance[]> {
    return this.api.runningInstances(modelId);
  }

  planMigration(request: MigrationRequest): Promise<MigrationOutcome[]> {
    return this.api.planMigration(request);
  }

  migrate(request: MigrationRequest): Promise<MigrationOutcome[]> {
    return this.api.migrate(request);
  }
}
