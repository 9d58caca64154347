/**
 * 组织架构 (issue 39): the page's use case. Loads the tree and the people, saves a department or a person,
 * disables a person with 离职交接 (answering what was handed over and what still names them), and imports /
 * exports the two sheets (the .xlsx file is the page's: it hands rows in and takes rows out). Every change
 * reloads the view and the shared organisation, so pickers and route previews see it at once.
 */
import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import {
  OrganisationAdminApi, type DepartmentDraft, type ImportRefusal, type LeaverHandOver, type OrgAdminView, type OrgSheets, type PersonDraft,
} from '../ports/organisation-admin-api';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { failureText } from '../shared/failure-text';

export const organisationAdminMessages = {
  saved: '已保存',
  saveFailed: '保存失败',
  loadFailed: '加载失败',
  disabled: (name: string) => `${name}已离职，工作已交接`,
  enabled: (name: string) => `${name}已恢复在职`,
  successorRequired: '请选择交接人',
  imported: (departments: number, people: number) => `已导入部门 ${departments} 个、人员 ${people} 人`,
  importFailed: '导入失败',
  exportFailed: '导出失败',
} as const;

export interface OrganisationAdminState {
  readonly view: OrgAdminView | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly busy: boolean;
  /** The rows of the last refused import (nothing of it was imported). */
  readonly importErrors: readonly ImportRefusal[];
}

export type OrgChangeResult<T = undefined> = { readonly ok: true; readonly message: string; readonly value: T } | { readonly ok: false; readonly message: string };

@injectable()
export class OrganisationAdmin {
  private readonly state = new BehaviorSubject<OrganisationAdminState>({ view: undefined, loading: false, failed: false, busy: false, importErrors: [] });
  readonly state$: Observable<OrganisationAdminState> = this.state.asObservable();

  constructor(
    @inject(OrganisationAdminApi) private readonly api: OrganisationAdminApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
  ) {}

  getSnapshot(): OrganisationAdminState {
    return this.state.value;
  }

  async load(): Promise<void> {
    this.patch({ loading: true });
    try {
      this.patch({ view: await this.api.load(), loading: false, failed: false });
    } catch {
      this.patch({ loading: false, failed: true });
    }
  }

  saveDepartment(draft: DepartmentDraft): Promise<OrgChangeResult<{ id: string }>> {
    return this.change(() => this.api.saveDepartment(draft), () => organisationAdminMessages.saved, organisationAdminMessages.saveFailed);
  }

  savePerson(draft: PersonDraft): Promise<OrgChangeResult<{ id: string }>> {
    return this.change(() => this.api.savePerson(draft), () => organisationAdminMessages.saved, organisationAdminMessages.saveFailed);
  }

  /** 离职: the successor takes over the person's open tasks and sees their pending requests. */
  async disable(id: string, successorId: string | undefined): Promise<OrgChangeResult<LeaverHandOver>> {
    if (!successorId) return { ok: false, message: organisationAdminMessages.successorRequired };
    const name = this.nameOf(id);
    return this.change(() => this.api.disablePerson(id, successorId), () => organisationAdminMessages.disabled(name), organisationAdminMessages.saveFailed);
  }

  enable(id: string): Promise<OrgChangeResult> {
    const name = this.nameOf(id);
    return this.change(async () => { await this.api.enablePerson(id); return undefined; }, () => organisationAdminMessages.enabled(name), organisationAdminMessages.saveFailed);
  }

  /** Imports the rows read from a file: all of them, or — with any wrong row — none, the wrong rows kept in the state. */
  async importSheets(sheets: OrgSheets): Promise<OrgChangeResult> {
    this.patch({ busy: true, importErrors: [] });
    try {
      const answer = await this.api.importSheets(sheets);
      this.patch({ busy: false });
      if (!answer.ok) {
        this.patch({ importErrors: answer.errors });
        return { ok: false, message: answer.message || organisationAdminMessages.importFailed };
      }
      await this.reloadAll();
      return { ok: true, message: organisationAdminMessages.imported(answer.departments, answer.people), value: undefined };
    } catch (error) {
      this.patch({ busy: false });
      return { ok: false, message: failureText(error, organisationAdminMessages.importFailed) };
    }
  }

  exportSheets(): Promise<OrgSheets> {
    return this.api.exportSheets();
  }

  clearImportErrors(): void {
    this.patch({ importErrors: [] });
  }

  private nameOf(id: string): string {
    return this.state.value.view?.people.find((p) => p.id === id)?.name ?? id;
  }

  private async change<T>(work: () => Promise<T>, done: (value: T) => string, failed: string): Promise<OrgChangeResult<T>> {
    this.patch({ busy: true });
    try {
      const value = await work();
      this.patch({ busy: false });
      await this.reloadAll();
      return { ok: true, message: done(value), value };
    } catch (error) {
      this.patch({ busy: false });
      return { ok: false, message: failureText(error, failed) };
    }
  }

  private async reloadAll(): Promise<void> {
    await Promise.all([this.load(), this.organisation.reload().catch(() => undefined)]);
  }

  private patch(change: Partial<OrganisationAdminState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
