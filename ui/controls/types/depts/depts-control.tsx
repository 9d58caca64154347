import { Button } from 'antd';
import { idsOf } from '../../../../domain/controls/org/value-names';
import type { ControlBodyProps } from '../../control-props';
import { DeptSelect } from '../../../org-picker/dept-picker';
import { OrgNamesText, useOptionalOrganisation } from '../../org-names-text';

/** 部门 (moduleId 29): a list of department ids from the department tree; read-only, names joined by 、. */
export function DeptsControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  const ids = idsOf(value);
  const organisation = useOptionalOrganisation();
  if (mode === 'readonly') return <span className="control-readonly"><OrgNamesText ids={ids} kind="depts" /></span>;
  if (mode === 'design' || disabled || !organisation) return <Button size="small" disabled>选择部门</Button>;
  return <DeptSelect label="选择部门" value={ids} multiple={control.props?.multiple === true} onChange={(next) => onChange?.(next)} />;
}
