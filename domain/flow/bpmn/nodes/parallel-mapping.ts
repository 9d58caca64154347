/** 并行分支 → a parallel gateway fork, one flow per branch, and a parallel join before the group's next. */
import type { ParallelNode } from '../../model/flow';
import { dataType } from '../node-data';
import type { NodeMapping } from '../node-mapping';
import { exportGroup, importGroup } from './group-mapping';

export const parallelMapping: NodeMapping<ParallelNode> = {
  type: 'parallel',
  export: (node, _from, context) =>
    exportGroup(node, 'parallelGateway', '并行分支', node.branches.map((branch, index) => ({ branch, index })), context),
  // A gateway with one way out is a group only when our data says so (a group with a single branch).
  accepts: (element, context) => element.kind === 'parallelGateway' && (context.outgoing(element.id).length > 1 || dataType(element) === 'parallel'),
  import: (element, context) => importGroup(element, 'parallel', context, (flow) => ({ id: flow.id, name: flow.name ?? '' })),
};
