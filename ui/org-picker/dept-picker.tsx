import { useMemo, useState } from 'react';
import { Button, Input, Spin, Tag, Tree } from 'antd';
import { deptTreeData, type DeptTreeNode } from './dept-tree-data';
import { useOrgDirectory } from './use-org-directory';
import { PickerDialog } from './picker-dialog';
import './org-picker.css';

export interface DeptPickerPanelProps {
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly multiple?: boolean;
}

function filterTree(nodes: DeptTreeNode[], needle: string): DeptTreeNode[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children, needle);
    return node.title.includes(needle) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Departments as a checkable tree (a department stands for itself; conditions include its sub-departments). */
export function DeptPickerPanel({ value, onChange, multiple = true }: DeptPickerPanelProps) {
  const directory = useOrgDirectory();
  const [search, setSearch] = useState('');
  const tree = useMemo(() => (directory ? deptTreeData(directory) : []), [directory]);
  if (!directory) return <Spin aria-label="正在加载组织架构" />;
  const shown = search.trim() ? filterTree(tree, search.trim()) : tree;
  const toggle = (id: string) => {
    if (value.includes(id)) onChange(value.filter((x) => x !== id));
    else onChange(multiple ? [...value, id] : [id]);
  };
  return (
    <div className="org-picker">
      <div className="org-picker-chosen" aria-label="已选部门">
        {value.length === 0 ? <span className="org-picker-hint">未选择部门</span> : value.map((id) => (
          <Tag key={id} closable onClose={(event) => { event.preventDefault(); onChange(value.filter((x) => x !== id)); }}>{directory.deptName(id)}</Tag>
        ))}
      </div>
      <Input.Search allowClear placeholder="搜索部门" aria-label="搜索部门" value={search} onChange={(event) => setSearch(event.target.value)} />
      <div className="org-picker-depts org-picker-dept-tree">
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          blockNode
          treeData={shown}
          checkedKeys={[...value]}
          selectedKeys={[]}
          onCheck={(_, info) => toggle(String(info.node.key))}
          // A click on the name checks too, as DingTalk's picker does.
          onSelect={(_, info) => toggle(String(info.node.key))}
        />
      </div>
    </div>
  );
}

export interface DeptSelectProps extends DeptPickerPanelProps {
  readonly label?: string;
}

/** A form field of departments: tags plus a button opening the department picker (a full-screen sheet on a phone). */
export function DeptSelect({ value, onChange, multiple = true, label = '选择部门' }: DeptSelectProps) {
  const directory = useOrgDirectory();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  return (
    <div className="org-picker-field">
      {value.map((id) => <Tag key={id} closable onClose={(event) => { event.preventDefault(); onChange(value.filter((x) => x !== id)); }}>{directory?.deptName(id) ?? id}</Tag>)}
      <Button size="small" onClick={() => { setDraft([...value]); setOpen(true); }}>{label}</Button>
      <PickerDialog open={open} title={label} width={520} onOk={() => { setOpen(false); onChange(draft); }} onCancel={() => setOpen(false)}>
        <DeptPickerPanel value={draft} onChange={setDraft} multiple={multiple} />
      </PickerDialog>
    </div>
  );
}
