import { inject, injectable, optional } from 'inversify';
import { ApiDefinitionApi, type ApiDefinition, type ApiDefinitionQuery } from '../ports/api-definition-api';
import { OperationLogApi } from '../ports/operation-log-api';
import { recordOperation } from './operation-log';
import { RemoteList } from './remote-list';

export type ApiDefinitionDraft = Omit<ApiDefinition, 'id' | 'status'>;

/** Why a draft API definition cannot be saved, or undefined. Exactly one param may receive the input. */
export function apiDefinitionProblem(draft: ApiDefinitionDraft): string | undefined {
  if (!draft.name.trim()) return '请输入接口名称';
  if (!/^(https?:\/\/|\/)/.test(draft.url.trim())) return '接口地址需以 http://、https:// 或 / 开头';
  if (draft.params.some((p) => !p.name.trim())) return '参数名不能为空';
  const names = draft.params.map((p) => p.name.trim());
  if (new Set(names).size !== names.length) return '参数名不能重复';
  if (draft.params.filter((p) => p.input).length > 1) return '只能有一个参数作为输入参数';
  return undefined;
}

/** /apiManage: the remote API definitions used by remote dropdowns, remote inputs and days inputs. */
@injectable()
export class ApiDefinitionsAdmin {
  readonly list: RemoteList<ApiDefinition, ApiDefinitionQuery>;

  constructor(
    @inject(ApiDefinitionApi) private readonly api: ApiDefinitionApi,
    @inject(OperationLogApi) @optional() private readonly log?: OperationLogApi,
  ) {
    this.list = new RemoteList((query) => this.api.getApis(query), { page: 0, pageSize: 10 });
  }

  save(draft: ApiDefinitionDraft, id?: string): Promise<void> {
    const problem = apiDefinitionProblem(draft);
    if (problem) return Promise.reject(new Error(problem));
    return this.list.mutate(async () => {
      if (id) await this.api.updateApi({ ...draft, id });
      else await this.api.addApi(draft);
      void recordOperation(this.log, { action: id ? 'update_api' : 'add_api', target: draft.name });
    });
  }

  setActive(id: string, active: boolean): Promise<void> {
    return this.list.mutate(async () => {
      await (active ? this.api.activateApi(id) : this.api.stopApi(id));
      void recordOperation(this.log, { action: active ? 'activate_api' : 'stop_api', target: this.nameOf(id) });
    });
  }

  remove(id: string): Promise<void> {
    const name = this.nameOf(id);
    return this.list.mutate(async () => {
      await this.api.deleteApi(id);
      void recordOperation(this.log, { action: 'delete_api', target: name });
    });
  }

  private nameOf(id: string): string {
    return this.list.snapshot.items.find((a) => a.id === id)?.name ?? id;
  }
}
