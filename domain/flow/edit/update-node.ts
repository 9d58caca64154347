/** Changing a node's name or props (the drawer's settings). */
import type { Flow, FlowNode } from '../model/flow';
import { replaceNode } from './replace-node';

export function renameNode(flow: Flow, nodeId: string, name: string): Flow {
  return replaceNode(flow, nodeId, (node) => (node.name === name ? node : ({ ...node, name } as FlowNode)));
}

/** Merges `patch` into the node's props; a key set to undefined is removed. */
export function updateNodeProps(flow: Flow, nodeId: string, patch: Readonly<Record<string, unknown>>): Flow {
  return replaceNode(flow, nodeId, (node) => {
    const props: Record<string, unknown> = { ...node.props };
    let changed = false;
    for (const [key, value] of Object.entries(patch)) {
      if (props[key] === value) continue;
      changed = true;
      if (value === undefined) delete props[key];
      else props[key] = value;
    }
    return changed ? ({ ...node, props } as FlowNode) : node;
  });
}
