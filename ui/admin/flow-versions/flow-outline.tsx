import type { ReactNode } from 'react';
import { isBranchNode, type Flow, type FlowNode } from '../../../domain/flow';
import { nodeNoun, type FlowChange } from '../../../domain/flow/versions';

/** How a change colours an element: added green, removed red, changed orange, moved blue. */
export const CHANGE_STYLES: Record<FlowChange['kind'], { color: string; background: string; label: string }> = {
  added: { color: '#389e0d', background: '#f6ffed', label: '新增' },
  removed: { color: '#cf1322', background: '#fff1f0', label: '删除' },
  changed: { color: '#d46b08', background: '#fff7e6', label: '修改' },
  moved: { color: '#0958d9', background: '#e6f4ff', label: '移动' },
};

/** The change an element shows: removed / added on their side, else changed before moved. */
function kindOf(changes: readonly FlowChange[], id: string, side: 'from' | 'to'): FlowChange['kind'] | undefined {
  const mine = changes.filter((c) => c.id === id);
  if (mine.some((c) => c.kind === (side === 'from' ? 'removed' : 'added'))) return side === 'from' ? 'removed' : 'added';
  return mine.find((c) => c.kind === 'changed')?.kind ?? mine.find((c) => c.kind === 'moved')?.kind;
}

function Row({ id, text, kind, depth }: { id: string; text: string; kind: FlowChange['kind'] | undefined; depth: number }) {
  const style = kind ? CHANGE_STYLES[kind] : undefined;
  return (
    <div data-node-id={id} data-change={kind ?? 'same'} style={{
      marginLeft: depth * 16, padding: '2px 8px', margin: '2px 0', borderRadius: 4,
      borderLeft: `3px solid ${style?.color ?? '#d9d9d9'}`, background: style?.background ?? '#fafafa',
    }}>
      {text}{style && <span style={{ color: style.color, marginLeft: 8, fontSize: 12 }}>{style.label}</span>}
    </div>
  );
}

/** A flow as an indented outline (groups hold their branches), each element coloured by its change. */
export function FlowOutline({ flow, changes, side }: { flow: Flow; changes: readonly FlowChange[]; side: 'from' | 'to' }) {
  const rows: ReactNode[] = [];
  const chain = (first: FlowNode | undefined, depth: number) => {
    for (let node: FlowNode | undefined = first; node; node = node.next) {
      rows.push(<Row key={node.id} id={node.id} depth={depth} kind={kindOf(changes, node.id, side)} text={`${nodeNoun({ element: 'node', type: node.type })}「${node.name}」`} />);
      if (!isBranchNode(node)) continue;
      for (const branch of node.branches) {
        rows.push(<Row key={branch.id} id={branch.id} depth={depth + 1} kind={kindOf(changes, branch.id, side)} text={`分支「${branch.name}」`} />);
        chain(branch.next, depth + 2);
      }
    }
  };
  chain(flow.root, 0);
  return <div data-testid={`outline-${side}`}>{rows}</div>;
}
