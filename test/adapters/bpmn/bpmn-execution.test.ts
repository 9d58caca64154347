/**
 * The exported process runs as our engine routes and runs: bpmn-engine runs the export of generated flows with
 * generated submissions, conditions evaluated as the target does (FEEL through feelin for camunda8, JUEL for
 * camunda7 / flowable), every task completed by the driver, every service task run as the backend's worker
 * would and every called child ended as the launch says. Compared with our engine:
 * - its run, driven alike (run-ours.ts): the user tasks reached with their assignees, the cc jobs, the http
 *   requests of 触发器 (as our outbox records them), the children of 子流程 with their values, and how many tasks
 *   each loop took before going on (或签 1, 按比例会签 ceil(ratio × n / 100), 会签 all); setFields changes what later
 *   gateways read, a rejected or withdrawn child ends both runs there, 延时 fire by the engines' timers;
 * - its route preview (tasks and copies) when every child was approved and no setFields races on parallel
 *   branches (the preview cannot know which branch goes first).
 * Parallel branches and 会签 / 或签 tasks compare as sets, 依次审批 in order. 包容分支, 办理人, 延时, timeouts, 触发器
 * and 子流程 are in the corpus.
 */
import fc from 'fast-check';
import { indexOrganisation, previewRoute, type Flow, type FlowNode } from '../../../domain/flow';
import { processVariablesOf, toXmlId, type BpmnTarget } from '../../../domain/flow/bpmn';
import { exportFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import { readBpmnXml } from '../../../adapters/bpmn/bpmn-xml-reader';
import { bpmnForm, generatedFlow, generatedLaunch, generatedValues, org } from '../../support/bpmn/generated-flows';
import { pathOfPreview, pathOfTrace } from '../../support/bpmn/route-paths';
import { parseExported, runExported } from '../../support/bpmn/run-exported';
import { nodesInOrder, runOurs } from '../../support/bpmn/run-ours';

const orgIndex = indexOrganisation(org);

/**
 * Whether the route preview can know what the run does: every child approved (a rejected one ends the run), and
 * no setFields on a parallel or 包容 branch (which of the branches goes first decides what the others read).
 */
function previewable(flow: Flow, ends: Record<string, string>): boolean {
  const inBranches = (node: FlowNode | undefined): boolean => nodesInOrder(node).some((n) => n.type === 'trigger' && n.props.trigger?.type === 'setFields');
  const racing = nodesInOrder(flow.root).some((node) => (node.type === 'parallel' || node.type === 'inclusive') && node.branches.some((branch) => inBranches(branch.next)));
  return !racing && Object.values(ends).every((end) => end === 'approved');
}

function selfSelectNodes(flow: Flow): Array<{ id: string; multiple: boolean }> {
  return nodesInOrder(flow.root).flatMap((node: FlowNode) => ((node.type === 'approver' || node.type === 'cc') && node.props.assignee?.type === 'selfSelect' ? [{ id: node.id, multiple: node.props.assignee.multiple }] : []));
}

type Launch = { values: Record<string, unknown>; initiator: string; picks: string[]; subflowEnds: string[] };

/** Runs every launch of `flow` on the target; returns how many could start (a route with errors cannot). */
async function compare(flow: Flow, launches: Launch[], target: BpmnTarget): Promise<number> {
  const xml = await exportFlowBpmn(flow, bpmnForm, target);
  const { model } = await readBpmnXml(xml, target);
  const moddleContext = await parseExported(xml, target);
  const nodes = nodesInOrder(flow.root);
  const subflows = nodes.filter((node) => node.type === 'subflow').map((node) => node.id);
  let started = 0;
  for (const { values, initiator, picks, subflowEnds } of launches) {
    const selected = Object.fromEntries(selfSelectNodes(flow).map((node) => [node.id, node.multiple ? picks : picks.slice(0, 1)]));
    const preview = previewRoute({ flow, form: bpmnForm, values, org, initiator, selected });
    if (preview.errors.length > 0) continue;
    started++;
    const ends = Object.fromEntries(subflows.map((id, i) => [id, subflowEnds[i] ?? 'approved']));
    const ours = runOurs({ flow, form: bpmnForm, env: { flow, form: bpmnForm, org }, org: orgIndex, launch: { initiator, values, selected }, subflowResults: ends });
    const variables = processVariablesOf({ form: bpmnForm, values, org: orgIndex, initiator, selected });
    const trace = await runExported({
      moddleContext, model: model!, variables, org: orgIndex, form: bpmnForm, values,
      subflowResults: Object.fromEntries(Object.entries(ends).map(([id, end]) => [toXmlId(id), end])), order: nodes.map((node) => toXmlId(node.id)),
    });
    const actual = pathOfTrace(flow, trace);
    const checks = [['our run', pathOfTrace(flow, ours), actual]];
    if (previewable(flow, ends)) checks.push(['our route preview', pathOfPreview(flow, preview.steps), pathOfTrace(flow, trace, false)]);
    for (const [what, expected, got] of checks) {
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        throw new Error(`${target}: the BPMN run differs from ${String(what)}\nflow: ${JSON.stringify(flow)}\nvalues: ${JSON.stringify(values)}\ninitiator: ${initiator}, selected: ${JSON.stringify(selected)}, children end: ${JSON.stringify(ends)}\nour engine: ${JSON.stringify(expected)}\nbpmn-engine: ${JSON.stringify(got)}`);
      }
    }
  }
  return started;
}

const launches = fc.array(fc.record({ values: generatedValues, initiator: generatedLaunch.map((l) => l.initiator), picks: generatedLaunch.map((l) => l.picks), subflowEnds: generatedLaunch.map((l) => l.subflowEnds) }), { minLength: 2, maxLength: 2 });

describe.each([
  // 251 flows × 2 submissions = 502 runs in all.
  ['camunda8', 125],
  ['camunda7', 63],
  ['flowable', 63],
] as const)('the %s export run in bpmn-engine', (target, flows) => {
  it(`reaches the user tasks, assignees, 或签 / 按比例会签 completions, copies, http requests and children our engine gives, setFields read by later gateways, a rejected child ending both (${flows} generated flows × 2 submissions)`, async () => {
    let started = 0;
    await fc.assert(fc.asyncProperty(generatedFlow, launches, async (flow, runs) => {
      started += await compare(flow, runs as Launch[], target);
    }), { numRuns: flows });
    // Most generated submissions start (those with route errors cannot start an instance anywhere).
    expect(started).toBeGreaterThan(flows);
  }, 900_000);
});
