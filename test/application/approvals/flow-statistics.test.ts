import 'reflect-metadata';
import { FlowStatistics, formatDuration } from '../../../application/approvals/flow-statistics';
import type { FlowModelApi, FlowModelSummary } from '../../../application/ports/flow-model-api';
import { APPLICANT, APPROVER, FakeInstanceApi, FakeSession, makeInstance } from './fakes';

const model = (id: string, name: string): FlowModelSummary => ({ id, name, categoryId: 'c', description: '', status: 'active', publishedVersion: 1 } as FlowModelSummary);
const flowWithAdmins = (admins: string[]) => ({ id: 'f', name: 'f', settings: { admins }, root: { id: 'start', type: 'start', name: '发起人', props: {} } });

function setUp(adminsOfLeave: string[]) {
  const flows = {
    getCategoryList: async () => [{ id: 'c', name: '人事', models: [model('leave', '请假'), model('trip', '出差')] }],
    getModelDesign: async (modelId: string) => ({ modelId, version: 1, form: { id: 'f', name: 'f', controls: [] }, settings: {}, flow: flowWithAdmins(modelId === 'leave' ? adminsOfLeave : []) }),
  } as unknown as FlowModelApi;
  const instances = new FakeInstanceApi();
  const waitingAt = (nodeName: string) => [{ nodeId: nodeName, nodeName, userIds: [APPROVER.id], userNames: [APPROVER.name] }];
  instances.instances = [
    makeInstance('p1', { createdAt: '2024-05-02T08:00:00.000Z', currentNodes: waitingAt('直属主管') }),
    makeInstance('p2', { createdAt: '2024-05-03T08:00:00.000Z', currentNodes: waitingAt('直属主管') }),
    makeInstance('p3', { createdAt: '2024-05-03T08:00:00.000Z', currentNodes: waitingAt('人事专员') }),
    makeInstance('a1', { status: 'approved', createdAt: '2024-05-02T08:00:00.000Z', updatedAt: '2024-05-02T10:00:00.000Z' }),
    makeInstance('r1', { status: 'rejected', createdAt: '2024-05-02T08:00:00.000Z', updatedAt: '2024-05-02T12:00:00.000Z' }),
    makeInstance('w1', { status: 'withdrawn', createdAt: '2024-05-04T08:00:00.000Z', updatedAt: '2024-05-04T08:30:00.000Z' }),
  ];
  return { statistics: new FlowStatistics(flows, instances, new FakeSession()), instances };
}

test('流程统计 counts a flow admin\'s instances by status, the average time to finish and the pending per node', async () => {
  const result = await setUp([APPROVER.id]).statistics.load();
  expect(result.isAdmin).toBe(true);
  expect(result.rows).toHaveLength(1);
  expect(result.rows[0]).toMatchObject({
    modelName: '请假', total: 6, byStatus: { pending: 3, approved: 1, rejected: 1, withdrawn: 1 },
    pendingByNode: [{ nodeName: '直属主管', count: 2 }, { nodeName: '人事专员', count: 1 }],
  });
  expect(result.rows[0]!.averageHours).toBeCloseTo((2 + 4 + 0.5) / 3);
});

test('流程统计 counts only the instances created in the date range', async () => {
  const result = await setUp([APPROVER.id]).statistics.load({ from: '2024-05-03', to: '2024-05-03' });
  expect(result.rows[0]).toMatchObject({ total: 2, byStatus: { pending: 2, approved: 0, rejected: 0, withdrawn: 0 } });
  expect(result.rows[0]!.averageHours).toBeUndefined();
});

test('流程统计 for someone who administers no flow says so without reading every instance', async () => {
  const { statistics, instances } = setUp([APPLICANT.id]);
  const result = await statistics.load();
  expect(result).toEqual({ isAdmin: false, rows: [] });
  expect(instances.calls.filter((c) => c.method === 'queryInstances')).toEqual([]);
});

test('average durations read as minutes, hours or days', () => {
  expect(formatDuration(undefined)).toBe('—');
  expect(formatDuration(0.5)).toBe('30 分钟');
  expect(formatDuration(6.5)).toBe('6.5 小时');
  expect(formatDuration(60)).toBe('2.5 天');
});
