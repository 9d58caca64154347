// 审批人超时未处理时 (issue 27 `props.timeout`): remind / approve / reject / escalate, counted from each task's
// creation, on working time when asked; decided tasks fire nothing; a task created again after 退回 gets a
// fresh clock; the pre-publish checks.
import { approve, approver, users } from '../runtime-helpers';
import { envOf, openHolders, problemsOf, tick, timedRun } from './timed-run';

const timed = (timeout: unknown, assignee: unknown = users('u-fe2'), settings: Record<string, unknown> = {}, next?: unknown) =>
  envOf(approver('a1', { assignee, timeout }, next), settings);
const hours = (n: number, action: string, extra: Record<string, unknown> = {}) => ({ after: { hours: n }, action, ...extra });

describe('timeout remind', () => {
  test('a reminder goes to the holder at every after, at most repeat times, each with its due time', () => {
    const { state } = timedRun(timed(hours(2, 'remind', { repeat: 3 })), [tick('2026-11-24T10:00')]);
    expect(state.reminders).toEqual([
      { nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T12:00' },
      { nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T14:00' },
      { nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T16:00' },
    ]);
    expect(state.status).toBe('pending');
  });

  test('repeat defaults to one reminder', () => {
    expect(timedRun(timed(hours(2, 'remind')), [tick('2026-11-30T10:00')]).state.reminders).toHaveLength(1);
  });
});

describe('timeout approve / reject', () => {
  test('approve: the open task is decided by the system with the history reason 超时自动同意', () => {
    const { state } = timedRun(timed(hours(1, 'approve')), [tick('2026-11-23T11:00')]);
    expect(state.status).toBe('approved');
    expect(state.history.at(-1)).toEqual({ action: 'approve', nodeId: 'a1', userIds: ['u-fe2'], reason: 'timeout', comment: '超时自动同意', at: '2026-11-23T11:00' });
  });

  test('reject: the open task is rejected by the system (超时自动拒绝) and the instance ends rejected', () => {
    const { state } = timedRun(timed(hours(1, 'reject')), [tick('2026-11-23T11:00')]);
    expect(state.status).toBe('rejected');
    const entry = state.history.find((h) => h.action === 'reject');
    expect(entry).toMatchObject({ nodeId: 'a1', userIds: ['u-fe2'], reason: 'timeout', comment: '超时自动拒绝', at: '2026-11-23T11:00' });
    expect(entry?.userId).toBeUndefined();
  });

  test('会签 with approve: every task of the node created together is decided at its due time', () => {
    const { state } = timedRun(timed(hours(1, 'approve'), users('u-fe2', 'u-be1')), [approve('u-fe2', { at: '2026-11-23T10:30' }), tick('2026-11-23T11:00')]);
    expect(state.status).toBe('approved');
  });
});

describe('timeout escalate', () => {
  test('escalate: the task moves to the holder\'s 直属主管, as a 转交 by the system', () => {
    const { state } = timedRun(timed(hours(1, 'escalate')), [tick('2026-11-23T11:00')]);
    expect(openHolders(state)).toEqual(['u-fe-lead']);
    expect(state.history.at(-1)).toMatchObject({ action: 'transfer', nodeId: 'a1', userIds: ['u-fe-lead'], reason: 'timeout' });
  });

  test('escalate: the history entry names the holder whose task moved (userId) and the 主管 it moved to (userIds)', () => {
    const { state } = timedRun(timed(hours(1, 'escalate')), [tick('2026-11-23T11:00')]);
    expect(state.history.at(-1)).toMatchObject({ action: 'transfer', userId: 'u-fe2', userIds: ['u-fe-lead'], comment: '超时自动转交' });
  });

  test('escalate with nobody above the holder does not move the task', () => {
    const { state } = timedRun(timed(hours(1, 'escalate'), users('u-ceo')), [tick('2026-11-23T11:00')]);
    expect(openHolders(state)).toEqual(['u-ceo']);
  });
});

describe('timeout clocks', () => {
  test('a task decided before its due time fires nothing', () => {
    const { state } = timedRun(timed(hours(1, 'reject'), users('u-fe2'), {}, approver('a2', { assignee: users('u-be1') })),
      [approve('u-fe2', { at: '2026-11-23T10:59' }), tick('2026-11-23T12:00')]);
    expect(state.status).toBe('pending');
    expect(openHolders(state)).toEqual(['u-be1']);
  });

  test('the clock counts from when each task was created (the second node\'s task starts its own)', () => {
    const env = envOf(approver('a1', { assignee: users('u-fe2') }, approver('a2', { assignee: users('u-be1'), timeout: hours(1, 'remind') })));
    const { state } = timedRun(env, [approve('u-fe2', { at: '2026-11-23T10:40' }), tick('2026-11-23T12:00')]);
    expect(state.reminders).toEqual([{ nodeId: 'a2', userId: 'u-be1', at: '2026-11-23T11:40' }]);
  });

  test('a task created again after a 退回 gets a fresh clock', () => {
    const env = envOf(approver('a1', { assignee: users('u-fe2'), timeout: hours(1, 'remind') }, approver('a2', { assignee: users('u-be1') })));
    const { state } = timedRun(env, [
      approve('u-fe2', { at: '2026-11-23T10:30' }),
      { actor: 'u-be1', action: 'return', nodeId: 'a1', at: '2026-11-23T10:50' },
      tick('2026-11-23T13:00'),
    ]);
    expect(state.reminders).toEqual([{ nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T11:50' }]);
  });

  test('workTime counts only the flow calendar\'s working time (a Friday-evening task is due on Monday)', () => {
    // 2026-11-27 is a Friday; 17:00 + 2 working hours = Monday 10:00.
    const { state } = timedRun(timed({ ...hours(2, 'remind'), workTime: true }), [tick('2026-12-01T00:00')], {}, '2026-11-27T17:00');
    expect(state.reminders?.[0].at).toBe('2026-11-30T10:00');
  });

  test('workTime skips the calendar\'s holidays', () => {
    const settings = { calendar: { holidays: ['2026-11-30'] } };
    const { state } = timedRun(timed({ ...hours(2, 'remind'), workTime: true }, users('u-fe2'), settings), [tick('2026-12-02T00:00')], {}, '2026-11-27T17:00');
    expect(state.reminders?.[0].at).toBe('2026-12-01T10:00');
  });
});

describe('pre-publish checks of a timeout name the node', () => {
  test.each([
    ['no positive duration', { after: { hours: 0 }, action: 'remind' }, ['「a1」的超时时间必须大于 0']],
    ['an unknown action', { after: { hours: 1 }, action: 'explode' }, ['「a1」的超时处理方式未知：explode（可选 remind、approve、reject、escalate）']],
    ['repeat below 1', { after: { minutes: 30 }, action: 'remind', repeat: 0 }, ['「a1」的超时提醒次数必须是不小于 1 的整数']],
  ])('a timeout with %s is a problem', (_, timeout, messages) => {
    expect(problemsOf(timed(timeout))).toEqual(messages);
  });

  test('a valid timeout passes', () => {
    expect(problemsOf(timed({ after: { days: 1 }, workTime: true, action: 'escalate' }))).toEqual([]);
  });
});

describe('pre-publish checks of the flow calendar', () => {
  test.each([
    ['a bad weekday', { workdays: [1, 8] }, '工作日历的工作日必须是 1–7 的整数（1 为周一），不能是 8'],
    ['bad hours', { hours: ['18:00', '09:00'] }, '工作日历的工作时间必须是 ["HH:mm", "HH:mm"]，且开始早于结束'],
    ['a bad holiday date', { holidays: ['2026-02-30'] }, '工作日历的节假日必须是 YYYY-MM-DD 日期，不能是 "2026-02-30"'],
    ['a bad extra workday', { extraWorkdays: ['下周六'] }, '工作日历的调休上班日必须是 YYYY-MM-DD 日期，不能是 "下周六"'],
  ])('a calendar with %s is a problem of the start node', (_, calendar, message) => {
    expect(problemsOf(envOf(approver('a1', { assignee: users('u-fe2') }), { calendar }))).toEqual([message]);
  });
});

describe('timeout of a 委派 task (issue 42)', () => {
  const delegated = { actor: 'u-fe2', action: 'delegate', to: 'u-sales1', at: '2026-11-23T10:30' };

  test('its clock runs on while the delegate checks: the reminder goes to the holder', () => {
    const { state } = timedRun(timed(hours(2, 'remind')), [delegated, tick('2026-11-23T13:00')]);
    expect(state.reminders).toEqual([{ nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T12:00' }]);
  });

  test('approve at its due time: the system decides in the holder\'s place and the delegate\'s task is over', () => {
    const { state } = timedRun(timed(hours(1, 'approve')), [delegated, tick('2026-11-23T11:00')]);
    expect(state.status).toBe('approved');
    expect(state.tasks.find((t) => t.userId === 'u-sales1')?.status).toBe('cancelled');
  });
});
