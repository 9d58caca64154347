// 定时任务 kinds: what a run of each plans against the data, and how its result reads.
import {
  runTaskKind, taskKindOf, taskKinds, type EffectResult, type PendingWork, type TimingWorld,
} from '../../../domain/timing';

const NOW = '2025-03-10T12:00:00.000Z';
const hoursAgo = (h: number) => new Date(Date.parse(NOW) - h * 3600_000).toISOString();
const work = (taskId: string, instanceId: string, userId: string, ageHours: number, onFlow = true): PendingWork =>
  ({ taskId, instanceId, instanceTitle: `申请 ${instanceId}`, userId, nodeId: 'n-1', since: hoursAgo(ageHours), onFlow });

const world: TimingWorld = {
  now: NOW,
  pendingWork: [
    work('t1', 'inst-1', 'u-a', 30), work('t2', 'inst-1', 'u-b', 30), work('t3', 'inst-2', 'u-a', 50),
    work('t4', 'inst-3', 'u-c', 2), work('t5', 'inst-4', 'u-d', 100, false),
  ],
  operationLogs: [{ id: 'log-1', at: '2024-01-01T00:00:00.000Z' }, { id: 'log-2', at: '2025-03-01T00:00:00.000Z' }],
};

const done = async (): Promise<EffectResult> => ({ status: 'done' });

it('the registry offers 超时催办, 超时自动处理 and 清理操作日志, each with default parameters', () => {
  expect(taskKinds().map((k) => k.label)).toEqual(['超时催办', '超时自动处理', '清理操作日志']);
  expect(taskKindOf('nope')).toBeUndefined();
});

describe('超时催办 is the default timeout remind', () => {
  const kind = taskKindOf('overdueRemind')!;
  it('a run is one tick with the default timeout { after: N hours, action: remind }, skipping the instances from before flows', () => {
    expect(kind.plan({ hours: 24 }, world)).toEqual({
      effects: [{ type: 'fireTimeouts', timeout: { after: { hours: 24 }, action: 'remind' }, items: 0 }],
      skipped: [{ items: 1, reason: '发起于审批流程上线之前，跳过' }],
    });
    expect(kind.plan({ hours: 200 }, world).skipped).toEqual([]);
  });
  it('reads 催办 N 条待办 with the 待办 the tick reminded', async () => {
    const reminded = async (): Promise<EffectResult> => ({ status: 'done', items: 3 });
    expect(await runTaskKind(kind, { hours: 200 }, world, reminded)).toEqual({ result: 'success', summary: '催办 3 条待办' });
  });
  it('says so when nothing new is overdue', async () => {
    expect(await runTaskKind(kind, { hours: 200 }, world, async () => ({ status: 'done', items: 0 }))).toEqual({ result: 'success', summary: '没有新的超过 200 小时未处理的待办' });
  });
});

describe('超时自动处理 is the default timeout approve / reject', () => {
  const kind = taskKindOf('overdueAutoDecide')!;
  it('a run is one tick with the default timeout { after: N hours, action: approve | reject }', () => {
    expect(kind.plan({ hours: 24, decision: 'approve' }, world).effects).toEqual([{ type: 'fireTimeouts', timeout: { after: { hours: 24 }, action: 'approve' }, items: 0 }]);
    expect(kind.plan({ hours: 40, decision: 'reject' }, world).effects).toEqual([{ type: 'fireTimeouts', timeout: { after: { hours: 40 }, action: 'reject' }, items: 0 }]);
  });
  it('reads 超时自动同意 / 超时自动拒绝 N 条待办 with the 待办 the tick decided', async () => {
    const decided = async (): Promise<EffectResult> => ({ status: 'done', items: 2 });
    expect(await runTaskKind(kind, { hours: 24, decision: 'approve' }, world, decided)).toEqual({ result: 'success', summary: '超时自动同意 2 条待办，1 条发起于审批流程上线之前，跳过' });
    expect(await runTaskKind(kind, { hours: 200, decision: 'reject' }, world, decided)).toEqual({ result: 'success', summary: '超时自动拒绝 2 条待办' });
  });
});

describe('清理操作日志', () => {
  const kind = taskKindOf('cleanOperationLogs')!;
  it('deletes the entries older than the days kept', async () => {
    expect(kind.plan({ days: 180 }, world).effects).toEqual([{ type: 'deleteOperationLog', id: 'log-1', items: 1 }]);
    expect(await runTaskKind(kind, { days: 180 }, world, done)).toEqual({ result: 'success', summary: '清理 1 条超过 180 天的操作日志' });
    expect(await runTaskKind(kind, { days: 1000 }, world, done)).toEqual({ result: 'success', summary: '没有超过 1000 天的操作日志' });
  });
});
