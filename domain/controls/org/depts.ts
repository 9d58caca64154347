/**
 * 部门 (moduleId 29): a list of department ids. Rules (after 必填项): one at most unless `props.multiple`
 * (最多选择:1项); with an organisation at hand, an unknown id → 部门不存在：{id}.
 */
import type { Control } from '../../model/control';
import { validationMessages } from '../../messages';
import { idsOf, joinNames, type ValueNames } from './value-names';

export const deptMessages = {
  unknownDept: (id: string) => `部门不存在：${id}`,
} as const;

export function deptsProblem(control: Control, value: unknown, names?: ValueNames): string | undefined {
  const ids = idsOf(value);
  if (control.props?.multiple !== true && ids.length > 1) return validationMessages.maxChoices(1);
  if (!names?.dept) return undefined;
  const unknown = ids.find((id) => !names.dept!(id));
  return unknown === undefined ? undefined : deptMessages.unknownDept(unknown);
}

export const deptNames = (value: unknown, names?: ValueNames): string => joinNames(idsOf(value), (id) => names?.dept?.(id)?.name);
