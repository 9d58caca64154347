/**
 * 流程权限: for every flow, who may launch it (谁可以发起, the design's launch scope) and who administers it
 * (流程管理员: approves when nobody else resolves, reads every instance, 流程统计), named from the organisation.
 */
import { inject, injectable } from 'inversify';
import { parseFlow, settingsOf } from '../../domain/flow';
import { launchScopeOf, type LaunchScope } from '../../domain/flow/publish/launch-scope';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import type { OrgDirectory } from '../organisation/org-directory';
import { FlowModelApi, type FlowModelStatus } from '../ports/flow-model-api';

export interface FlowPermissionRow {
  readonly modelId: string;
  readonly modelName: string;
  readonly categoryName: string;
  readonly status: FlowModelStatus;
  readonly published: boolean;
  /** 所有人, or the departments (含下级), people and roles named. */
  readonly launchers: string;
  /** The admins' names; empty when the flow names none. */
  readonly admins: readonly string[];
}

export const EVERYONE_LABEL = '所有人';

/** 谁可以发起 in words: 所有人, or 部门：…；人员：…；角色：… */
export function launchersText(scope: LaunchScope, org: Pick<OrgDirectory, 'deptName' | 'userName' | 'roleName'>): string {
  if (scope.everyone) return EVERYONE_LABEL;
  const parts = [
    scope.deptIds.length > 0 ? `部门：${scope.deptIds.map((id) => org.deptName(id)).join('、')}（含下级）` : '',
    scope.userIds.length > 0 ? `人员：${scope.userIds.map((id) => org.userName(id)).join('、')}` : '',
    scope.roleIds.length > 0 ? `角色：${scope.roleIds.map((id) => org.roleName(id)).join('、')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('；') : '无人可发起';
}

@injectable()
export class FlowPermissions {
  constructor(
    @inject(FlowModelApi) private readonly flows: FlowModelApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
  ) {}

  async load(): Promise<FlowPermissionRow[]> {
    const [categories, org] = await Promise.all([this.flows.getCategoryList('manage'), this.organisation.load()]);
    const models = categories.flatMap((c) => c.models.map((m) => ({ model: m, categoryName: c.name })));
    return Promise.all(models.map(async ({ model, categoryName }) => {
      const design = await this.flows.getModelDesign(model.id);
      const parsed = parseFlow(design.flow);
      const admins = parsed.ok ? settingsOf(parsed.flow).admins : [];
      return {
        modelId: model.id, modelName: model.name, categoryName, status: model.status, published: model.publishedVersion > 0,
        launchers: launchersText(launchScopeOf(design.settings), org),
        admins: admins.map((id) => org.userName(id)),
      };
    }));
  }
}
