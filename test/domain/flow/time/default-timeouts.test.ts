// Default timeouts (issue 27: the 定时任务 超时催办 / 超时自动处理 become the engine's timeouts): the caller's
// `defaultTimeouts` act as the timeout of every approver / handler node without one of its own, fired by tick
// exactly as a node's own timeout — same reasons, same reminders — with a fresh clock after 退回 and nothing for
// a decided task.
import fc from 'fast-check';
import type { FlowEnvironment } from '../../../../domain/flow';
import type { TimeoutSetting } from '../../../../domain/flow/node-settings/timeout-setting';
import { formatLocalTime, parseLocalTime } from '../../../../domain/flow/time/local-time';
import { approve, approver, users } from '../runtime-helpers';
import { envOf, openHolders, START, tick, timedRun } from './timed-run';

const hours = (n: number, action: TimeoutSetting['action']): TimeoutSetting => ({ after: { hours: n }, action });
const withDefaults = (env: FlowEnvironment, ...defaultTimeouts: TimeoutSetting[]): FlowEnvironment => ({ ...env, defaultTimeouts });
const twoSteps = () => envOf(approver('a1', { assignee: users('u-fe2') }, approver('a2', { assignee: users('u-be1') })));

test('without default timeouts given, a node without its own timeout never times out (the engine has no default of its own)', () => {
  const { state } = timedRun(twoSteps(), [tick('2027-01-01T00:00')]);
  expect([state.status, state.reminders, state.history.some((h) => h.reason === 'timeout')]).toEqual(['pending', undefined, false]);
});

test('a default remind reminds the holder once at the task\'s creation plus after, listed in reminders like a node\'s own', () => {
  const env = withDefaults(twoSteps(), hours(24, 'remind'));
  const { state } = timedRun(env, [tick('2026-11-24T09:00'), tick('2026-11-24T11:00'), tick('2026-11-30T00:00')]);
  expect(state.reminders).toEqual([{ nodeId: 'a1', userId: 'u-fe2', at: '2026-11-24T10:00' }]);
  expect(openHolders(state)).toEqual(['u-fe2']);
});

test('a default approve decides the open task with the history reason 超时自动同意, and the next node\'s task starts its own clock', () => {
  const env = withDefaults(twoSteps(), hours(2, 'approve'));
  const { state } = timedRun(env, [tick('2026-11-23T13:00')]);
  expect(state.history.filter((h) => h.reason === 'timeout')).toEqual([
    { action: 'approve', nodeId: 'a1', userIds: ['u-fe2'], reason: 'timeout', comment: '超时自动同意', at: '2026-11-23T12:00' },
  ]);
  expect(openHolders(state)).toEqual(['u-be1']);
  // A late tick fires every default due by then: a2's task, opened at 12:00, is due at 14:00.
  expect(timedRun(env, [tick('2026-11-23T15:00')]).state.status).toBe('approved');
});

test('a default reject rejects with 超时自动拒绝 through the reject path (the node\'s onReject applies)', () => {
  const { state } = timedRun(withDefaults(twoSteps(), hours(2, 'reject')), [tick('2026-11-23T12:00')]);
  expect(state.status).toBe('rejected');
  expect(state.history.find((h) => h.action === 'reject')).toMatchObject({ nodeId: 'a1', userIds: ['u-fe2'], reason: 'timeout', comment: '超时自动拒绝' });
  const sentBack = envOf(approver('a1', { assignee: users('u-fe2') }, approver('a2', { assignee: users('u-be1'), onReject: { type: 'returnTo', nodeId: 'a1' } })));
  const returned = timedRun(withDefaults(sentBack, hours(2, 'reject')), [approve('u-fe2', { at: '2026-11-23T10:30' }), tick('2026-11-23T12:40')]).state;
  expect([returned.status, openHolders(returned)]).toEqual(['pending', ['u-fe2']]);
});

test('a node\'s own timeout wins over the default', () => {
  const env = envOf(approver('a1', { assignee: users('u-fe2'), timeout: hours(5, 'remind') }));
  const { state } = timedRun(withDefaults(env, hours(1, 'approve')), [tick('2026-11-23T16:00')]);
  expect(state.status).toBe('pending');
  expect(state.reminders).toEqual([{ nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T15:00' }]);
});

test('a default remind and a default decision apply together, each at its own time', () => {
  const env = withDefaults(twoSteps(), hours(1, 'remind'), hours(3, 'approve'));
  const { state } = timedRun(env, [tick('2026-11-23T13:30')]);
  expect(state.reminders).toEqual([{ nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T11:00' }]);
  expect(state.history.at(-1)).toMatchObject({ action: 'approve', nodeId: 'a1', reason: 'timeout', at: '2026-11-23T13:00' });
  // a2's task opened at 13:00: its reminder is due at 14:00.
  expect(timedRun(env, [tick('2026-11-23T14:00')]).state.reminders?.at(-1)).toEqual({ nodeId: 'a2', userId: 'u-be1', at: '2026-11-23T14:00' });
});

test('a task created again after a 退回 gets a fresh clock under the default', () => {
  const env = withDefaults(twoSteps(), hours(1, 'remind'));
  const { state } = timedRun(env, [
    approve('u-fe2', { at: '2026-11-23T10:30' }),
    { actor: 'u-be1', action: 'return', nodeId: 'a1', at: '2026-11-23T10:50' },
    tick('2026-11-23T13:00'),
  ]);
  expect(state.reminders).toEqual([{ nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T11:50' }]);
});

test('the applicant\'s 重新提交 after a 退回 to the start is not timed by the default', () => {
  const env = withDefaults(twoSteps(), hours(1, 'approve'));
  const { state } = timedRun(env, [{ actor: 'u-fe2', action: 'return', nodeId: 'start', at: '2026-11-23T10:10' }, tick('2026-11-30T00:00')]);
  expect([state.status, state.history.some((h) => h.reason === 'timeout')]).toEqual(['pending', false]);
});

test('a default timeout never fires for a decided task (decided before its due time, then time runs far past it)', () => {
  const START_MS = parseLocalTime(START) as number;
  const setting = fc.record({ after: fc.record({ minutes: fc.integer({ min: 2, max: 600 }) }), action: fc.constantFrom('remind', 'approve', 'reject', 'escalate') });
  fc.assert(fc.property(setting, fc.integer({ min: 0, max: 59 }), (t, early) => {
    const env = withDefaults(envOf(approver('a1', { assignee: users('u-fe2', 'u-be1') })), t as TimeoutSetting);
    const at = formatLocalTime(START_MS + early * 1000);
    const { state } = timedRun(env, [approve('u-fe2', { at }), approve('u-be1', { at }), tick('2027-01-01T00:00')]);
    return state.status === 'approved' && (state.reminders ?? []).length === 0 && !state.history.some((h) => h.reason === 'timeout');
  }), { numRuns: 100 });
});
