import { Select } from 'antd';
import { useOrgDirectory } from './use-org-directory';

export interface RoleSelectProps {
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly multiple?: boolean;
  readonly placeholder?: string;
}

/** Roles (人事专员, 财务复核…) by name, with their members' names as the hint. */
export function RoleSelect({ value, onChange, multiple = false, placeholder = '选择角色' }: RoleSelectProps) {
  const directory = useOrgDirectory();
  const options = (directory?.roles ?? []).map((role) => ({
    value: role.id,
    label: role.name,
    title: role.userIds.map((id) => directory?.userName(id) ?? id).join('、'),
  }));
  return (
    <Select
      aria-label="角色"
      style={{ minWidth: 200 }}
      loading={!directory}
      mode={multiple ? 'multiple' : undefined}
      placeholder={placeholder}
      options={options}
      optionFilterProp="label"
      showSearch
      value={multiple ? [...value] : value[0]}
      onChange={(next: string | string[] | undefined) => onChange(next === undefined ? [] : Array.isArray(next) ? next : [next])}
    />
  );
}
