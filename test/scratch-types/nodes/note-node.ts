/**
 * A scratch node type (issue 44), kept to prove what a new type costs: 备注, a note on the route (`props.text`)
 * that nobody acts on; an instance passes it at once. Registered only by the registry suites' second run
 * (test/scratch-types/register.ts).
 */
import type { NodeBase } from '../../../domain/flow/model/flow';
import { problemsAt, type NodeType } from '../../../domain/flow/nodes/node-type';

export type NoteNode = NodeBase<'note', { text?: string; [unknownField: string]: unknown }>;

const LABEL = '备注';

export const noteNode: NodeType<NoteNode> = {
  type: 'note',
  label: LABEL,
  cliExample: [
    '{"id": "n-note", "type": "note", "name": "备注", "props": {"text": "月底前处理"}}   — nobody acts; passes at once',
  ],
  addable: true,
  opensWhenAdded: true,
  read(raw, path, issues) {
    issues.string(raw.props as Record<string, unknown>, 'text', `${path}.props`, true);
    return raw;
  },
  check: (node) => problemsAt(node.id, node.props.text?.trim() ? [] : [`「${node.name || LABEL}」请填写备注`]),
  create: (id) => ({ id, type: 'note', name: LABEL, props: { text: '' } }),
  summary: (node) => node.props.text?.trim() ?? '',
  usedControls: () => ({ conditions: [], assignees: [] }),
  // Its own kind of route step, added to RouteStep from here: the launch page and the CLI's route show the note.
  preview: (node) => [{ nodeId: node.id, type: 'note', text: node.props.text?.trim() ?? '' }],
  describeStep: (step, names) => ({
    nodeId: step.nodeId, verb: LABEL, kind: 'inform', node: names.nodeName(step.nodeId), people: [], toCome: LABEL,
    detail: step.type === 'note' ? step.text : '',
  }),
  enter: (node, runner) => runner.advance(node),
};

declare module '../../../domain/flow/model/flow' {
  interface FlowNodeTypes { note: NoteNode }
}

declare module '../../../domain/flow/route/route-step' {
  interface RouteStepTypes { note: { nodeId: string; type: 'note'; text: string } }
}
