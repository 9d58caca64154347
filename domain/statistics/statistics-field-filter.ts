/**
 * 流程统计's 按字段筛选 (issue 41): with one flow chosen, the instances whose form value of one control meets one
 * condition — 金额 > 5000, 成员 属于部门 研发中心, 部门 属于或下属于 研发中心 — read with the flow conditions' own
 * operators and comparison (`conditionHolds`), so a filter and a branch never read a value differently. Any control
 * type the registry gives a condition kind takes part; none is listed here. On the wire it is one JSON text
 * (`field={"controlId","op","value"}`): `parseFieldFilter` reads it, `fieldFilterText` writes it.
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import { createVisibility } from '../validation/visibility';
import { conditionHolds } from '../flow/conditions/evaluate-condition';
import { conditionKindOf } from '../flow/conditions/registry';
import { VALUELESS_OPS } from '../flow/conditions/condition-kind';
import { CONDITION_OPS, type ConditionOp } from '../flow/model/condition';
import type { OrgIndex } from '../flow/model/org-index';

export interface StatisticsFieldFilter {
  readonly controlId: string;
  readonly op: ConditionOp;
  /** The comparison value, as a branch condition holds it (absent for empty / notEmpty). */
  readonly value?: unknown;
}

/** The operators a control's values may be filtered by: its condition kind's, then 为空 / 不为空. */
export function fieldFilterOps(control: Control): ConditionOp[] {
  const kind = conditionKindOf(control);
  return kind ? [...kind.ops, ...[...VALUELESS_OPS].filter((op) => !kind.ops.includes(op))] : [];
}

/** The controls of a form that can be filtered by (those a condition can read). */
export const filterableControls = (form: Form): Control[] => form.controls.filter((control) => fieldFilterOps(control).length > 0);

/** Whether the filter can be applied: an operator of the control, and a usable comparison value unless valueless. */
export function isCompleteFieldFilter(filter: StatisticsFieldFilter, control: Control | undefined): boolean {
  if (!control || !fieldFilterOps(control).includes(filter.op)) return false;
  if (VALUELESS_OPS.has(filter.op)) return true;
  if (filter.value === undefined || (Array.isArray(filter.value) && filter.value.length === 0)) return false;
  return conditionKindOf(control)?.checkValue(filter.op, filter.value, control) === undefined;
}

export const fieldFilterText = (filter: StatisticsFieldFilter): string =>
  JSON.stringify({ controlId: filter.controlId, op: filter.op, ...(filter.value !== undefined ? { value: filter.value } : {}) });

/** The filter of a `field` parameter, or undefined when it is not one (an unknown operator, not JSON). */
export function parseFieldFilter(text: string | undefined): StatisticsFieldFilter | undefined {
  if (!text) return undefined;
  let raw: unknown;
  try { raw = JSON.parse(text); } catch { return undefined; }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { controlId, op, value } = raw as Record<string, unknown>;
  if (typeof controlId !== 'string' || controlId === '' || !(CONDITION_OPS as readonly unknown[]).includes(op)) return undefined;
  return { controlId, op: op as ConditionOp, ...(value !== undefined ? { value } : {}) };
}

/** Whether one submission's values meet the filter; a control hidden by form logic counts as empty, as in routing. */
export function matchesFieldFilter(filter: StatisticsFieldFilter, form: Form, values: Readonly<Record<string, unknown>>, org: OrgIndex): boolean {
  const controlsById = new Map(form.controls.map((control) => [control.id, control] as const));
  return conditionHolds({ controlId: filter.controlId, op: filter.op, ...(filter.value !== undefined ? { value: filter.value } : {}) }, {
    org, initiator: '', controlsById, values, isVisible: createVisibility(form, values, undefined, controlsById),
  });
}
