import { matchesDrill, matchesFilter, median, p90, statisticsOf, weekOf, type StatisticsRecord, type StatisticsTask } from '../../../domain/statistics';

const NOW = '2025-03-10T12:00:00.000Z';

function task(nodeId: string, userId: string, createdAt: string, doneAt?: string, timeoutHours?: number): StatisticsTask {
  return {
    nodeId, nodeName: nodeId === 'n1' ? '部门负责人' : '财务', userId, userName: userId === 'u1' ? '周敏' : '李雷', createdAt,
    ...(doneAt ? { doneAt } : {}), ...(timeoutHours !== undefined ? { timeoutHours } : {}),
  };
}

function record(id: string, fields: Partial<StatisticsRecord> = {}): StatisticsRecord {
  return {
    id, title: `申请 ${id}`, modelId: 'model-leave', modelName: '请假', applicantName: '张三', department: '研发部', departmentId: 'd1',
    status: 'approved', createdAt: '2025-03-03T09:00:00.000Z', finishedAt: '2025-03-03T11:00:00.000Z', tasks: [], ...fields,
  };
}

describe('exact quantiles', () => {
  test('the median of an even count is the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 2])).toBe(6);
  });
  test('the median of an odd count is the middle value, and of nothing undefined', () => {
    expect(median([5, 1, 9])).toBe(5);
    expect(median([])).toBeUndefined();
  });
  test('p90 of a small set is the nearest-rank value (a measured value, not an interpolation)', () => {
    expect(p90([1, 2, 3])).toBe(3);
    expect(p90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(9);
    expect(p90([7])).toBe(7);
    expect(p90([])).toBeUndefined();
  });
  test('numbers sort as numbers, not as text (10 after 9)', () => {
    expect(median([9, 10, 100])).toBe(10);
  });
});

describe('weeks', () => {
  test('an instance counts in the week starting on the Monday of the day it was submitted', () => {
    expect(weekOf('2025-03-03T09:00:00.000Z')).toBe('2025-03-03');
    expect(weekOf('2025-03-09T23:00:00.000Z')).toBe('2025-03-03');
    expect(weekOf('2025-03-10T00:00:00.000Z')).toBe('2025-03-10');
  });
});

