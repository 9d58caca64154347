import { Radio, Select, Space, Typography } from 'antd';
import { assigneeKindOf, assigneeKinds, canHoldMembers, type Assignee } from '../../domain/flow';
import { holdsDepts } from '../../domain/flow/assignees/dept-head-of-field';
import type { Control } from '../../domain/model/control';
import { MemberSelect, RoleSelect } from '../org-picker';

const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ value: level, label: level === 1 ? '直属主管' : `第${level}级主管` }));

export interface AssigneeEditorProps {
  readonly value: Assignee | undefined;
  readonly onChange: (assignee: Assignee) => void;
  readonly controls: readonly Control[];
  /** 审批人 or 抄送人 (the words of the hints). */
  readonly role: '审批人' | '办理人' | '抄送人';
}

/** Who a node goes to: the kinds of the registry (指定成员, 直属主管, …), each with its own settings. */
export function AssigneeEditor({ value, onChange, controls, role }: AssigneeEditorProps) {
  const kinds = assigneeKinds();
  const contactControls = controls.filter(canHoldMembers);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Radio.Group
        aria-label={`${role}类型`}
        value={value?.type}
        onChange={(event) => onChange(assigneeKindOf(event.target.value as string)!.create())}
        options={kinds.map((kind) => ({ value: kind.type, label: kind.label }))}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', rowGap: 8 }}
      />
      {value?.type === 'users' && (
        <MemberSelect label="添加成员" value={value.userIds} onChange={(userIds) => onChange({ ...value, userIds })} />
      )}
      {value?.type === 'supervisor' && (
        <Space>
          <span>发起人的</span>
          <Select aria-label="主管级别" style={{ width: 140 }} value={value.level} options={LEVELS} onChange={(level) => onChange({ ...value, level })} />
        </Space>
      )}
      {value?.type === 'deptHead' && <Typography.Text type="secondary">发起人所在部门的负责人</Typography.Text>}
      {value?.type === 'role' && (
        <RoleSelect value={value.roleId ? [value.roleId] : []} onChange={(ids) => onChange({ ...value, roleId: ids[0] ?? '' })} />
      )}
      {value?.type === 'initiator' && <Typography.Text type="secondary">发起人自己作为{role}</Typography.Text>}
      {value?.type === 'selfSelect' && (
        <Radio.Group aria-label="自选人数" value={value.multiple} onChange={(event) => onChange({ ...value, multiple: event.target.value as boolean })}
          options={[{ value: false, label: '自选一人' }, { value: true, label: '自选多人' }]} />
      )}
      {value?.type === 'formField' && (
        <Select aria-label="表单内联系人控件" style={{ width: '100%' }} placeholder="选择表单中填写成员的控件" value={value.controlId || undefined}
          onChange={(controlId: string) => onChange({ ...value, controlId })}
          options={contactControls.map((control) => ({ value: control.id, label: control.config?.title || control.id }))}
          notFoundContent="表单中没有可填写成员的控件（单行文本、多行文本、单选、下拉、多选、成员）" />
      )}
      {value?.type === 'deptHeadOfField' && (
        <Select aria-label="表单内部门控件" style={{ width: '100%' }} placeholder="选择表单中的部门控件" value={value.controlId || undefined}
          onChange={(controlId: string) => onChange({ ...value, controlId })}
          options={controls.filter(holdsDepts).map((control) => ({ value: control.id, label: control.config?.title || control.id }))}
          notFoundContent="表单中没有部门控件" />
      )}
    </Space>
  );
}
