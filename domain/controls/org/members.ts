/**
 * 成员 (moduleId 28): a list of user ids picked from the organisation. Rules (after 必填项): one at most unless
 * `props.multiple` (最多选择:1项), at most `props.max` when multiple (最多选择:{n}项); with an organisation at
 * hand, an unknown id → 人员不存在：{id}, a person who left → {name}已离职. Without one, any id is accepted.
 */
import type { Control } from '../../model/control';
import { validationMessages } from '../../messages';
import { idsOf, joinNames, type ValueNames } from './value-names';

export const memberMessages = {
  unknownUser: (id: string) => `人员不存在：${id}`,
  left: (name: string) => `${name}已离职`,
} as const;

const positive = (x: unknown): number | undefined => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : undefined);

/** How many may be picked: 1 unless multiple; `props.max` (or no limit) when multiple. */
export function pickLimit(control: Control): number | undefined {
  return control.props?.multiple === true ? positive(control.props?.max) : 1;
}

export function membersProblem(control: Control, value: unknown, names?: ValueNames): string | undefined {
  const ids = idsOf(value);
  const limit = pickLimit(control);
  if (limit !== undefined && ids.length > limit) return validationMessages.maxChoices(limit);
  if (!names?.user) return undefined;
  for (const id of ids) {
    const user = names.user(id);
    if (!user) return memberMessages.unknownUser(id);
    if (user.disabled === true) return memberMessages.left(user.name);
  }
  return undefined;
}

/** Names joined by 、. */
export const memberNames = (value: unknown, names?: ValueNames): string => joinNames(idsOf(value), (id) => names?.user?.(id)?.name);
