/**
 * 权限分配 on the 流程权限管理 page (issue 25): who holds which admin right, over which flows, and giving or
 * taking rights back. The backend decides what the caller may give (nobody grants a right they do not hold);
 * after a change the caller's own rights are asked for again (the menu follows).
 */
import { inject, injectable } from 'inversify';
import type { FlowScope, RightGrant } from '../../domain/permissions';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import type { OrgDirectory } from '../organisation/org-directory';
import { FlowModelApi } from '../ports/flow-model-api';
import { PermissionApi, type GrantDraft, type GrantRow, type RightInfo } from '../ports/permission-api';
import { MyRights } from '../shell/my-rights';

export interface NamedOption {
  readonly id: string;
  readonly name: string;
}

/** A grant in words, as the table shows it. */
export interface GrantLine extends GrantRow {
  readonly rightName: string;
  /** 全部流程, or the categories and flows it covers; empty for unscoped rights. */
  readonly scopeText: string;
  /** 角色：…；人员：… */
  readonly holdersText: string;
}

export interface RightsOverview {
  readonly rights: readonly RightInfo[];
  readonly grants: readonly GrantLine[];
  readonly categories: readonly NamedOption[];
  readonly flows: readonly NamedOption[];
  readonly people: readonly NamedOption[];
  readonly roles: readonly NamedOption[];
}

export function scopeText(scope: FlowScope | undefined, categories: readonly NamedOption[], flows: readonly NamedOption[]): string {
  if (!scope) return '';
  if (scope.all) return '全部流程';
  const name = (list: readonly NamedOption[], id: string) => list.find((item) => item.id === id)?.name ?? id;
  return [
    scope.categoryIds.length > 0 ? `分类：${scope.categoryIds.map((id) => name(categories, id)).join('、')}` : '',
    scope.modelIds.length > 0 ? `流程：${scope.modelIds.map((id) => name(flows, id)).join('、')}` : '',
  ].filter(Boolean).join('；');
}

export function holdersText(grant: Pick<RightGrant, 'roleIds' | 'userIds'>, org: Pick<OrgDirectory, 'roleName' | 'userName'>): string {
  return [
    grant.roleIds.length > 0 ? `角色：${grant.roleIds.map((id) => org.roleName(id)).join('、')}` : '',
    grant.userIds.length > 0 ? `人员：${grant.userIds.map((id) => org.userName(id)).join('、')}` : '',
  ].filter(Boolean).join('；');
}

@injectable()
export class RightsAdmin {
  constructor(
    @inject(PermissionApi) private readonly api: PermissionApi,
    @inject(FlowModelApi) private readonly flows: FlowModelApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
    @inject(MyRights) private readonly myRights: MyRights,
  ) {}

  async load(): Promise<RightsOverview> {
    const [overview, catalogue, org] = await Promise.all([this.api.listGrants(), this.flows.getCategoryList('manage'), this.organisation.load()]);
    const categories = catalogue.map(({ id, name }) => ({ id, name }));
    const flows = catalogue.flatMap((c) => c.models.map(({ id, name }) => ({ id, name })));
    const rightName = (kind: string) => overview.rights.find((r) => r.kind === kind)?.name ?? kind;
    return {
      rights: overview.rights,
      grants: overview.grants.map((grant) => ({ ...grant, rightName: rightName(grant.kind), scopeText: scopeText(grant.scope, categories, flows), holdersText: holdersText(grant, org) })),
      categories,
      flows,
      people: org.users.map(({ id, name }) => ({ id, name })),
      roles: org.roles.map(({ id, name }) => ({ id, name })),
    };
  }

  async save(grant: GrantDraft): Promise<void> {
    await this.api.saveGrant(grant);
    this.myRights.refresh();
  }

  async remove(id: string): Promise<void> {
    await this.api.removeGrant(id);
    this.myRights.refresh();
  }
}
