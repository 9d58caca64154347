import type { Control } from '../model/control';
import { getControlType } from '../controls/registry';

/** Default value types (spec 4): 1 custom, 2 data-table call, 3 this flow's data, 4 user info. */
export type DefaultValueType = 1 | 2 | 3 | 4;

export const DEFAULT_VALUE_TYPES: ReadonlyArray<{ value: DefaultValueType; label: string }> = [
  { value: 1, label: '自定义' },
  { value: 2, label: '数据表调用' },
  { value: 3, label: '本流程数据' },
  { value: 4, label: '用户信息' },
];

export type UserInfoField = 'name' | 'employeeNumber';

export const USER_INFO_FIELDS: ReadonlyArray<{ value: UserInfoField; label: string }> = [
  { value: 'name', label: '申请人姓名' },
  { value: 'employeeNumber', label: '申请人工号' },
];

/** The applicant whose info fills a type-4 default. */
export interface ApplicantInfo {
  name: string;
  employeeNumber: string;
}

function emptyValueOf(control: Control): unknown {
  const value = getControlType(control.moduleId)?.defaultProps().value;
  return value === undefined ? '' : JSON.parse(JSON.stringify(value));
}

/**
 * Changes the default value type. Any change clears the value, the link target and the table-compute
 * (data-table call) config. Type 4 disables the field and fills it with the applicant's info; leaving
 * type 4 clears that and re-enables the field. Choosing the current type changes nothing.
 */
export function setDefaultValueType(
  control: Control,
  type: DefaultValueType,
  applicant?: ApplicantInfo,
): Control {
  if ((control.props.defaultValueType ?? 1) === type) return control;
  const { linkTargetControlsId: _linkTarget, dataTableCallConfig: _tableCompute, ...rest } = control;
  const props = { ...control.props, defaultValueType: type, value: emptyValueOf(control) };
  if (type === 4) {
    const userInfo: UserInfoField = 'name';
    props.disabled = true;
    props.userInfo = userInfo;
    props.value = applicant ? applicant[userInfo] : '';
  } else if (control.props.defaultValueType === 4) {
    props.disabled = false;
    delete props.userInfo;
  }
  return { ...rest, props };
}

/** Chooses which applicant info a type-4 default shows (name or employee number). */
export function setUserInfoField(control: Control, field: UserInfoField, applicant?: ApplicantInfo): Control {
  if (control.props.defaultValueType !== 4) return control;
  return { ...control, props: { ...control.props, userInfo: field, value: applicant ? applicant[field] : '' } };
}
