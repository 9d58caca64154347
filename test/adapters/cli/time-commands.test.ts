// approval-form run / route with time (issue 26 / 27): --now, actions with at, tick without an actor, and the
// run output's waiting, reminders, outbox and subflows.
import { runCli } from '../../../adapters/cli/run-cli';
import { fixtureText } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const flow = (next: unknown, settings: Record<string, unknown> = {}) => JSON.stringify({ id: 'f', name: '请假', settings, root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
const delayThenApprover = flow({
  id: 'd1', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 120 } },
  next: { id: 'a1', type: 'approver', name: '主管审批', props: { assignee: { type: 'users', userIds: ['u-fe2'] }, timeout: { after: { hours: 1 }, action: 'remind', repeat: 2 } } },
});

function run(command: 'run' | 'route', flowText: string, actions: unknown[] = [], ...more: string[]) {
  const m = memoryIo({
    'f.json': flowText, 'leave.form.json': fixtureText('leave.form.json'), 'org.json': fixtureText('org.json'), 'v.json': '{}', 'a.json': JSON.stringify(actions),
  });
  const argv = [command, '--flow', 'f.json', '--form', 'leave.form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1', ...(command === 'run' ? ['--actions', 'a.json'] : []), ...more];
  const code = runCli(argv, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr(), json: () => JSON.parse(m.stdout()) };
}

test('run --now is the start time; a waiting delay is listed in waiting with its until', () => {
  const out = run('run', delayThenApprover, [], '--now', '2026-11-23T10:00').json();
  expect(out).toMatchObject({ status: 'pending', pending: [], waiting: [{ nodeId: 'd1', type: 'delay', until: '2026-11-23T12:00' }], reminders: [], outbox: [], subflows: [] });
  expect(out.history[0].at).toBe('2026-11-23T10:00');
});

test('tick is an action without an actor: it fires the delay, then the timeout reminders due by then', () => {
  const out = run('run', delayThenApprover, [{ action: 'tick', at: '2026-11-23T16:00' }], '--now', '2026-11-23T10:00').json();
  expect(out.refused).toEqual([]);
  expect(out.waiting).toEqual([]);
  expect(out.pending).toEqual([{ nodeId: 'a1', userIds: ['u-fe2'] }]);
  expect(out.reminders).toEqual([{ nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T13:00' }, { nodeId: 'a1', userId: 'u-fe2', at: '2026-11-23T14:00' }]);
});

test('an action with a later at first fires what was due before it', () => {
  const out = run('run', delayThenApprover, [{ actor: 'u-fe2', action: 'approve', at: '2026-11-23T12:30' }], '--now', '2026-11-23T10:00').json();
  expect(out).toMatchObject({ status: 'approved', refused: [], reminders: [] });
});

test('run --format text says what the instance waits on and the reminders sent', () => {
  const waiting = run('run', delayThenApprover, [], '--now', '2026-11-23T10:00', '--format', 'text').stdout;
  expect(waiting).toContain('等待 冷静期：至 2026-11-23 12:00');
  const reminded = run('run', delayThenApprover, [{ action: 'tick', at: '2026-11-23T13:00' }], '--now', '2026-11-23T10:00', '--format', 'text').stdout;
  expect(reminded).toContain('超时提醒 主管审批：李四（2026-11-23 13:00）');
});

test('--now must be a local date-time, for run and for route', () => {
  expect(run('run', delayThenApprover, [], '--now', '明天')).toMatchObject({ code: 2, stderr: "approval-form: --now 应为 YYYY-MM-DDTHH:mm（秒可选），不能是 '明天'\n" });
  expect(run('route', delayThenApprover, [], '--now', '2026-11-23T10:00').json().steps[0]).toEqual({ nodeId: 'd1', type: 'delay' });
});

test('an action of a person still needs an actor (only system actions go without)', () => {
  expect(run('run', delayThenApprover, [{ action: 'approve' }]).code).toBe(2);
});

test('route --format text words a delay as its wait (延时 2 小时), never as （无）', () => {
  const { stdout } = run('route', delayThenApprover, [], '--now', '2026-11-23T10:00', '--format', 'text');
  expect(stdout).toContain('延时 冷静期：延时 2 小时');
  expect(stdout).not.toContain('（无）');
});
