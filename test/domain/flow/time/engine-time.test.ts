// Time in the engine (issue 26): startedAt, `at` on every action (default: the previous action's, or the start),
// tick fires what is due in due order, stored states with times read back.
import { parseInstanceState } from '../../../../domain/flow';
import { approve, approver, users } from '../runtime-helpers';
import { delay, envOf, START, tick, timedRun } from './timed-run';

test('an instance knows when it started, and its submit is recorded at the start', () => {
  const { state } = timedRun(envOf(approver('a1', { assignee: users('u-fe2') })));
  expect(state.startedAt).toBe(START);
  expect(state.history[0]).toMatchObject({ action: 'submit', at: START });
});

test('an action without at happens at the time of the previous action, or the start', () => {
  const env = envOf(approver('a1', { assignee: users('u-fe2') }, approver('a2', { assignee: users('u-be1') })));
  const first = timedRun(env, [approve('u-fe2')]).state;
  expect(first.history.at(-1)?.at).toBe(START);
  const second = timedRun(env, [approve('u-fe2', { at: '2026-11-23T11:00' }), approve('u-be1')]).state;
  expect(second.history.at(-1)?.at).toBe('2026-11-23T11:00');
});

test('tick fires whatever is due by then in due order (the earlier delay of two parallel branches first)', () => {
  const env = envOf({
    id: 'p', type: 'parallel', name: 'p', props: {}, branches: [
      { id: 'b1', name: 'b1', next: delay('late', { type: 'duration', minutes: 90 }, approver('after-late', { assignee: users('u-be1') })) },
      { id: 'b2', name: 'b2', next: delay('early', { type: 'duration', minutes: 30 }, approver('after-early', { assignee: users('u-fe2') })) },
    ],
  });
  const { state } = timedRun(env, [tick('2026-11-23T12:00')]);
  expect(state.tasks.map((t) => [t.nodeId, t.createdAt])).toEqual([['after-early', '2026-11-23T10:30'], ['after-late', '2026-11-23T11:30']]);
});

test('tick is an action without an actor, and a tick with nothing due changes nothing but the clock', () => {
  const env = envOf(approver('a1', { assignee: users('u-fe2') }));
  const { state, refused } = timedRun(env, [tick('2026-11-23T12:00')]);
  expect(refused).toEqual([]);
  expect(state.lastAt).toBe('2026-11-23T12:00');
  expect(state.history).toHaveLength(1);
});

test('a stored state with startedAt, timers, waits and reminders reads back; a bad timer is reported with its path', () => {
  const { state } = timedRun(envOf(delay('d1', { type: 'duration', minutes: 60 })));
  const stored = JSON.parse(JSON.stringify({ ...state, reminders: [{ nodeId: 'a', userId: 'u', at: START }] }));
  expect(parseInstanceState(stored)).toEqual({ ok: true, state: stored });
  const bad = parseInstanceState({ ...stored, timers: [{ kind: 'delay', nodeId: 'd1' }] });
  expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(['flowState.timers[0].due']);
});
