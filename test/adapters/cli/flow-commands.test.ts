import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { runCli } from '../../../adapters/cli/run-cli';
import { fixturePath, fixtureText } from '../../fixtures/flows/flow-fixtures';
import { MEMORY_NOW, memoryIo } from './memory-io';

const files = (extra: Record<string, string> = {}) => ({
  'leave.flow.json': fixtureText('leave.flow.json'),
  'leave.form.json': fixtureText('leave.form.json'),
  'reimbursement.flow.json': fixtureText('reimbursement.flow.json'),
  'reimbursement.form.json': fixtureText('reimbursement.form.json'),
  'org.json': fixtureText('org.json'),
  ...extra,
});
const run = (argv: string[], extra: Record<string, string> = {}) => {
  const m = memoryIo(files(extra));
  const code = runCli(argv, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr(), json: () => JSON.parse(m.stdout()) };
};
const leaveArgs = (values: unknown, ...more: string[]) => [
  ['--flow', 'leave.flow.json', '--form', 'leave.form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1', ...more],
  { 'v.json': JSON.stringify(values) },
] as const;

describe('approval-form check-flow', () => {
  it('exit 0 and {valid, errors} for a sound flow (with and without --org)', () => {
    expect(run(['check-flow', '--flow', 'leave.flow.json', '--form', 'leave.form.json', '--org', 'org.json'])).toMatchObject({ code: 0, stdout: '{"valid":true,"errors":[]}\n' });
    expect(run(['check-flow', '--flow', 'leave.flow.json', '--form', 'leave.form.json']).code).toBe(0);
  });

  it('exit 1 with each problem\'s nodeId and Chinese message', () => {
    const flow = JSON.parse(fixtureText('leave.flow.json'));
    flow.root.next.branches[0].conditions = [];
    delete flow.root.next.next.props.assignee;
    const result = run(['check-flow', '--flow', 'bad.json', '--form', 'leave.form.json'], { 'bad.json': JSON.stringify(flow) });
    expect(result.code).toBe(1);
    expect(result.json()).toEqual({ valid: false, errors: [
      { nodeId: 'b-long', message: '「超过3天」请设置条件，或删除该分支' },
      { nodeId: 'n-cc', message: '「抄送行政」请设置抄送人' },
    ] });
    expect(run(['check-flow', '--flow', 'bad.json', '--form', 'leave.form.json', '--format', 'text'], { 'bad.json': JSON.stringify(flow) }).stdout)
      .toBe('b-long：「超过3天」请设置条件，或删除该分支\nn-cc：「抄送行政」请设置抄送人\n');
  });

  it('a malformed flow is unusable input: exit 2 with the path of the bad field', () => {
    const flow = JSON.parse(fixtureText('leave.flow.json'));
    flow.root.next.branches[1].next.props.mode = 'all';
    const result = run(['check-flow', '--flow', 'bad.json', '--form', 'leave.form.json'], { 'bad.json': JSON.stringify(flow) });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('approval-form: 流程文件 bad.json：root.next.branches[1].next.props.mode：审批方式必须是 and（会签）、or（或签）、sequential（依次审批）或 ratio（按比例会签）\n');
  });

  it('a malformed organisation names its path', () => {
    const result = run(['check-flow', '--flow', 'leave.flow.json', '--form', 'leave.form.json', '--org', 'o.json'], { 'o.json': '{"users":[{"id":"u","name":5}]}' });
    expect(result).toMatchObject({ code: 2, stderr: 'approval-form: 组织文件 o.json：users[0].name：必须是文本\n' });
  });
});

