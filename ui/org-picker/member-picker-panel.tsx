import { useMemo, useState } from 'react';
import { Checkbox, Empty, Input, Radio, Spin, Tag, Tree } from 'antd';
import type { OrgUser } from '../../domain/flow';
import { deptTreeData } from './dept-tree-data';
import { useOrgDirectory } from './use-org-directory';
import './org-picker.css';

export interface MemberPickerPanelProps {
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  /** One person (a radio list) or several (checkboxes). */
  readonly multiple?: boolean;
  /** People who cannot be picked (myself for 转交, the current approvers for 加签). */
  readonly disabledIds?: readonly string[];
}

/**
 * The member picker, as DingTalk's: search by name, employee number or department, or browse the department
 * tree; the picked people stay listed on top as removable tags. Fits a dialog or a drawer.
 */
export function MemberPickerPanel({ value, onChange, multiple = true, disabledIds = [] }: MemberPickerPanelProps) {
  const directory = useOrgDirectory();
  const [search, setSearch] = useState('');
  const [deptId, setDeptId] = useState<string | undefined>();
  const tree = useMemo(() => (directory ? deptTreeData(directory) : []), [directory]);

  if (!directory) return <Spin aria-label="正在加载组织架构" />;

  // People who have left are never offered; those already picked still show by name in the tags above.
  const shown: OrgUser[] = (search.trim() !== '' ? directory.searchMembers(search)
    : deptId ? directory.membersOf(deptId) : [...directory.users]).filter(directory.offered);
  const toggle = (id: string, on: boolean) => {
    if (!multiple) onChange(on ? [id] : []);
    else onChange(on ? [...value.filter((x) => x !== id), id] : value.filter((x) => x !== id));
  };
  const describe = (user: OrgUser) => user.deptIds.map((id) => directory.deptName(id)).join('、');

  return (
    <div className="org-picker">
      <div className="org-picker-chosen" aria-label="已选成员">
        {value.length === 0 ? <span className="org-picker-hint">{multiple ? '未选择成员' : '请选择一名成员'}</span>
          : value.map((id) => (
            <Tag key={id} closable onClose={(event) => { event.preventDefault(); toggle(id, false); }}>{directory.userName(id)}</Tag>
          ))}
      </div>
      <Input.Search
        allowClear
        placeholder="搜索姓名、工号或部门"
        aria-label="搜索成员"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="org-picker-body">
        <div className="org-picker-depts" aria-label="部门">
          <Tree
            blockNode
            defaultExpandAll
            treeData={tree}
            selectedKeys={deptId ? [deptId] : []}
            onSelect={(keys) => { setSearch(''); setDeptId(keys[0] === undefined ? undefined : String(keys[0])); }}
          />
        </div>
        <div className="org-picker-members" role="list" aria-label="成员">
          {shown.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的成员" />}
          {multiple
            ? shown.map((user) => (
              <div role="listitem" key={user.id} className="org-picker-member">
                <Checkbox
                  checked={value.includes(user.id)}
                  disabled={disabledIds.includes(user.id)}
                  onChange={(event) => toggle(user.id, event.target.checked)}
                >
                  {user.name}
                </Checkbox>
                <span className="org-picker-dept">{describe(user)}</span>
              </div>
            ))
            : (
              <Radio.Group value={value[0]} onChange={(event) => toggle(String(event.target.value), true)} style={{ width: '100%' }}>
                {shown.map((user) => (
                  <div role="listitem" key={user.id} className="org-picker-member">
                    <Radio value={user.id} disabled={disabledIds.includes(user.id)}>{user.name}</Radio>
                    <span className="org-picker-dept">{describe(user)}</span>
                  </div>
                ))}
              </Radio.Group>
            )}
        </div>
      </div>
    </div>
  );
}
