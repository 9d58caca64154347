/**
 * 流程统计 and export calls (not in the spec; docs/API.md): the figures of the instances the caller may count
 * (the flows they administer, every flow for a 系统管理员, as 流程查询 全部审批), the instances behind one figure
 * (the drill-down), and instances in batches for the .xlsx export, each as get_instance shows it to the caller
 * (with the titles of the instances its 关联审批单 link).
 */
import { callerSummary, type Caller } from '../core/caller';
import { SYSTEM_ADMIN_ROLE_ID } from '../../domain/flow';
import { matchesDrill, parseFieldFilter, StatisticsFold, type StatisticsDrill, type StatisticsFilter } from '../../domain/statistics';
import type { DemoStore } from '../core/store/demo-store';
import type { DemoTx } from '../core/store/demo-db';
import { memoizedReads } from '../core/store/memoized-reads';
import type { InstanceRow } from '../core/store/demo-tables';
import { ApprovalMessages } from './approval-handlers';
import { flowInstanceView } from '../core/flow-instance-view';
import { jsonBody, now, ok, pageOf, query, refuse, route } from './handler-kit';
import { instanceView, readRecordsOf, summaryContext, summaryView } from '../core/instance-views';
import { administeredModelIds, mayViewInstanceRow, viewerFacts } from '../core/instance-visibility';
import { forEachStatisticsRecord, StatisticsContext } from '../core/statistics-records';
import { linkedTitlesOf } from '../core/linked-instance-titles';

const W = '/flow/workflow/';

/** The most instances one export_instances call answers. */
export const EXPORT_BATCH_LIMIT = 200;

/** The flows the caller may count, or undefined when none (403). */
async function countable(tx: DemoTx, userId: string): Promise<((modelId: string) => boolean) | undefined> {
  const [administered, viewer] = await Promise.all([administeredModelIds(tx, userId), viewerFacts(tx, userId)]);
  if (viewer.roleIds.includes(SYSTEM_ADMIN_ROLE_ID)) return () => true;
  return administered.size === 0 ? undefined : (modelId) => administered.has(modelId);
}

function filterOf(q: URLSearchParams, context: StatisticsContext): StatisticsFilter {
  const pick = (name: string) => q.get(name)?.trim() || undefined;
  const departmentId = pick('departmentId');
  const filter = { from: pick('from'), to: pick('to'), modelId: pick('modelId'), categoryId: pick('categoryId'), status: pick('status') };
  // 按字段筛选 (issue 41): one condition on a form value of the chosen flow, as JSON ({controlId, op, value}).
  const field = filter.modelId ? parseFieldFilter(pick('field')) : undefined;
  return {
    ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)),
    ...(departmentId ? { departmentIds: context.departmentTree(departmentId) } : {}),
    ...(field ? { field } : {}),
  };
}

function drillOf(q: URLSearchParams): StatisticsDrill {
  const pick = (name: string) => q.get(name)?.trim() || undefined;
  const drill = { week: pick('week'), weekStatus: pick('weekStatus'), modelId: pick('drillModelId'), nodeKey: pick('nodeKey'), approverId: pick('approverId') };
  return {
    ...Object.fromEntries(Object.entries(drill).filter(([, v]) => v !== undefined)),
    ...(q.get('overdue') === '1' ? { overdue: true } : {}), ...(q.get('running') === '1' ? { running: true } : {}),
  };
}

export function statisticsHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${W}instance/statistics`, ({ request, caller }) => store.read(async (tx) => {
      const me = await callerSummary(tx, caller);
      const may = await countable(tx, me.id);
      if (!may) return refuse(403, ApprovalMessages.notFlowAdmin);
      const context = await StatisticsContext.open(tx);
      const at = now();
      const fold = new StatisticsFold(at);
      await forEachStatisticsRecord(tx, context, filterOf(query(request), context), may, (record) => fold.add(record));
      return ok({ now: at, figures: fold.figures() });
    })),

    // The instances behind one figure, newest first: only their ids are kept while the index is read.
    route(store, 'get', `${W}instance/statistics_instances`, ({ request, caller }) => store.read(async (tx) => {
      const me = await callerSummary(tx, caller);
      const may = await countable(tx, me.id);
      if (!may) return refuse(403, ApprovalMessages.notFlowAdmin);
      const q = query(request);
      const context = await StatisticsContext.open(tx);
      const drill = drillOf(q);
      const at = now();
      const ids: string[] = [];
      await forEachStatisticsRecord(tx, context, filterOf(q, context), may, (record) => { if (matchesDrill(record, drill, at)) ids.push(record.id); });
      const { page, pageSize } = pageOf(q);
      const newestFirst = ids.reverse().slice(page * pageSize, page * pageSize + pageSize);
      const rows = (await tx.instances.getMany(newestFirst)).filter((r): r is InstanceRow => r !== undefined);
      const summaries = summaryContext(me.id);
      readRecordsOf(tx, rows, summaries);
      return ok({ list: await Promise.all(rows.map((row) => summaryView(tx, row, summaries))), total: ids.length, page, pageSize });
    })),

    // The export's batches: each instance as get_instance answers the caller (hidden fields left out); ones the
    // caller may not see are left out, not refused, so a list exported a moment after a change still exports.
    route(store, 'post', `${W}instance/export_instances`, async ({ request, caller }) => {
      const body = await jsonBody<{ ids?: unknown }>(request);
      const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
      if (ids.length > EXPORT_BATCH_LIMIT) return refuse(400, `一次最多导出 ${EXPORT_BATCH_LIMIT} 条申请`);
      // Every instance of a batch reads the same people, rights and designs: each read is answered once.
      return store.read(async (transaction) => {
        const tx = memoizedReads(transaction);
        const me = await callerSummary(tx, caller);
        const rows = (await tx.instances.getMany(ids)).filter((r): r is InstanceRow => r !== undefined);
        const visible = await Promise.all(rows.map(async (row) => ((await mayViewInstanceRow(tx, row, me.id)) ? row : undefined)));
        return ok(await Promise.all(visible.filter((r): r is InstanceRow => r !== undefined).map(async (row) => {
          const view = await flowInstanceView(tx, row, await instanceView(tx, row), me.id);
          // 关联审批单 are exported by title (issue 41): the reader of an instance may read what it links.
          const linkedTitles = await linkedTitlesOf(tx, view);
          return linkedTitles ? { ...view, linkedTitles } : view;
        })));
      });
    }),
  ];
}