describe('approval-form route', () => {
  it('prints {steps, errors}: more than 3 days goes to the department head then HR, and copies 行政', () => {
    const [argv, extra] = leaveArgs({ leave_days: 5 });
    const result = run(['route', ...argv], extra);
    expect(result.code).toBe(0);
    expect(result.json()).toEqual({ steps: [
      { nodeId: 'n-dept-head', type: 'approver', mode: 'or', approvers: ['u-fe-lead'] },
      { nodeId: 'n-hr', type: 'approver', mode: 'or', approvers: ['u-hr1'] },
      { nodeId: 'n-cc', type: 'cc', users: ['u-admin1'] },
    ], errors: [] });
  });

  it('exit 1 when the route has errors (an unknown initiator)', () => {
    const [argv, extra] = leaveArgs({ leave_days: 1 });
    const result = run(['route', ...argv.map((a) => (a === 'u-fe1' ? 'ghost' : a))], extra);
    expect(result.code).toBe(1);
    expect(result.json().errors).toEqual([{ nodeId: 'start', message: '发起人不存在：ghost' }]);
  });

  it('--selected gives the 发起人自选 approvers (inline JSON); bad JSON there is unusable input', () => {
    const flow = JSON.parse(fixtureText('leave.flow.json'));
    flow.root.next.branches[1].next.props.assignee = { type: 'selfSelect', multiple: true };
    const extra = { 'self.json': JSON.stringify(flow), 'v.json': '{"leave_days": 1}' };
    const argv = ['route', '--flow', 'self.json', '--form', 'leave.form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1'];
    expect(run(argv, extra).json().errors).toEqual([{ nodeId: 'n-supervisor', message: '请为「直属主管」选择审批人' }]);
    expect(run([...argv, '--selected', '{"n-supervisor": ["u-ceo", "u-hr1"]}'], extra).json().steps[0]).toEqual({ nodeId: 'n-supervisor', type: 'approver', mode: 'or', approvers: ['u-ceo', 'u-hr1'] });
    expect(run([...argv, '--selected', '{nope'], extra)).toMatchObject({ code: 2 });
    expect(run([...argv, '--selected', '{"n-supervisor": "u-ceo"}'], extra).stderr).toContain('--selected "n-supervisor"：应为用户 id 的列表');
  });

  it('text output names the people', () => {
    const [argv, extra] = leaveArgs({ leave_days: 2 });
    expect(run(['route', ...argv, '--format', 'text'], extra).stdout).toBe('审批 直属主管（或签）：郑前端\n抄送 抄送行政：钱行政\n');
  });

  it('values of the wrong shape are unusable input', () => {
    const [argv, extra] = leaveArgs({ leave_days: [1] });
    expect(run(['route', ...argv], extra)).toMatchObject({ code: 2, stderr: 'approval-form: 值文件 v.json：leave_days：应为数字或数字文本\n' });
  });
});

