/** 发起人: the root, once. Its fieldPerms are the applicant's view of the form. */
import type { StartNode } from '../model/flow';
import { readFieldPerms, checkFieldPerms } from './node-props';
import { problemsAt, type NodeType } from './node-type';

export const startNode: NodeType<StartNode> = {
  type: 'start',
  label: '发起人',
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "start", "type": "start", "name": "发起人", "props": {}, "next": Node}   — the root, only there',
  ],
  addable: false,
  opensWhenAdded: false,
  read(raw, path, issues) {
    readFieldPerms(raw.props as Record<string, unknown>, `${path}.props`, issues);
    return raw;
  },
  check: (node, context) => problemsAt(node.id, checkFieldPerms(node.props.fieldPerms, node.name || '发起人', context)),
  create: (id) => ({ id, type: 'start', name: '发起人', props: {} }),
  summary: () => '所有人',
  usedControls: () => ({ conditions: [], assignees: [] }),
  preview: () => [],
  enter: (node, runner) => runner.advance(node),
};

declare module '../model/flow' {
  interface FlowNodeTypes { start: StartNode }
}
