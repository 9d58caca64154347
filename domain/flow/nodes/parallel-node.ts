/** 并行分支: every branch runs; the group's `next` starts when all of them have finished. */
import { flowLabels, flowMessages as m } from '../flow-messages';
import type { ParallelNode } from '../model/flow';
import { readBranches } from './branches';
import { problemsAt, type NodeType } from './node-type';

export const parallelNode: NodeType<ParallelNode> = {
  type: 'parallel',
  label: '并行分支',
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "p", "type": "parallel", "name": "并行审核", "props": {}, "branches": [{"id": "b1", "name": "财务",',
    '"next": Node}, {"id": "b2", "name": "IT", "next": Node}], "next": Node}   — next waits for every branch',
  ],
  addable: true,
  opensWhenAdded: false,
  read: (raw, path, issues, readChain) => ({ ...raw, branches: readBranches(raw, path, issues, readChain, false) }),
  check: (node) => problemsAt(node.id, node.branches.length < 2 ? [m.groupNeedsBranches(node.name || flowLabels.parallel)] : []),
  create: (id, newId) => ({
    id,
    type: 'parallel',
    name: '并行分支',
    props: {},
    branches: [{ id: newId(), name: '分支1' }, { id: newId(), name: '分支2' }],
  }),
  summary: (node) => `${node.branches.length} 个分支同时审批`,
  usedControls: () => ({ conditions: [], assignees: [] }),
  preview(node, walker) {
    return [{ nodeId: node.id, type: 'parallel', branches: walker.walkParallel(node.branches.map((branch) => branch.next)) }];
  },
  describeStep: (step, names, describe) => ({
    nodeId: step.nodeId, verb: '并行', kind: 'group', node: names.nodeName(step.nodeId), people: [],
    branches: step.type === 'parallel' ? step.branches.map((branch) => describe(branch)) : [],
  }),
  enter(node, runner) {
    runner.openJoin(node);
    for (const branch of node.branches) runner.enterBranch(node, branch);
  },
  group: { conditional: false, joins: true },
};

declare module '../model/flow' {
  interface FlowNodeTypes { parallel: ParallelNode }
}
