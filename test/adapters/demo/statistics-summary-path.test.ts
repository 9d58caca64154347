// Issue 30 speed: the demo backend folds a slim projection of each instance (statisticsSourceOf) read through
// the createdAt index a chunk at a time. Its figures must equal the domain's pure functions over the full
// instance records of a generated store, with and without a filter.
import { getResponse } from 'msw';
import { createHandlers } from '../../../adapters/demo/demo-handlers';
import { STATISTICS_CHUNK, StatisticsContext } from '../../../server/core/statistics-records';
import { createLargeSeed } from '../../../adapters/demo/seed/large-seed';
import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import { matchesFilter, statisticsOf, type StatisticsFilter, type StatisticsRecord } from '../../../domain/statistics';

// More instances than one chunk, so the paging through the index is part of what is compared.
const SIZE = STATISTICS_CHUNK + 700;
let store: DemoStore;
let call: (path: string, body?: unknown) => Promise<{ now: string; figures: ReturnType<typeof statisticsOf> }>;

beforeAll(async () => {
  store = await DemoStore.open(new MemoryDemoDb(), () => createLargeSeed(SIZE));
  const handlers = createHandlers(store);
  call = async (path, body) => {
    const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const response = await getResponse(handlers, new Request(`http://summary.test${path}`, init));
    return (await response!.json()).data;
  };
  await call('/__demo/identity', { userId: 'u-ceo' }); // 系统管理员: every instance counts
});

/** Every instance as a full record (whole rows), oldest first as the index hands them (ties keep that order). */
async function fullRecords(): Promise<StatisticsRecord[]> {
  return store.read(async (tx) => {
    const context = await StatisticsContext.open(tx);
    const rows = (await tx.instances.all()).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    return Promise.all(rows.map((row) => context.record(row)));
  });
}

test('the summary path gives exactly the figures of the full records for a generated store', async () => {
  const answer = await call('/flow/workflow/instance/statistics');
  const records = await fullRecords();
  expect(answer.figures.total).toBe(SIZE);
  expect(answer.figures).toEqual(statisticsOf(records, answer.now));
});

test('the summary path with a date range and a status gives the figures of the matching full records', async () => {
  const filter: StatisticsFilter = { from: '2024-06-01', to: '2024-12-31', status: 'approved' };
  const answer = await call('/flow/workflow/instance/statistics?from=2024-06-01&to=2024-12-31&status=approved');
  const expected = statisticsOf((await fullRecords()).filter((r) => matchesFilter(r, filter)), answer.now);
  expect(answer.figures.total).toBeGreaterThan(0);
  expect(answer.figures).toEqual(expected);
});
