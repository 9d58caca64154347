import { callerSummary, type Caller } from '../core/caller';
import type { DataTable } from '../../application/ports/form-api';
import type { DataTableLogEntry } from '../../application/ports/data-table-api';
import {
  applyDataTableEdits, checkDataTableAccess, dataTableAccessOf, describeRowChange, mayEditDataTable, mayViewDataTable,
  type DataTableAccess,
} from '../../domain/data-table';
import { indexOrganisation, type OrgIndex } from '../../domain/flow';
import type { DemoTx } from '../core/store/demo-db';
import type { DataTableRecord } from '../core/store/demo-tables';
import type { DemoStore } from '../core/store/demo-store';
import { organisationIn } from '../core/flow-runtime';
import { jsonBody, notFound, now, ok, pageOf, query, refuse, route } from './handler-kit';

const T = '/flow/workflow/data_table/';

/** The operation log's action for a table editor save (its structured changes feed 数据表日志). */
export const DATA_TABLE_SAVE_ACTION = 'data_table/save_rows';

export const DataTableMessages = {
  noEditRights: '你没有编辑该数据表的权限',
  noViewRights: '你没有查看该数据表的权限',
  versionConflict: '数据表已被他人修改，请载入最新数据后再保存',
} as const;

interface Viewer { readonly id: string; readonly org: OrgIndex }

async function viewerIn(tx: DemoTx, caller: Caller): Promise<Viewer> {
  const [me, org] = await Promise.all([callerSummary(tx, caller), organisationIn(tx)]);
  return { id: me.id, org: indexOrganisation(org) };
}

const accessOf = (table: DataTableRecord) => dataTableAccessOf(table.access);

/** The table as data_table/get_by_id answers it, with its version and the viewer's rights. */
function tableFor(table: DataTableRecord, viewer: Viewer): DataTable {
  const { access: _access, ...plain } = table;
  const access = accessOf(table);
  return { ...plain, version: table.version ?? 0, mayView: mayViewDataTable(access, viewer.id, viewer.org), mayEdit: mayEditDataTable(access, viewer.id, viewer.org) };
}

/**
 * Data tables: the spec's get_by_id (open to every form: applicants' data-table calls rely on it), and the
 * calls the admin pages add (docs/API.md): list, save_rows, logs, get_access, set_access.
 */
export function dataTableHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${T}list`, ({ caller }) => store.read(async (tx) => {
      const viewer = await viewerIn(tx, caller);
      return ok({ list: (await tx.dataTables.all()).map((t) => {
        const full = tableFor(t, viewer);
        return { id: t.id, name: t.name, fieldCount: t.fields.length, rowCount: t.rows.length, mayView: full.mayView, mayEdit: full.mayEdit };
      }) });
    })),
    route(store, 'get', `${T}get_by_id`, ({ request, caller }) => store.read(async (tx) => {
      const table = await tx.dataTables.get(query(request).get('id') ?? '');
      if (!table) return notFound('数据表');
      // Its rows go only to those its 可查看 names (a form's data-table call included: issue 25).
      const shown = tableFor(table, await viewerIn(tx, caller));
      return shown.mayView ? ok(shown) : refuse(403, DataTableMessages.noViewRights);
    })),
    route(store, 'post', `${T}save_rows`, async ({ request, caller }) => {
      const body = await jsonBody<{ id?: string; baseVersion?: number; edits?: unknown[] }>(request);
      return store.write(async (tx) => {
        const table = await tx.dataTables.get(body.id ?? '');
        if (!table) return notFound('数据表');
        const viewer = await viewerIn(tx, caller);
        if (!mayEditDataTable(accessOf(table), viewer.id, viewer.org)) return refuse(403, DataTableMessages.noEditRights);
        // Edits name rows by position in the version they were made on: over a newer version they could hit
        // the wrong rows, so they are refused and the editor lays them over the newer rows itself.
        if ((table.version ?? 0) !== Number(body.baseVersion ?? 0)) return refuse(409, DataTableMessages.versionConflict);
        const outcome = applyDataTableEdits(table, Array.isArray(body.edits) ? body.edits : []);
        if (!outcome.ok) return refuse(400, outcome.message);
        const version = (table.version ?? 0) + 1;
        await tx.dataTables.put({ ...table, rows: outcome.rows, version });
        const me = await callerSummary(tx, caller);
        await tx.operationLogs.put({
          id: store.nextId('log'), action: DATA_TABLE_SAVE_ACTION, target: table.name, userName: me.name, at: now(),
          detail: outcome.changes.map(describeRowChange).join('；'),
          dataTable: { tableId: table.id, changes: outcome.changes },
        });
        return ok({ version });
      });
    }),
    route(store, 'get', `${T}logs`, ({ request, caller }) => store.read(async (tx) => {
      const q = query(request);
      const tableId = q.get('tableId') ?? '';
      const viewer = await viewerIn(tx, caller);
      const tables = new Map((await tx.dataTables.all()).map((t) => [t.id, t]));
      const visible = (id: string) => {
        const table = tables.get(id);
        return !!table && mayViewDataTable(accessOf(table), viewer.id, viewer.org);
      };
      if (tableId && !tables.has(tableId)) return notFound('数据表');
      if (tableId && !visible(tableId)) return refuse(403, DataTableMessages.noViewRights);
      const entries: DataTableLogEntry[] = (await tx.operationLogs.find({ index: 'at', reverse: true }))
        .flatMap((log) => (log.action === DATA_TABLE_SAVE_ACTION && log.dataTable ? [{ log, saved: log.dataTable }] : []))
        .filter(({ saved }) => (tableId ? saved.tableId === tableId : visible(saved.tableId)))
        .map(({ log, saved }) => ({
          id: log.id, tableId: saved.tableId, tableName: tables.get(saved.tableId)?.name ?? log.target,
          userName: log.userName, at: log.at, changes: saved.changes,
        }));
      const { page, pageSize } = pageOf(q);
      return ok({ list: entries.slice(page * pageSize, (page + 1) * pageSize), total: entries.length, page, pageSize });
    })),
    route(store, 'get', `${T}get_access`, ({ request }) => store.read(async (tx) => {
      const table = await tx.dataTables.get(query(request).get('id') ?? '');
      return table ? ok(accessOf(table)) : notFound('数据表');
    })),
    route(store, 'post', `${T}set_access`, async ({ request }) => {
      const body = await jsonBody<{ id?: string; viewers?: unknown; editors?: unknown }>(request);
      return store.write(async (tx) => {
        const table = await tx.dataTables.get(body.id ?? '');
        if (!table) return notFound('数据表');
        const access: DataTableAccess = dataTableAccessOf({ viewers: body.viewers, editors: body.editors });
        const problems = checkDataTableAccess(access, indexOrganisation(await organisationIn(tx)));
        if (problems.length > 0) return refuse(400, problems.join('；'));
        await tx.dataTables.put({ ...table, access });
        return ok();
      });
    }),
  ];
}
