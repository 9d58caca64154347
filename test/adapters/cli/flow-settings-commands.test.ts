/** The CLI side of issue 27's flow settings: 审批编号 (run --seq), 标题规则, 撤销, 代理 (route --now), their checks. */
import { runCli } from '../../../adapters/cli/run-cli';
import { fixtureText } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const leaveFlow = (settings: Record<string, unknown>) => {
  const flow = JSON.parse(fixtureText('leave.flow.json'));
  flow.settings = { ...flow.settings, ...settings };
  return JSON.stringify(flow);
};
const withDelegations = (delegations: unknown[]) => JSON.stringify({ ...JSON.parse(fixtureText('org.json')), delegations });

function run(command: string, opts: { settings?: Record<string, unknown>; org?: string; values?: unknown; actions?: unknown[]; more?: string[] } = {}) {
  const m = memoryIo({
    'f.json': leaveFlow(opts.settings ?? {}), 'leave.form.json': fixtureText('leave.form.json'), 'org.json': opts.org ?? fixtureText('org.json'),
    'v.json': JSON.stringify(opts.values ?? { leave_type: 2, leave_days: 2 }), 'a.json': JSON.stringify(opts.actions ?? []),
  });
  const base = ['--flow', 'f.json', '--form', 'leave.form.json', '--org', 'org.json'];
  const argv = command === 'check-flow' ? [command, ...base] : [command, ...base, '--values', 'v.json', '--initiator', 'u-fe1', ...(command === 'run' ? ['--actions', 'a.json'] : [])];
  const code = runCli([...argv, ...(opts.more ?? [])], m.io);
  return { code, stdout: m.stdout(), json: () => JSON.parse(m.stdout()) };
}

const QJ = { prefix: 'QJ', date: 'YYYYMMDD', digits: 4, reset: 'daily' };

describe('审批编号 (settings.serialNo) in run', () => {
  it('run --seq n prints serialNo: prefix, launch date, n padded to digits', () => {
    expect(run('run', { settings: { serialNo: QJ }, more: ['--seq', '7', '--now', '2026-11-24T09:30'] }).json().serialNo).toBe('QJ202611240007');
  });

  it('with separator "-" the non-empty parts are joined by it; --seq defaults to 1', () => {
    expect(run('run', { settings: { serialNo: { ...QJ, separator: '-' } }, more: ['--now', '2026-11-24T09:30'] }).json().serialNo).toBe('QJ-20261124-0001');
    expect(run('run', { settings: { serialNo: { prefix: '', date: '', digits: 6, separator: '-', reset: 'never' } }, more: ['--seq', '42'] }).json().serialNo).toBe('000042');
  });

  it('without a rule the output has no serialNo', () => {
    expect(run('run').json()).not.toHaveProperty('serialNo');
  });

  it('--seq must be a positive whole number', () => {
    expect(run('run', { more: ['--seq', '0'] }).code).toBe(2);
  });

  it('check-flow: digits outside 1–10 is a problem at the start node', () => {
    const result = run('check-flow', { settings: { serialNo: { ...QJ, digits: 11 } } });
    expect(result.code).toBe(1);
    expect(result.json().errors).toEqual([{ nodeId: 'start', message: '审批编号的序号位数必须是 1–10 的整数，现在是 11' }]);
    expect(run('check-flow', { settings: { serialNo: { ...QJ, digits: 10 } } }).code).toBe(0);
  });
});

describe('标题规则 (settings.titleRule) in run', () => {
  it('title fills {initiator}, {flowName}, {date} and a control by id with its display text', () => {
    const settings = { titleRule: '{initiator}的{flowName}：{leave_type}{leave_days}（{date}）' };
    expect(run('run', { settings, more: ['--now', '2026-11-24T09:30'] }).json().title).toBe('张三的请假：事假2 天（2026-11-24）');
  });

  it('without a rule the title is as before: <发起人>的<流程名称>', () => {
    expect(run('run').json().title).toBe('张三的请假');
  });

  it('check-flow: a title rule naming a control not in the form', () => {
    expect(run('check-flow', { settings: { titleRule: '{initiator}{ghost}' } }).json().errors).toEqual([{ nodeId: 'start', message: '标题规则中的字段不在表单中：ghost' }]);
  });
});

