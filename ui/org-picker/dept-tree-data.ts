import type { OrgDirectory } from '../../application/organisation/org-directory';

export interface DeptTreeNode {
  readonly key: string;
  readonly title: string;
  readonly children: DeptTreeNode[];
}

/** The department tree as antd Tree data (a parent cycle is cut). */
export function deptTreeData(directory: OrgDirectory, parentId?: string, seen: Set<string> = new Set()): DeptTreeNode[] {
  return directory.childDepts(parentId).filter((d) => !seen.has(d.id)).map((dept) => {
    seen.add(dept.id);
    return { key: dept.id, title: dept.name, children: deptTreeData(directory, dept.id, seen) };
  });
}
