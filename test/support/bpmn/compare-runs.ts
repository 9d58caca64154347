/**
 * One comparison of the execution proof: the flow exported for a target, each launch run in bpmn-engine
 * (run-exported.ts) and in our engine (run-ours.ts), driven alike; the two paths (route-paths.ts) must be equal,
 * and equal to our route preview where the preview can know the run. A mismatch throws with the flow, the
 * values and both paths.
 */
import { indexOrganisation, previewRoute, type Flow, type FlowNode } from '../../../domain/flow';
import { processVariablesOf, toXmlId, type BpmnTarget } from '../../../domain/flow/bpmn';
import { exportFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import { readBpmnXml } from '../../../adapters/bpmn/bpmn-xml-reader';
import { bpmnForm, org } from './generated-flows';
import { pathOfPreview, pathOfTrace, type PathStep } from './route-paths';
import { parseExported, runExported } from './run-exported';
import { nodesInOrder, runOurs } from './run-ours';

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

export type Launch = { values: Record<string, unknown>; initiator: string; picks: string[]; subflowEnds: string[] };

/** Runs every launch of `flow` on the target; returns the path of each launch that could start (a route with errors cannot). */
export async function compareRuns(flow: Flow, launches: Launch[], target: BpmnTarget): Promise<PathStep[][]> {
  const xml = await exportFlowBpmn(flow, bpmnForm, target);
  const { model } = await readBpmnXml(xml, target);
  const moddleContext = await parseExported(xml, target);
  const nodes = nodesInOrder(flow.root);
  const subflows = nodes.filter((node) => node.type === 'subflow').map((node) => node.id);
  const paths: PathStep[][] = [];
  for (const { values, initiator, picks, subflowEnds } of launches) {
    const selected = Object.fromEntries(selfSelectNodes(flow).map((node) => [node.id, node.multiple ? picks : picks.slice(0, 1)]));
    const preview = previewRoute({ flow, form: bpmnForm, values, org, initiator, selected });
    if (preview.errors.length > 0) continue;
    const ends = Object.fromEntries(subflows.map((id, i) => [id, subflowEnds[i] ?? 'approved']));
    const ours = runOurs({ flow, form: bpmnForm, env: { flow, form: bpmnForm, org }, org: orgIndex, launch: { initiator, values, selected }, subflowResults: ends });
    const variables = processVariablesOf({ form: bpmnForm, values, org: orgIndex, initiator, selected });
    const trace = await runExported({
      moddleContext, model: model!, variables, org: orgIndex, form: bpmnForm, values,
      subflowResults: Object.fromEntries(Object.entries(ends).map(([id, end]) => [toXmlId(id), end])), order: nodes.map((node) => toXmlId(node.id)),
    });
    const actual = pathOfTrace(flow, trace);
    paths.push(actual);
    const checks = [['our run', pathOfTrace(flow, ours), actual]];
    if (previewable(flow, ends)) checks.push(['our route preview', pathOfPreview(flow, preview.steps), pathOfTrace(flow, trace, false)]);
    for (const [what, expected, got] of checks) {
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        throw new Error(`${target}: the BPMN run differs from ${String(what)}\nflow: ${JSON.stringify(flow)}\nvalues: ${JSON.stringify(values)}\ninitiator: ${initiator}, selected: ${JSON.stringify(selected)}, children end: ${JSON.stringify(ends)}\nour engine: ${JSON.stringify(expected)}\nbpmn-engine: ${JSON.stringify(got)}`);
      }
    }
  }
  return paths;
}

