import { Button } from 'antd';
import { idsOf } from '../../../../domain/controls/org/value-names';
import { pickLimit } from '../../../../domain/controls/org/members';
import type { ControlBodyProps } from '../../control-props';
import { MemberSelect } from '../../../org-picker/member-select';
import { OrgNamesText, useOptionalOrganisation } from '../../org-names-text';

/**
 * 成员 (moduleId 28): a list of user ids, picked from the searchable tree of departments and people. The
 * read-only view shows the names joined by 、; the designer's canvas shows the button without loading anyone.
 */
export function MembersControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  const ids = idsOf(value);
  const organisation = useOptionalOrganisation();
  if (mode === 'readonly') return <span className="control-readonly"><OrgNamesText ids={ids} kind="users" /></span>;
  if (mode === 'design' || !organisation) return <Button size="small" disabled>选择成员</Button>;
  const multiple = pickLimit(control) !== 1;
  return <MemberSelect label="选择成员" value={ids} multiple={multiple} disabled={disabled} onChange={(next) => onChange?.(next)} />;
}
