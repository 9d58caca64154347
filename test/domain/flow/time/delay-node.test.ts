// 延时 (issue 26): duration / until / field delays, no wait when due is past, nobody holds a task while
// waiting, withdraw still works, the route step and the pre-publish checks.
import { historyWords, previewRoute } from '../../../../domain/flow';
import { approve, approver, users } from '../runtime-helpers';
import { delay, envOf, openHolders, problemsOf, tick, timedRun } from './timed-run';

const after = (spec: unknown) => envOf(delay('d1', spec, approver('a1', { assignee: users('u-fe2') })));

describe('delay waits, then the instance goes on by itself', () => {
  test('a duration delay waits n minutes from entering the node: nobody holds a task, the instance is pending and waiting lists it', () => {
    const { state } = timedRun(after({ type: 'duration', minutes: 120 }));
    expect(state.status).toBe('pending');
    expect(openHolders(state)).toEqual([]);
    expect(state.waits).toEqual([{ nodeId: 'd1', type: 'delay', until: '2026-11-23T12:00' }]);
  });

  test('a tick before the due time fires nothing; a tick at the due time moves on to the next node', () => {
    const env = after({ type: 'duration', minutes: 120 });
    expect(openHolders(timedRun(env, [tick('2026-11-23T11:59')]).state)).toEqual([]);
    const { state } = timedRun(env, [tick('2026-11-23T12:00')]);
    expect(openHolders(state)).toEqual(['u-fe2']);
    expect(state.waits).toBeUndefined();
    expect(state.tasks[0].createdAt).toBe('2026-11-23T12:00');
  });

  test('an action with a later at first fires what was due before it (the approver acts on the task the delay made)', () => {
    const { state, refused } = timedRun(after({ type: 'duration', minutes: 30 }), [approve('u-fe2', { at: '2026-11-23T15:00' })]);
    expect(refused).toEqual([]);
    expect(state.status).toBe('approved');
  });

  test('an until delay waits until that time; an until not later than entering means no wait at all', () => {
    expect(timedRun(after({ type: 'until', at: '2026-11-25T09:00' })).state.waits).toEqual([{ nodeId: 'd1', type: 'delay', until: '2026-11-25T09:00' }]);
    expect(openHolders(timedRun(after({ type: 'until', at: '2026-11-23T10:00' })).state)).toEqual(['u-fe2']);
  });

  test('a field delay waits until the date control plus offsetMinutes; a date alone means 00:00; an empty control means no wait', () => {
    const env = after({ type: 'field', controlId: 'leave_start', offsetMinutes: 540 });
    expect(timedRun(env, [], { leave_start: '2026-11-30' }).state.waits?.[0].until).toBe('2026-11-30T09:00');
    expect(timedRun(after({ type: 'field', controlId: 'leave_start' }), [], { leave_start: '2026-11-30' }).state.waits?.[0].until).toBe('2026-11-30T00:00');
    expect(openHolders(timedRun(env, [], {}).state)).toEqual(['u-fe2']);
  });

  test('withdraw still works while a delay waits, and the delay never fires afterwards', () => {
    const { state, refused } = timedRun(after({ type: 'duration', minutes: 60 }), [{ actor: 'u-fe1', action: 'withdraw' }, tick('2026-11-24T00:00')]);
    expect(refused).toEqual([{ index: 1, message: '该审批已结束，不能再操作' }]);
    expect(state.status).toBe('withdrawn');
    expect(state.waits).toBeUndefined();
    expect(state.timers).toBeUndefined();
  });

  test('a passed delay is in the history: 延时结束 at its due time, or 到期时间已过，无需等待 when it did not wait', () => {
    const waited = timedRun(after({ type: 'duration', minutes: 120 }), [tick('2026-11-23T12:30')]).state;
    expect(waited.history.filter((h) => h.action === 'delay')).toEqual([{ action: 'delay', nodeId: 'd1', at: '2026-11-23T12:00' }]);
    expect(historyWords(waited.history.find((h) => h.action === 'delay')!, () => '').what).toBe('延时结束');
    const passed = timedRun(after({ type: 'until', at: '2026-11-23T09:00' })).state;
    const entry = passed.history.find((h) => h.action === 'delay')!;
    expect(entry).toEqual({ action: 'delay', nodeId: 'd1', result: 'noWait', at: '2026-11-23T10:00' });
    expect(historyWords(entry, () => '').what).toBe('到期时间已过，无需等待');
  });

  test('a delay as the last node finishes the instance approved when it is over', () => {
    const env = envOf(delay('d1', { type: 'duration', minutes: 5 }));
    expect(timedRun(env, [tick('2026-11-23T10:05')]).state.status).toBe('approved');
  });
});

test('the route step of a delay is { nodeId, type: "delay" }', () => {
  const env = after({ type: 'duration', minutes: 60 });
  const route = previewRoute({ ...env, values: {}, initiator: 'u-fe1' });
  expect(route.steps[0]).toEqual({ nodeId: 'd1', type: 'delay' });
});

describe('pre-publish checks of a delay name the node', () => {
  test.each([
    ['minutes not a positive integer', { type: 'duration', minutes: 0 }, '「d1」的延时时长必须是正整数（分钟）'],
    ['minutes a fraction', { type: 'duration', minutes: 1.5 }, '「d1」的延时时长必须是正整数（分钟）'],
    ['at not a time', { type: 'until', at: '明天' }, '「d1」的延时时间必须是 YYYY-MM-DDTHH:mm'],
    ['a field not in the form', { type: 'field', controlId: 'nope' }, '「d1」的延时日期控件不存在：nope，请重新选择'],
    ['a field that is not a date control', { type: 'field', controlId: 'leave_days' }, '「d1」的延时控件「请假天数」不是日期控件，请重新选择'],
    ['an unknown kind', { type: 'sometime' }, '「d1」的延时方式必须是 duration（时长）、until（指定时间）或 field（表单日期）'],
    ['no delay at all', undefined, '「d1」请设置延时'],
  ])('a delay with %s is a problem', (_, spec, message) => {
    expect(problemsOf(after(spec))).toEqual([message]);
  });

  test('a valid delay of each kind passes', () => {
    for (const spec of [{ type: 'duration', minutes: 60 }, { type: 'until', at: '2026-12-01T09:00' }, { type: 'field', controlId: 'leave_start', offsetMinutes: -30 }]) {
      expect(problemsOf(after(spec))).toEqual([]);
    }
  });
});