describe('statistics figures', () => {
  test('the trend counts submitted and each status per week', () => {
    const figures = statisticsOf([
      record('a'), record('b', { status: 'rejected' }), record('c', { status: 'pending', finishedAt: undefined }),
      record('d', { createdAt: '2025-03-10T08:00:00.000Z', status: 'withdrawn' }),
    ], NOW);
    expect(figures.weeks).toEqual([
      { week: '2025-03-03', submitted: 3, byStatus: { approved: 1, rejected: 1, pending: 1 } },
      { week: '2025-03-10', submitted: 1, byStatus: { withdrawn: 1 } },
    ]);
    expect(figures.byStatus).toEqual({ approved: 1, rejected: 1, pending: 1, withdrawn: 1 });
  });

  test('an instance still running has no end-to-end duration but is among the slowest running', () => {
    const figures = statisticsOf([
      record('done', { finishedAt: '2025-03-03T13:00:00.000Z' }),
      record('running', { status: 'pending', finishedAt: undefined, createdAt: '2025-03-01T12:00:00.000Z', tasks: [task('n1', 'u1', '2025-03-01T12:00:00.000Z')] }),
    ], NOW);
    expect(figures.flows[0]).toMatchObject({ total: 2, finished: 1, medianHours: 4, p90Hours: 4 });
    expect(figures.slowest).toEqual([expect.objectContaining({ id: 'running', runningHours: 9 * 24, currentNodes: ['部门负责人'], currentApprovers: ['周敏'] })]);
  });

  test('end-to-end duration per flow: median of an even count and p90', () => {
    const hours = [1, 2, 3, 10];
    const figures = statisticsOf(hours.map((h, i) => record(`r${i}`, { finishedAt: new Date(Date.parse('2025-03-03T09:00:00.000Z') + h * 3_600_000).toISOString() })), NOW);
    expect(figures.flows[0]).toMatchObject({ finished: 4, medianHours: 2.5, p90Hours: 10 });
  });

  test('a node returned to and passed twice counts both waits', () => {
    const figures = statisticsOf([record('a', {
      tasks: [
        task('n1', 'u1', '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z'),
        task('n2', 'u2', '2025-03-03T10:00:00.000Z', '2025-03-03T10:30:00.000Z'),
        task('n1', 'u1', '2025-03-03T10:30:00.000Z', '2025-03-03T13:30:00.000Z'),
      ],
    })], NOW);
    const n1 = figures.nodes.find((n) => n.nodeId === 'n1')!;
    expect(n1).toMatchObject({ tasks: 2, medianWaitHours: 2, p90WaitHours: 3, open: 0 });
    expect(figures.approvers.find((a) => a.userId === 'u1')).toMatchObject({ handled: 2, medianResponseHours: 2, open: 0 });
  });

  test('the share of tasks past their timeout counts open tasks by their wait so far, and is absent without a timeout', () => {
    const figures = statisticsOf([record('a', {
      status: 'pending', finishedAt: undefined,
      tasks: [
        task('n1', 'u1', '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z', 24),
        task('n1', 'u2', '2025-03-03T09:00:00.000Z', '2025-03-05T10:00:00.000Z', 24),
        task('n1', 'u1', '2025-03-10T00:00:00.000Z', undefined, 24),
        task('n1', 'u2', '2025-03-08T00:00:00.000Z', undefined, 24),
        task('n2', 'u2', '2025-03-08T00:00:00.000Z'),
      ],
    })], NOW);
    expect(figures.nodes.find((n) => n.nodeId === 'n1')).toMatchObject({ tasks: 4, open: 2, timedTasks: 4, overdue: 2, overdueShare: 0.5 });
    expect(figures.nodes.find((n) => n.nodeId === 'n2')!.overdueShare).toBeUndefined();
  });

  test('per approver: tasks handled, median response time and open tasks', () => {
    const figures = statisticsOf([record('a', {
      tasks: [
        task('n1', 'u2', '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z'),
        task('n2', 'u2', '2025-03-03T09:00:00.000Z', '2025-03-03T12:00:00.000Z'),
        task('n2', 'u2', '2025-03-09T09:00:00.000Z'),
      ],
    })], NOW);
    expect(figures.approvers).toEqual([{ userId: 'u2', userName: '李雷', handled: 2, medianResponseHours: 2, open: 1 }]);
  });

  test('the slowest running instances are the ten longest running, longest first', () => {
    const records = Array.from({ length: 14 }, (_, i) => record(`p${i}`, {
      status: 'pending', finishedAt: undefined, createdAt: new Date(Date.parse('2025-02-01T00:00:00.000Z') + i * 86_400_000).toISOString(),
    }));
    const slowest = statisticsOf(records, NOW).slowest;
    expect(slowest.map((s) => s.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });

  test('a status the figures do not know yet (已撤销 revoked) counts as finished', () => {
    const figures = statisticsOf([record('a', { status: 'revoked', finishedAt: '2025-03-03T10:00:00.000Z' })], NOW);
    expect(figures.flows[0]).toMatchObject({ byStatus: { revoked: 1 }, finished: 1, medianHours: 1 });
    expect(figures.slowest).toEqual([]);
  });
});

describe('statistics filter and drill-down', () => {
  test('the filter keeps the date range (inclusive days), flow, category, department tree and status', () => {
    const r = record('a', { categoryId: 'c1' });
    expect(matchesFilter(r, { from: '2025-03-03', to: '2025-03-03' })).toBe(true);
    expect(matchesFilter(r, { from: '2025-03-04' })).toBe(false);
    expect(matchesFilter(r, { categoryId: 'c2' })).toBe(false);
    expect(matchesFilter(r, { departmentIds: new Set(['d0', 'd1']) })).toBe(true);
    expect(matchesFilter(r, { departmentIds: new Set(['d9']) })).toBe(false);
    expect(matchesFilter(r, { status: 'pending' })).toBe(false);
  });

  test('the drill-down of a node with overdue lists only instances whose task there went past its timeout', () => {
    const late = record('late', { tasks: [task('n1', 'u1', '2025-03-03T09:00:00.000Z', '2025-03-05T09:00:00.000Z', 24)] });
    const quick = record('quick', { tasks: [task('n1', 'u1', '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z', 24)] });
    const drill = { nodeKey: 'model-leave/n1', overdue: true };
    expect([late, quick].filter((r) => matchesDrill(r, drill, NOW)).map((r) => r.id)).toEqual(['late']);
    expect([late, quick].filter((r) => matchesDrill(r, { week: '2025-03-03', weekStatus: 'approved' }, NOW))).toHaveLength(2);
    expect(matchesDrill(late, { approverId: 'u2' }, NOW)).toBe(false);
  });
});