describe('approval-form run', () => {
  const runWith = (values: unknown, actions: unknown, format = 'json') => {
    const [argv, extra] = leaveArgs(values, '--actions', 'a.json', '--format', format);
    return run(['run', ...argv], { ...extra, 'a.json': JSON.stringify(actions) });
  };

  it('applies the actions in order and prints {status, pending, cc, history, refused}', () => {
    const result = runWith({ leave_days: 5 }, [{ actor: 'u-fe-lead', action: 'approve', comment: '同意' }, { actor: 'u-hr1', action: 'approve' }]);
    expect(result.code).toBe(0);
    expect(result.json()).toEqual({
      status: 'approved', title: '张三的请假', pending: [], cc: ['u-admin1'], refused: [], waiting: [], reminders: [], outbox: [], subflows: [],
      // Without --now the run starts at the current local time, and every action happens then.
      history: [
        { action: 'submit', nodeId: 'start', userId: 'u-fe1', at: MEMORY_NOW },
        { action: 'approve', nodeId: 'n-dept-head', userId: 'u-fe-lead', comment: '同意', at: MEMORY_NOW },
        { action: 'approve', nodeId: 'n-hr', userId: 'u-hr1', at: MEMORY_NOW },
        { action: 'cc', nodeId: 'n-cc', userIds: ['u-admin1'], at: MEMORY_NOW },
      ],
    });
  });

  it('pending lists who can act now; a refused action is listed with its index and exit is 1', () => {
    const result = runWith({ leave_days: 5 }, [{ actor: 'u-hr1', action: 'approve' }]);
    expect(result.code).toBe(1);
    expect(result.json()).toMatchObject({ status: 'pending', pending: [{ nodeId: 'n-dept-head', userIds: ['u-fe-lead'] }], refused: [{ index: 0, message: '你没有该审批的待处理任务，不能操作' }] });
  });

  it('countersign: a reimbursement of 8000 waits until both approve', () => {
    const argv = ['run', '--flow', 'reimbursement.flow.json', '--form', 'reimbursement.form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1', '--actions', 'a.json'];
    const actions = [{ actor: 'u-fe-lead', action: 'approve' }, { actor: 'u-fin1', action: 'approve' }, { actor: 'u-ceo', action: 'approve' }];
    const result = run(argv, { 'v.json': '{"expense_title": "差旅", "expense_amount": "8000"}', 'a.json': JSON.stringify(actions) });
    expect(result.json()).toMatchObject({ status: 'pending', pending: [{ nodeId: 'n-boss', userIds: ['u-fin-head'] }] });
  });

  it('return, transfer, addSigner and withdraw through the actions file', () => {
    expect(runWith({ leave_days: 2 }, [{ actor: 'u-fe-lead', action: 'return', nodeId: 'start' }]).json().pending).toEqual([{ nodeId: 'start', userIds: ['u-fe1'] }]);
    expect(runWith({ leave_days: 2 }, [{ actor: 'u-fe-lead', action: 'transfer', to: 'u-rd-head' }]).json().pending).toEqual([{ nodeId: 'n-supervisor', userIds: ['u-rd-head'] }]);
    expect(runWith({ leave_days: 2 }, [{ actor: 'u-fe-lead', action: 'addSigner', to: 'u-rd-head', position: 'before' }]).json().pending).toEqual([{ nodeId: 'n-supervisor', userIds: ['u-rd-head'] }]);
    expect(runWith({ leave_days: 2 }, [{ actor: 'u-fe1', action: 'withdraw' }]).json().status).toBe('withdrawn');
  });

  it('the approver\'s moves of issue 42 through the actions file, as --help shows them', () => {
    const before = runWith({ leave_days: 2 }, [{ actor: 'u-fe-lead', action: 'addSigner', to: ['u-fe2', 'u-be1'], position: 'before', mode: 'or' }]).json();
    expect(before.pending).toEqual([{ nodeId: 'n-supervisor', userIds: ['u-fe2', 'u-be1'] }]);
    expect(before.history.at(-1)).toMatchObject({ action: 'addSigner', userIds: ['u-fe2', 'u-be1'], position: 'before', mode: 'or' });
    const removed = runWith({ leave_days: 2 }, [
      { actor: 'u-fe-lead', action: 'addSigner', to: ['u-fe2', 'u-be1'], position: 'parallel' }, { actor: 'u-fe-lead', action: 'removeSigner', to: ['u-be1'] },
    ]);
    expect(removed.code).toBe(0);
    expect(removed.json().pending).toEqual([{ nodeId: 'n-supervisor', userIds: ['u-fe-lead', 'u-fe2'] }]);
    const delegated = runWith({ leave_days: 2 }, [
      { actor: 'u-fe-lead', action: 'delegate', to: 'u-fe2', comment: '帮我看看' },
      { actor: 'u-fe2', action: 'approve', comment: '没问题', attachments: ['file-1'] },
    ]).json();
    expect(delegated.pending).toEqual([{ nodeId: 'n-supervisor', userIds: ['u-fe-lead'] }]);
    expect(delegated.history.at(-1)).toMatchObject({ action: 'resolve', userId: 'u-fe2', attachments: ['file-1'] });
    const retracted = runWith({ leave_days: 5 }, [{ actor: 'u-fe-lead', action: 'approve' }, { actor: 'u-fe-lead', action: 'retract' }]).json();
    expect(retracted.pending).toEqual([{ nodeId: 'n-dept-head', userIds: ['u-fe-lead'] }]);
    expect(retracted.history.at(-1)).toMatchObject({ action: 'retract', userId: 'u-fe-lead' });
    expect(runWith({ leave_days: 2 }, [{ actor: 'u-fe-lead', action: 'addSigner', to: 7, position: 'after' }])).toMatchObject({ code: 2, stderr: 'approval-form: 操作文件 a.json：[0].to：应为文本或文本数组\n' });
  });

  it('--help shows an example of each of the approver\'s moves', () => {
    const help = run(['--help']).stdout;
    for (const action of ['"addSigner"', '"removeSigner"', '"delegate"', '"retract"', '"parallel"', '加签人数不能超过 10 人']) expect(help).toContain(action);
  });

  it('重新提交 through the actions file: resubmit, and the older approve-on-the-returned-task shape still works', () => {
    const back = { actor: 'u-fe-lead', action: 'return', nodeId: 'start' };
    for (const again of [{ actor: 'u-fe1', action: 'resubmit' }, { actor: 'u-fe1', action: 'approve', nodeId: 'start' }]) {
      const result = runWith({ leave_days: 2 }, [back, again]).json();
      expect(result.history.at(-1)).toMatchObject({ action: 'resubmit', userId: 'u-fe1' });
      expect(result.pending).toEqual([{ nodeId: 'n-supervisor', userIds: ['u-fe-lead'] }]);
    }
  });

  it('text output: status, pending, cc and refusals in Chinese', () => {
    expect(runWith({ leave_days: 2 }, [{ actor: 'u-hr1', action: 'approve' }], 'text').stdout).toBe('标题：张三的请假\n状态：审批中\n待处理 直属主管：郑前端\n第 1 个操作被拒绝：你没有该审批的待处理任务，不能操作\n');
  });

  it('an actions file of the wrong shape names the path', () => {
    expect(runWith({ leave_days: 2 }, [{ actor: 1, action: 'approve' }])).toMatchObject({ code: 2, stderr: 'approval-form: 操作文件 a.json：[0].actor：应为用户 id\n' });
    expect(runWith({ leave_days: 2 }, {})).toMatchObject({ code: 2 });
  });

  it('an instance that cannot start prints its errors, exit 1', () => {
    const [argv, extra] = leaveArgs({ leave_days: 2 }, '--actions', 'a.json');
    const result = run(['run', ...argv.map((a) => (a === 'u-fe1' ? 'ghost' : a))], { ...extra, 'a.json': '[]' });
    expect(result).toMatchObject({ code: 1 });
    expect(result.json()).toEqual({ errors: [{ nodeId: 'start', message: '发起人不存在：ghost' }] });
  });
});

