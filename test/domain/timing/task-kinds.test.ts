// 定时任务 kinds: what a run of each plans against the data, and how its result reads.
import {
  runTaskKind, taskKindOf, taskKinds, type EffectResult, type PendingWork, type TimingEffect, type TimingWorld,
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

describe('超时催办', () => {
  const kind = taskKindOf('overdueRemind')!;
  it('urges each instance with 待办 older than N hours once, naming everyone who holds one', () => {
    const plan = kind.plan({ hours: 24 }, world);
    expect(plan.effects).toEqual([
      { type: 'urge', instanceId: 'inst-1', userIds: ['u-a', 'u-b'], items: 2 },
      { type: 'urge', instanceId: 'inst-2', userIds: ['u-a'], items: 1 },
      { type: 'urge', instanceId: 'inst-4', userIds: ['u-d'], items: 1 },
    ]);
  });
  it('reads 催办 N 条待办, with what the 10-minute rule skipped', async () => {
    const tooSoon = async (e: TimingEffect): Promise<EffectResult> => (e.type === 'urge' && e.instanceId === 'inst-2' ? { status: 'skipped', reason: '已在 10 分钟内催办过，跳过' } : { status: 'done' });
    expect(await runTaskKind(kind, { hours: 24 }, world, done)).toEqual({ result: 'success', summary: '催办 4 条待办' });
    expect(await runTaskKind(kind, { hours: 24 }, world, tooSoon)).toEqual({ result: 'success', summary: '催办 3 条待办，1 条已在 10 分钟内催办过，跳过' });
  });
  it('says so when nothing is overdue', async () => {
    expect(await runTaskKind(kind, { hours: 200 }, world, done)).toEqual({ result: 'success', summary: '没有超过 200 小时未处理的待办' });
  });
});

describe('超时自动处理', () => {
  const kind = taskKindOf('overdueAutoDecide')!;
  it('decides each overdue 待办 in its holder\'s name with the comment 超时自动同意, leaving instances from before flows', () => {
    const plan = kind.plan({ hours: 24, decision: 'approve' }, world);
    expect(plan.effects.map((e) => e.type === 'decide' && [e.instanceId, e.actor, e.decision, e.comment])).toEqual([
      ['inst-1', 'u-a', 'approve', '超时自动同意'], ['inst-1', 'u-b', 'approve', '超时自动同意'], ['inst-2', 'u-a', 'approve', '超时自动同意'],
    ]);
    expect(plan.skipped).toEqual([{ items: 1, reason: '发起于审批流程上线之前，跳过' }]);
  });
  it('自动拒绝 comments 超时自动拒绝; a refused decision makes the run 失败 and says why', async () => {
    expect(kind.plan({ hours: 40, decision: 'reject' }, world).effects).toEqual([
      { type: 'decide', instanceId: 'inst-2', actor: 'u-a', nodeId: 'n-1', decision: 'reject', comment: '超时自动拒绝', items: 1 },
    ]);
    const refuse = async (): Promise<EffectResult> => ({ status: 'failed', message: '请填写拒绝理由' });
    expect(await runTaskKind(kind, { hours: 40, decision: 'reject' }, world, refuse)).toEqual({ result: 'failure', summary: '超时自动拒绝 0 条待办，1 条发起于审批流程上线之前，跳过，1 条失败：请填写拒绝理由' });
  });
  it('reads 超时自动同意 N 条待办', async () => {
    expect(await runTaskKind(kind, { hours: 24, decision: 'approve' }, world, done)).toEqual({ result: 'success', summary: '超时自动同意 3 条待办，1 条发起于审批流程上线之前，跳过' });
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
