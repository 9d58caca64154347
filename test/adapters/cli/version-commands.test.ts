/** approval-form diff-flow and migrate (issue 29). */
import { runCli } from '../../../adapters/cli/run-cli';
import { helpText } from '../../../adapters/cli/help-text';
import { startInstance } from '../../../domain/flow';
import { fixtureText, loadFlow, loadForm, loadOrg } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const flow = loadFlow('leave');
const changed = JSON.parse(fixtureText('leave.flow.json'));
changed.root.next.branches[0].next.next.props.mode = 'and';
const started = startInstance({ flow, form: loadForm('leave'), org: loadOrg() }, { initiator: 'u-fe1', values: { leave_type: 1, leave_start: '2026-11-20', leave_days: 5, leave_reason: '家中有事' } });
if (!started.ok) throw new Error('fixture instance did not start');
const withoutHead = JSON.parse(fixtureText('leave.flow.json'));
withoutHead.root.next.branches[0].next = withoutHead.root.next.branches[0].next.next;
const requiredForm = JSON.parse(fixtureText('leave.form.json'));
requiredForm.controls[4].config.required = true;

const files: Record<string, string> = {
  'a.json': fixtureText('leave.flow.json'),
  'b.json': JSON.stringify(changed),
  'no-head.json': JSON.stringify(withoutHead),
  'design.json': JSON.stringify({ flow: changed, form: requiredForm }),
  'state.json': JSON.stringify(started.state),
  'org.json': fixtureText('org.json'),
};
function run(argv: string[]) {
  const m = memoryIo(files);
  const code = runCli(argv, m.io) as number;
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

describe('approval-form diff-flow', () => {
  it('text: one line per change in words, exit 1 when the versions differ', () => {
    expect(run(['diff-flow', '--from', 'a.json', '--to', 'b.json', '--format', 'text'])).toEqual({ code: 1, stdout: '审批节点「人事审批」：审批方式 或签 → 会签\n', stderr: '' });
  });

  it('json: the changes per prop; the same version twice is exit 0 with same: true', () => {
    const diff = JSON.parse(run(['diff-flow', '--from', 'a.json', '--to', 'b.json']).stdout);
    expect(diff.changes).toEqual([expect.objectContaining({ kind: 'changed', id: 'n-hr', props: [{ prop: 'mode', before: 'or', after: 'and' }] })]);
    expect(run(['diff-flow', '--from', 'a.json', '--to', 'a.json'])).toMatchObject({ code: 0, stdout: '{"same":true,"changes":[],"settings":[]}\n' });
  });

  it('two designs {flow, form} compare their forms too', () => {
    const both = { ...files, 'design-a.json': JSON.stringify({ flow: JSON.parse(files['a.json']), form: JSON.parse(fixtureText('leave.form.json')) }) };
    const m = memoryIo(both);
    runCli(['diff-flow', '--from', 'design-a.json', '--to', 'design.json', '--format', 'text'], m.io);
    expect(m.stdout()).toBe('审批节点「人事审批」：审批方式 或签 → 会签\n控件「工作交接人」：必填 否 → 是\n');
  });

  it('diff-flow without --to is a usage error (exit 2)', () => {
    expect(run(['diff-flow', '--from', 'a.json'])).toMatchObject({ code: 2, stderr: 'approval-form: diff-flow 需要 --to <b.json>\n' });
  });
});

describe('approval-form migrate', () => {
  it('prints the moved state (exit 0) when the open node exists in the target', () => {
    const result = run(['migrate', '--instance', 'state.json', '--from', 'a.json', '--to', 'b.json', '--org', 'org.json']);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.moved).toBe(true);
    expect(out.state.history.at(-1)).toEqual({ action: 'migrate', nodeId: 'start' });
  });

  it('prints the reasons (exit 1) when the open node is gone, and --map moves it to a node of the target', () => {
    const refused = run(['migrate', '--instance', 'state.json', '--from', 'a.json', '--to', 'no-head.json', '--format', 'text']);
    expect(refused).toEqual({ code: 1, stdout: '不能迁移\n当前节点「部门负责人」在目标版本中不存在，请为它指定新版本中的节点\n', stderr: '' });
    const mapped = run(['migrate', '--instance', 'state.json', '--from', 'a.json', '--to', 'no-head.json', '--map', '{"n-dept-head":"n-hr"}', '--org', 'org.json', '--format', 'text']);
    expect(mapped).toEqual({ code: 0, stdout: '可以迁移\n人事审批：赵专员（按新版本重新分配）\n', stderr: '' });
  });

  it("a design given as --to checks the values against its form: an empty control that became required blocks it", () => {
    const result = JSON.parse(run(['migrate', '--instance', 'state.json', '--from', 'a.json', '--to', 'design.json']).stdout);
    expect(result).toEqual({ moved: false, reasons: [{ controlId: 'leave_handover', message: expect.stringContaining('表单「工作交接人」') }] });
  });

  it('a --map that is not an object of node ids is unusable input (exit 2)', () => {
    expect(run(['migrate', '--instance', 'state.json', '--from', 'a.json', '--to', 'b.json', '--map', '[1]'])).toMatchObject({ code: 2 });
  });

  it('--help lists both commands', () => {
    expect(helpText()).toContain('approval-form diff-flow --from <a.json> --to <b.json> [--format json|text]');
    expect(helpText()).toContain('approval-form migrate --instance <state.json> --from <a.json> --to <b.json> [--map');
  });
});
