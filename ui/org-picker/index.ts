/** Organisation pickers: people, departments, roles (issue 17; the flow designer uses them too). */
export { MemberPickerPanel, type MemberPickerPanelProps } from './member-picker-panel';
export { MemberPickerDialog, type MemberPickerDialogProps } from './member-picker-dialog';
export { MemberSelect, type MemberSelectProps } from './member-select';
export { DeptPickerPanel, DeptSelect, type DeptPickerPanelProps, type DeptSelectProps } from './dept-picker';
export { RoleSelect, type RoleSelectProps } from './role-select';
export { useOrgDirectory, useOrganisationState } from './use-org-directory';
export { MemberScopeField, type MemberScopeFieldProps } from './member-scope-field';
