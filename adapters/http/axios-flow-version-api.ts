import { inject, injectable } from 'inversify';
import type { ModelDesign } from '../../application/ports/flow-model-api';
import type { FlowVersion, FlowVersionApi, MigratableInstance, MigrationOutcome, MigrationRequest } from '../../application/ports/flow-version-api';
import { AxiosHttpClient } from './axios-http-client';

const V = '/flow/workflow/version/';

/** Flow versions over HTTP (docs/API.md, 流程版本). Refusals are shown by the page that asked: silent here. */
@injectable()
export class AxiosFlowVersionApi implements FlowVersionApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async listVersions(modelId: string): Promise<FlowVersion[]> {
    return (await this.http.getData<{ versions: FlowVersion[] }>(`${V}list`, { modelId })).versions;
  }

  getVersion(modelId: string, version: number): Promise<ModelDesign> {
    return this.http.getData(`${V}get`, { modelId, version });
  }

  rollback(modelId: string, version: number, baseVersion: number, note: string): Promise<{ publishedVersion: number; publishedAt: string }> {
    return this.http.postData(`${V}rollback`, { modelId, version, baseVersion, note }, { silent: true });
  }

  async runningInstances(modelId: string): Promise<MigratableInstance[]> {
    return (await this.http.getData<{ instances: MigratableInstance[] }>(`${V}instances`, { modelId })).instances;
  }

  async planMigration(request: MigrationRequest): Promise<MigrationOutcome[]> {
    return (await this.http.postData<{ outcomes: MigrationOutcome[] }>(`${V}migrate`, { ...request, dryRun: true }, { silent: true })).outcomes;
  }

  async migrate(request: MigrationRequest): Promise<MigrationOutcome[]> {
    return (await this.http.postData<{ outcomes: MigrationOutcome[] }>(`${V}migrate`, { ...request, dryRun: false }, { silent: true })).outcomes;
  }

  async deleteVersion(modelId: string, version: number): Promise<void> {
    await this.http.postData(`${V}delete`, { modelId, version }, { silent: true });
  }
}