describe('撤销 (settings.revokeApprovedDays) in run', () => {
  const approveAll = [{ actor: 'u-fe-lead', action: 'approve', at: '2026-11-24T10:00' }];

  it('the applicant revokes an approved instance within n days of its end: status revoked', () => {
    const result = run('run', { settings: { revokeApprovedDays: 3 }, actions: [...approveAll, { actor: 'u-fe1', action: 'revoke', at: '2026-11-27T09:00' }] });
    expect(result.json()).toMatchObject({ status: 'revoked', refused: [] });
  });

  it('a revoke after n days, by someone else, or with 0 days is refused in Chinese', () => {
    const late = run('run', { settings: { revokeApprovedDays: 3 }, actions: [...approveAll, { actor: 'u-fe1', action: 'revoke', at: '2026-11-28T10:01' }] });
    expect(late.json()).toMatchObject({ status: 'approved', refused: [{ index: 1, message: '已超过撤销期限（通过后 3 天内可撤销）' }] });
    expect(run('run', { settings: { revokeApprovedDays: 3 }, actions: [...approveAll, { actor: 'u-fe-lead', action: 'revoke' }] }).json().refused[0].message).toBe('只有发起人可以撤销');
    expect(run('run', { actions: [...approveAll, { actor: 'u-fe1', action: 'revoke' }] }).json().refused[0].message).toBe('该流程不允许撤销已通过的审批');
  });
});

describe('代理 (organisation delegations) in route and run', () => {
  const away = { id: 'd1', from: 'u-fe-lead', to: 'u-fe2', start: '2026-11-23T00:00', end: '2026-11-30T00:00' };

  it('route --now inside [start, end) lists the delegate and delegatedFrom', () => {
    const steps = run('route', { org: withDelegations([away]), more: ['--now', '2026-11-24T09:00'] }).json().steps;
    expect(steps[0]).toEqual({ nodeId: 'n-supervisor', type: 'approver', mode: 'or', approvers: ['u-fe2'], delegatedFrom: { 'u-fe2': 'u-fe-lead' } });
  });

  it('route --now outside the span, or for a flow not listed, keeps the approver', () => {
    expect(run('route', { org: withDelegations([away]), more: ['--now', '2026-11-30T00:00'] }).json().steps[0].approvers).toEqual(['u-fe-lead']);
    expect(run('route', { org: withDelegations([{ ...away, flowIds: ['flow-other'] }]), more: ['--now', '2026-11-24T09:00'] }).json().steps[0].approvers).toEqual(['u-fe-lead']);
  });

  it('a delegation chain is followed to its end; a cycle leaves the task undelegated', () => {
    const chain = [away, { ...away, id: 'd2', from: 'u-fe2', to: 'u-be1' }];
    expect(run('route', { org: withDelegations(chain), more: ['--now', '2026-11-24T09:00'] }).json().steps[0].delegatedFrom).toEqual({ 'u-be1': 'u-fe-lead' });
    const cycle = [away, { ...away, id: 'd2', from: 'u-fe2', to: 'u-fe-lead' }];
    expect(run('route', { org: withDelegations(cycle), more: ['--now', '2026-11-24T09:00'] }).json().steps[0]).not.toHaveProperty('delegatedFrom');
  });

  it('run: the delegate holds the task and decides on behalf of the person away', () => {
    const result = run('run', { org: withDelegations([away]), more: ['--now', '2026-11-24T09:00'], actions: [{ actor: 'u-fe2', action: 'approve', at: '2026-11-24T10:00' }] });
    expect(result.json().status).toBe('approved');
    expect(result.json().history[1]).toMatchObject({ action: 'approve', userId: 'u-fe2', onBehalfOf: 'u-fe-lead' });
  });

  it('check-flow --org: delegations naming users that do not exist', () => {
    const result = run('check-flow', { org: withDelegations([{ ...away, to: 'ghost' }]) });
    expect(result.json().errors).toEqual([{ nodeId: 'start', message: '代理人员不存在：ghost（代理 d1）' }]);
  });
});
