import { Radio, Space, Typography } from 'antd';
import { EVERYONE, type LaunchScope } from '../../domain/flow/publish/launch-scope';
import { DeptSelect } from './dept-picker';
import { MemberSelect } from './member-select';
import { RoleSelect } from './role-select';

export interface MemberScopeFieldProps {
  /** What the scope decides, e.g. 谁可以发起 (the radio group's accessible name). */
  readonly label: string;
  readonly value: LaunchScope;
  readonly onChange: (scope: LaunchScope) => void;
  readonly testId?: string;
}

const caption = (text: string) => <Typography.Text style={{ width: 48, display: 'inline-block' }}>{text}</Typography.Text>;

/** 所有人, or some departments (含下级), people and roles: 谁可以发起, 数据表权限. */
export function MemberScopeField({ label, value, onChange, testId }: MemberScopeFieldProps) {
  const set = (patch: Partial<LaunchScope>) => onChange({ ...value, ...patch });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group aria-label={label} value={value.everyone} onChange={(e) => onChange(e.target.value ? EVERYONE : { ...value, everyone: false })}
        options={[{ value: true, label: '所有人' }, { value: false, label: '指定部门、成员或角色' }]} />
      {!value.everyone && (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid={testId}>
          <Space align="start">{caption('部门')}<DeptSelect value={[...value.deptIds]} onChange={(deptIds) => set({ deptIds })} /></Space>
          <Space align="start">{caption('成员')}<MemberSelect value={value.userIds} onChange={(userIds) => set({ userIds })} /></Space>
          <Space align="start">{caption('角色')}<RoleSelect multiple value={value.roleIds} onChange={(roleIds) => set({ roleIds })} /></Space>
        </Space>
      )}
    </Space>
  );
}
