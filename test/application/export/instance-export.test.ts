import 'reflect-metadata';
import { InstanceExport, EXPORT_PAGE_SIZE } from '../../../application/export/instance-export';
import { ExportCancelled, type ExportProgress } from '../../../application/export/export-sink';
import type { Instance, InstanceApi, InstanceFilter } from '../../../application/ports/instance-api';
import type { StatisticsApi } from '../../../application/ports/statistics-api';

const TOTAL = 450;
const summaries = Array.from({ length: TOTAL }, (_, i) => ({ id: `i${i}` }));

function setUp() {
  const asked: InstanceFilter[] = [];
  const batches: string[][] = [];
  const instances = {
    getWorkInstances: async (_kind: string, filter: InstanceFilter) => {
      asked.push(filter);
      return { list: summaries.slice(filter.page * filter.pageSize, (filter.page + 1) * filter.pageSize), total: TOTAL, page: filter.page, pageSize: filter.pageSize };
    },
  } as unknown as InstanceApi;
  const statistics = {
    exportInstances: async (ids: readonly string[]) => { batches.push([...ids]); return ids.map((id) => ({ id }) as Instance); },
  } as unknown as StatisticsApi;
  return { exporter: new InstanceExport(instances, statistics), asked, batches };
}

test('export pages the list as filtered, 200 at a time, and fetches each page in one batch', async () => {
  const { exporter, asked, batches } = setUp();
  const added: string[] = [];
  const progress: ExportProgress[] = [];
  const count = await exporter.run(
    { kind: 'list', list: 'work', filters: { keyword: '请假' } },
    { add: () => undefined, addInstances: (list) => added.push(...list.map((i) => i.id)) },
    (p) => progress.push(p),
  );
  expect(count).toBe(TOTAL);
  expect(asked.map((f) => [f.page, f.pageSize, f.keyword])).toEqual([[0, EXPORT_PAGE_SIZE, '请假'], [1, EXPORT_PAGE_SIZE, '请假'], [2, EXPORT_PAGE_SIZE, '请假']]);
  expect(batches.map((b) => b.length)).toEqual([200, 200, 50]);
  expect(added).toHaveLength(TOTAL);
  expect(progress).toEqual([{ done: 200, total: TOTAL }, { done: 400, total: TOTAL }, { done: 450, total: TOTAL }]);
});

test('export 取消 stops between batches: nothing more is fetched or written', async () => {
  const { exporter, batches } = setUp();
  const controller = new AbortController();
  const added: string[] = [];
  const running = exporter.run(
    { kind: 'list', list: 'work', filters: {} },
    { add: () => undefined, addInstances: (list) => { added.push(...list.map((i) => i.id)); controller.abort(); } },
    () => undefined, controller.signal,
  );
  await expect(running).rejects.toBeInstanceOf(ExportCancelled);
  expect(batches).toHaveLength(1);
  expect(added).toHaveLength(200);
});

test('成员 and 部门 values go to the rows with the names of the people and departments (issue 41)', async () => {
  const { OrganisationDirectory } = await import('../../../application/organisation/organisation-directory');
  const { members } = await import('../../../domain/controls/types/members');
  const { depts } = await import('../../../domain/controls/types/depts');
  const form = { id: 'f', name: '采购', controls: [members.create('users'), depts.create('dept')] };
  const instances = {
    getWorkInstances: async () => ({ list: [{ id: 'p1' }], total: 1, page: 0, pageSize: EXPORT_PAGE_SIZE }),
  } as unknown as InstanceApi;
  const statistics = {
    exportInstances: async () => [{ id: 'p1', form, values: { users: ['u2'], dept: ['d-fe'] } } as unknown as Instance],
  } as unknown as StatisticsApi;
  const organisation = new OrganisationDirectory(
    { getAllDepartments: async () => [{ id: 'd-fe', name: '前端组' }], getStaffList: async () => [{ id: 'u2', name: '李四', employeeNumber: 'E2', departmentId: 'd-fe' }] } as never,
    { list: async () => [] } as never,
  );
  const added: unknown[] = [];
  await new InstanceExport(instances, statistics, organisation).run({ kind: 'list', list: 'work', filters: {} }, { add: () => undefined, addInstances: (list) => added.push(...list) }, () => undefined);
  expect(added).toEqual([expect.objectContaining({ id: 'p1', names: { users: { u2: '李四' }, depts: { 'd-fe': '前端组' } } })]);
});

test('关联审批单: the titles the backend names for the viewer (linkedTitles) go to the rows as names.instances (issue 41)', async () => {
  const { linkedInstances } = await import('../../../domain/controls/types/linked-instances');
  const form = { id: 'f', name: '采购', controls: [linkedInstances.create('related')] };
  const instances = {
    getWorkInstances: async () => ({ list: [{ id: 'p1' }], total: 1, page: 0, pageSize: EXPORT_PAGE_SIZE }),
  } as unknown as InstanceApi;
  const linkedTitles = { 'inst-7': { title: '张三的请假', serialNo: 'QJ202611240007' } };
  const statistics = {
    exportInstances: async () => [{ id: 'p1', form, values: { related: ['inst-7'] }, linkedTitles } as unknown as Instance],
  } as unknown as StatisticsApi;
  const added: Array<Record<string, unknown>> = [];
  await new InstanceExport(instances, statistics).run({ kind: 'list', list: 'work', filters: {} }, { add: () => undefined, addInstances: (list) => added.push(...(list as unknown as Array<Record<string, unknown>>)) }, () => undefined);
  expect(added).toEqual([expect.objectContaining({ id: 'p1', names: { instances: linkedTitles } })]);
  expect(added[0]).not.toHaveProperty('linkedTitles');
});