describe('approval-form arguments', () => {
  it('missing options name what is needed', () => {
    expect(run(['route', '--flow', 'leave.flow.json', '--form', 'leave.form.json'])).toMatchObject({ code: 2, stderr: 'approval-form: route 需要 --values <values.json>\n' });
    expect(run(['run', ...leaveArgs({})[0]], leaveArgs({})[1])).toMatchObject({ code: 2, stderr: 'approval-form: run 需要 --actions <actions.json>\n' });
    expect(run(['check-flow', '--form', 'leave.form.json']).stderr).toBe('approval-form: check-flow 需要 --flow <flow.json>\n');
  });

  it('a command named like an Object.prototype member is an unknown command, not an internal error', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(run([name, '--form', 'x'])).toMatchObject({ code: 2, stderr: `approval-form: 未知命令 '${name}'，用法见 --help\n` });
    }
  });

  it('--format text never prints control characters or ANSI escapes from a title', () => {
    const form = { id: 'f', name: 'f', controls: [{ id: 'a', moduleId: 1, name: 't', config: { title: '姓名\u001b[31m\nFAKE: ok', required: true }, props: {} }] };
    const result = run(['validate', '--form', 'f.json', '--values', 'v.json', '--format', 'text'], { 'f.json': JSON.stringify(form), 'v.json': '{}' });
    expect(result.stdout).toBe('姓名\\u001b[31m\\u000aFAKE: ok：必填项\n');
  });

  it('--help documents the flow commands with an example', () => {
    const help = run(['--help']).stdout;
    for (const text of ['check-flow --flow', 'route --flow', 'run   --flow', '--selected', '--actions', '"refused"', 'Example:']) expect(help).toContain(text);
  });

  // An example of every registered node type: help-lists-registries.test.ts.
});

describe('the approval-form executable runs the flow commands', () => {
  it('route through bin/approval-form.js', () => {
    const bin = path.join(__dirname, '../../../bin/approval-form.js');
    const out = execFileSync(process.execPath, [bin, 'check-flow', '--flow', fixturePath('purchase.flow.json'), '--form', fixturePath('purchase.form.json'), '--org', fixturePath('org.json')], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ valid: true, errors: [] });
  });
});

