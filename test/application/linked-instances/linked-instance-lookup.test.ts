import { LinkedInstanceLookup } from '../../../application/linked-instances/linked-instance-lookup';
import type { InstanceApi, InstanceFilter, InstanceSummary } from '../../../application/ports/instance-api';
import type { Page } from '../../../application/ports/paging';

const row = (id: string, modelId: string, createdAt: string): InstanceSummary => ({
  id, modelId, modelName: modelId === 'model-leave' ? '请假' : '报销', title: `张三的${id}`, status: 'pending', createdAt, updatedAt: createdAt,
  applicant: { id: 'u1', name: '张三', employeeNumber: 'E1', department: '行政部' }, currentApproverIds: [], ccUserIds: [],
} as unknown as InstanceSummary);

/** A fake of the four lists: each answers its rows of the asked flow, on page 0 only (pages are 0-based). */
function lists(rows: Record<'mine' | 'todo' | 'done' | 'cc', InstanceSummary[]>) {
  const asked: InstanceFilter[] = [];
  const page = (list: InstanceSummary[], filter: InstanceFilter): Promise<Page<InstanceSummary>> => {
    asked.push(filter);
    const shown = list.filter((r) => !filter.modelId || r.modelId === filter.modelId);
    return Promise.resolve({ list: filter.page === 0 ? shown : [], total: shown.length, page: filter.page, pageSize: filter.pageSize });
  };
  const api = {
    getMyInstances: (f: InstanceFilter) => page(rows.mine, f),
    getWorkInstances: (kind: 'todo' | 'done', f: InstanceFilter) => page(rows[kind], f),
    getCcInstances: (f: InstanceFilter) => page(rows.cc, f),
  } as unknown as InstanceApi;
  return { api, asked };
}

test('search: the instances the applicant may see from every list, once each, newest first, of the allowed flows', async () => {
  const shared = row('a', 'model-leave', '2025-03-01T00:00:00Z');
  const { api, asked } = lists({
    mine: [shared, row('b', 'model-expense', '2025-03-03T00:00:00Z')],
    todo: [row('c', 'model-leave', '2025-03-02T00:00:00Z')],
    done: [shared],
    cc: [],
  });
  const lookup = new LinkedInstanceLookup(api);
  expect((await lookup.search('', [])).map((card) => card.id)).toEqual(['b', 'c', 'a']);
  expect((await lookup.search(' 请假 ', ['model-leave'])).map((card) => card.id)).toEqual(['c', 'a']);
  expect(asked.every((filter) => filter.page === 0)).toBe(true);
  expect(asked.at(-1)).toMatchObject({ keyword: '请假', modelId: 'model-leave' });
});

test('a list that fails does not hide the others', async () => {
  const { api } = lists({ mine: [row('a', 'model-leave', '2025-03-01T00:00:00Z')], todo: [], done: [], cc: [] });
  (api as { getCcInstances: unknown }).getCcInstances = () => Promise.reject(new Error('offline'));
  expect((await new LinkedInstanceLookup(api).search('', [])).map((card) => card.id)).toEqual(['a']);
});
