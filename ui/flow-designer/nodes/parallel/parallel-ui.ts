import type { ParallelNode } from '../../../../domain/flow';
import { GroupPanel } from '../group-panel';
import type { NodeUi } from '../node-ui';

/** 并行分支: its branches are added on the canvas. */
export const parallelUi: NodeUi<ParallelNode> = { type: 'parallel', Panel: GroupPanel, colour: '#718dff' };
