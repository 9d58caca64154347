/** A new flow: only the start node (发起人), as 新建流程 and an unreadable saved flow start from. */
import type { Flow } from '../model/flow';
import { startNode } from '../nodes/start-node';

export const START_NODE_ID = 'start';

export function emptyFlow(id: string, name: string): Flow {
  return { id, name, root: startNode.create(START_NODE_ID, () => START_NODE_ID) };
}