describe('approval-form with 办理人, 包容分支, 按比例会签 and whenInitiator', () => {
  const flowOf = (next: unknown, settings: Record<string, unknown> = {}) =>
    JSON.stringify({ id: 'f', name: 'f', settings, root: { id: 'start', type: 'start', name: '发起人', props: {}, next } });
  const days = (n: number) => [[{ controlId: 'leave_days', op: 'gt', value: n }]];
  const inclusiveFlow = flowOf({
    id: 'g', type: 'inclusive', name: '包容', props: {}, branches: [
      { id: 'b1', name: '长', priority: 1, conditions: days(3), next: { id: 'h', type: 'handler', name: '行政办理', props: { assignee: { type: 'users', userIds: ['u-admin1'] } } } },
      { id: 'b2', name: '中', priority: 2, conditions: days(1), next: { id: 'r', type: 'approver', name: '比例', props: { assignee: { type: 'users', userIds: ['u-hr1', 'u-fin1'] }, mode: 'ratio', ratio: 50 } } },
      { id: 'b3', name: '其他情况', priority: 3, default: true, conditions: [] },
    ],
  });
  const args = (command: string, values: unknown, extra: string[] = []) => [command, '--flow', 'f.json', '--form', 'leave.form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1', ...extra];
  const files = (flow: string, values: unknown, actions: unknown = []) => ({ 'f.json': flow, 'v.json': JSON.stringify(values), 'a.json': JSON.stringify(actions) });

  it('route prints the handler step and the inclusive group with its taken branches', () => {
    const result = run(args('route', { leave_days: 5 }), files(inclusiveFlow, { leave_days: 5 }));
    expect(result.json().steps).toEqual([{ nodeId: 'g', type: 'inclusive', branches: [
      [{ nodeId: 'h', type: 'handler', mode: 'or', approvers: ['u-admin1'] }],
      [{ nodeId: 'r', type: 'approver', mode: 'ratio', approvers: ['u-hr1', 'u-fin1'] }],
    ] }]);
    expect(run([...args('route', {}), '--format', 'text'], files(inclusiveFlow, { leave_days: 5 })).stdout).toContain('办理 行政办理（或签）：钱行政');
  });

  it('run: reject at a handler is refused (办理人节点不能拒绝), a 50% ratio passes on one approval', () => {
    const actions = [{ actor: 'u-admin1', action: 'reject' }, { actor: 'u-admin1', action: 'approve' }, { actor: 'u-fin1', action: 'approve' }];
    const result = run([...args('run', {}), '--actions', 'a.json'], files(inclusiveFlow, { leave_days: 5 }, actions));
    expect(result.code).toBe(1);
    expect(result.json()).toMatchObject({ status: 'approved', refused: [{ index: 0, message: '办理人节点不能拒绝' }] });
  });

  it('check-flow: a ratio outside 1–100 names the node', () => {
    const bad = flowOf({ id: 'r', type: 'approver', name: '比例', props: { assignee: { type: 'users', userIds: ['u-hr1'] }, mode: 'ratio', ratio: 120 } });
    const result = run(['check-flow', '--flow', 'f.json', '--form', 'leave.form.json'], { 'f.json': bad });
    expect(result.code).toBe(1);
    expect(result.json().errors).toEqual([{ nodeId: 'r', message: '「比例」的按比例会签比例必须是 1–100 之间的整数' }]);
  });

  it('route and run agree on whenInitiator supervisor', () => {
    const flow = flowOf({ id: 'a', type: 'approver', name: '审批', props: { assignee: { type: 'users', userIds: ['u-fe1'] }, whenInitiator: 'supervisor' } });
    expect(run(args('route', {}), files(flow, {})).json().steps[0].approvers).toEqual(['u-fe-lead']);
    expect(run([...args('run', {}), '--actions', 'a.json'], files(flow, {})).json().pending).toEqual([{ nodeId: 'a', userIds: ['u-fe-lead'] }]);
  });

  it('--help describes each node type with an example', () => {
    const help = run(['--help']).stdout;
    for (const text of ['"type": "handler"', '"type": "inclusive"', '"mode": "ratio"', '"whenInitiator"', '办理人节点不能拒绝']) expect(help).toContain(text);
  });
});
