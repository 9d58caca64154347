// Issue 27 through the CLI: check-flow names a bad onReject.returnTo; run applies onReject, requireComment,
// requireSignature and buttons (refusals listed, nothing changed), and --help documents them.
import { runCli } from '../../../adapters/cli/run-cli';
import { fixtureText } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const flowWith = (props: Record<string, unknown>, firstProps: Record<string, unknown> = {}) => JSON.stringify({
  id: 'f', name: '报销', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
    id: 'a', type: 'approver', name: '主管', props: { assignee: { type: 'users', userIds: ['u-be1'] }, ...firstProps }, next: {
      id: 'b', type: 'approver', name: '财务', props: { assignee: { type: 'users', userIds: ['u-it1'] }, ...props },
    } } },
});
const cli = (argv: string[], files: Record<string, string>) => {
  const m = memoryIo({ 'form.json': fixtureText('leave.form.json'), 'org.json': fixtureText('org.json'), 'v.json': JSON.stringify({ leave_days: 2 }), ...files });
  const code = runCli(argv, m.io);
  return { code, json: () => JSON.parse(m.stdout()), stdout: m.stdout() };
};
const runFlow = (flow: string, actions: unknown[]) => cli(
  ['run', '--flow', 'flow.json', '--form', 'form.json', '--values', 'v.json', '--org', 'org.json', '--initiator', 'u-fe1', '--actions', 'actions.json'],
  { 'flow.json': flow, 'actions.json': JSON.stringify(actions) },
);

test('check-flow: onReject returnTo a later node is a problem naming the node (exit 1)', () => {
  const result = cli(['check-flow', '--flow', 'flow.json', '--form', 'form.json'], { 'flow.json': flowWith({}, { onReject: { type: 'returnTo', nodeId: 'b' } }) });
  expect(result.code).toBe(1);
  expect(result.json().errors).toEqual([{ nodeId: 'a', message: '「主管」拒绝后退回的节点无效：b，只能是发起人或此前经过的审批人节点' }]);
});

test('run: onReject returnTo sends the instance back and it stays pending', () => {
  const result = runFlow(flowWith({ onReject: { type: 'returnTo', nodeId: 'a' } }), [{ actor: 'u-be1', action: 'approve' }, { actor: 'u-it1', action: 'reject', comment: '票据不全' }]);
  expect(result.code).toBe(0);
  expect(result.json()).toMatchObject({ status: 'pending', pending: [{ nodeId: 'a', userIds: ['u-be1'] }] });
});

test('run: requireComment, requireSignature and a disabled button are refused with their messages', () => {
  const flow = flowWith({ requireComment: { approve: true }, requireSignature: true, buttons: { transfer: { enabled: false } } });
  const result = runFlow(flow, [
    { actor: 'u-be1', action: 'approve' },
    { actor: 'u-it1', action: 'transfer', to: 'u-hr1' },
    { actor: 'u-it1', action: 'approve', signature: PNG },
    { actor: 'u-it1', action: 'approve', comment: '同意' },
    { actor: 'u-it1', action: 'approve', comment: '同意', signature: PNG },
  ]);
  expect(result.code).toBe(1);
  expect(result.json()).toMatchObject({ status: 'approved', refused: [
    { index: 1, message: '该节点不允许转交' }, { index: 2, message: '请填写审批意见' }, { index: 3, message: '请先签名' },
  ] });
});

test('approval-form --help documents onReject, requireComment, requireSignature and buttons', () => {
  const help = cli(['--help'], {}).stdout;
  for (const word of ['onReject', 'requireComment', 'requireSignature', 'buttons', '"signature"?']) expect(help).toContain(word);
});
