import 'reflect-metadata';
import { FlowStatistics, formatDuration } from '../../../application/statistics/flow-statistics';
import { ForbiddenFailure } from '../../../application/ports/api-failure';
import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import type { StatisticsApi } from '../../../application/ports/statistics-api';

const flows = {
  getCategoryList: async () => [{ id: 'c', name: '人事', models: [{ id: 'leave', name: '请假' }, { id: 'trip', name: '出差' }] }],
} as unknown as FlowModelApi;
const organization = { getAllDepartments: async () => [{ id: 'd1', name: '研发部' }] } as unknown as OrganizationApi;

test('流程统计 for someone who administers no flow (the backend refuses) says so instead of failing', async () => {
  const api = { load: async () => { throw new ForbiddenFailure({ url: 'x' } as never, 403, null); } } as unknown as StatisticsApi;
  expect(await new FlowStatistics(api, flows, organization).load()).toEqual({ isAdmin: false });
});

test('流程统计 passes its filters to the backend and answers its figures', async () => {
  const asked: unknown[] = [];
  const answer = { now: '2025-03-10T00:00:00.000Z', figures: { total: 0, byStatus: {}, weeks: [], flows: [], nodes: [], approvers: [], slowest: [] } };
  const api = { load: async (query: unknown) => { asked.push(query); return answer; } } as unknown as StatisticsApi;
  const result = await new FlowStatistics(api, flows, organization).load({ from: '2025-03-01', modelId: 'leave' });
  expect(result).toEqual({ isAdmin: true, ...answer });
  expect(asked).toEqual([{ from: '2025-03-01', modelId: 'leave' }]);
});

test('流程统计 filter choices: the administered flows with their category, and the departments', async () => {
  const choices = await new FlowStatistics({} as StatisticsApi, flows, organization).choices();
  expect(choices.flows).toEqual([{ id: 'leave', name: '请假', categoryId: 'c' }, { id: 'trip', name: '出差', categoryId: 'c' }]);
  expect(choices.categories).toEqual([{ id: 'c', name: '人事' }]);
  expect(choices.departments).toHaveLength(1);
});

test('average durations read as minutes, hours or days', () => {
  expect(formatDuration(undefined)).toBe('—');
  expect(formatDuration(0.5)).toBe('30 分钟');
  expect(formatDuration(6.5)).toBe('6.5 小时');
  expect(formatDuration(60)).toBe('2.5 天');
});
