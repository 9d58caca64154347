/**
 * 关联审批单 (moduleId 30): a list of instance ids the applicant links (`props.modelIds`: the flows that may be
 * linked, empty for any; `props.multiple`, default true). The form's rule: no duplicates (重复关联了同一审批单),
 * one at most unless multiple. The backend's rules (`linkRefusal`): an instance the applicant may not see
 * (无权关联该审批单) or of another flow (只能关联「{flow names}」的审批单).
 */
import type { Control } from '../../model/control';
import { validationMessages } from '../../messages';
import { idsOf, type ValueNames } from '../org/value-names';

export const linkMessages = {
  duplicate: '重复关联了同一审批单',
  noAccess: '无权关联该审批单',
  otherFlow: (flowNames: readonly string[]) => `只能关联「${flowNames.join('、')}」的审批单`,
} as const;

/** The flows whose instances may be linked; empty: any. */
export function linkableModelIds(control: Control): string[] {
  return idsOf(control.props?.modelIds);
}

export const allowsMany = (control: Control): boolean => control.props?.multiple !== false;

export function linkedProblem(control: Control, value: unknown): string | undefined {
  const ids = idsOf(value);
  if (new Set(ids).size !== ids.length) return linkMessages.duplicate;
  if (!allowsMany(control) && ids.length > 1) return validationMessages.maxChoices(1);
  return undefined;
}

/** What the backend knows of a linked instance for the applicant: whether they may see it, and its flow. */
export interface LinkTarget {
  readonly visible: boolean;
  readonly modelId: string;
}

/** Why the backend refuses the links of one control, or undefined; an unknown instance is one the applicant may not see. */
export function linkRefusal(control: Control, value: unknown, targetOf: (id: string) => LinkTarget | undefined, flowName: (modelId: string) => string): string | undefined {
  const allowed = linkableModelIds(control);
  for (const id of idsOf(value)) {
    const target = targetOf(id);
    if (!target || !target.visible) return linkMessages.noAccess;
    if (allowed.length > 0 && !allowed.includes(target.modelId)) return linkMessages.otherFlow(allowed.map(flowName));
  }
  return undefined;
}

/** `标题（审批编号）` per linked instance, joined by 、 (print, export, the CLI's display). */
export function linkedTitles(value: unknown, names?: ValueNames): string {
  return idsOf(value).map((id) => {
    const found = names?.instance?.(id);
    if (!found) return id;
    return found.serialNo ? `${found.title}（${found.serialNo}）` : found.title;
  }).join('、');
}
