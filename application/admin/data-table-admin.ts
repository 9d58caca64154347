/**
 * 数据表 administration beyond reading: the table editor (/tableEditor), the change log (/dataTableLog) and the
 * permissions (/dataTableAuth). The reads (list, one table) stay on FormLibrary.
 */
import { inject, injectable, optional } from 'inversify';
import { checkDataTableAccess, type DataTableAccess } from '../../domain/data-table';
import { indexOrganisation } from '../../domain/flow';
import { failureText } from '../shared/failure-text';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { DataTableApi, type DataTableLogEntry } from '../ports/data-table-api';
import { OperationLogApi } from '../ports/operation-log-api';
import { recordOperation } from './operation-log';
import { FormApi } from '../ports/form-api';
import type { PageQuery } from '../ports/paging';
import { RemoteList } from './remote-list';
import { TableEditor } from './table-editor';

export type DataTableLogQuery = PageQuery & { readonly tableId?: string };

export const DataTableAccessResults = {
  saved: '数据表权限已保存',
  saveFailed: '保存失败',
} as const;

export type AccessResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly messages: readonly string[] };

@injectable()
export class DataTableAdmin {
  /** 数据表日志: newest first, all tables the viewer may see or one. */
  readonly log: RemoteList<DataTableLogEntry, DataTableLogQuery>;

  constructor(
    @inject(FormApi) private readonly forms: FormApi,
    @inject(DataTableApi) private readonly tables: DataTableApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
    @inject(OperationLogApi) @optional() private readonly operations?: OperationLogApi,
  ) {
    this.log = new RemoteList((query) => this.tables.getLogs(query), { page: 0, pageSize: 20 });
  }

  /** A new editing session of one table (one per page visit). */
  openEditor(id: string): TableEditor {
    return new TableEditor(id, this.forms, this.tables);
  }

  showLog(tableId: string | undefined): Promise<void> {
    return this.log.load({ page: 0, pageSize: this.log.snapshot.query.pageSize, ...(tableId ? { tableId } : {}) });
  }

  access(id: string): Promise<DataTableAccess> {
    return this.tables.getAccess(id);
  }

  /** Checked against the organisation first (nobody chosen, someone who no longer exists), then saved. */
  async saveAccess(id: string, access: DataTableAccess, tableName = id): Promise<AccessResult> {
    const directory = await this.organisation.load();
    const problems = checkDataTableAccess(access, indexOrganisation(directory.organisation));
    if (problems.length > 0) return { ok: false, messages: problems };
    try {
      await this.tables.setAccess(id, access);
      void recordOperation(this.operations, { action: 'set_data_table_access', target: tableName });
      return { ok: true, message: DataTableAccessResults.saved };
    } catch (error) {
      return { ok: false, messages: [failureText(error, DataTableAccessResults.saveFailed)] };
    }
  }
}
