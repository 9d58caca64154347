import type { AdminRight, RightKind } from './admin-right';
import { apiRight } from './rights/api-right';
import { dataTableRight } from './rights/data-table-right';
import { flowRight } from './rights/flow-right';
import { formValueRight } from './rights/form-value-right';
import { operationLogRight } from './rights/operation-log-right';
import { systemRight } from './rights/system-right';
import { timingTaskRight } from './rights/timing-task-right';
import { organisationRight } from './rights/organisation-right';

/** Every right, in the order the 流程权限管理 page lists them. */
export const ADMIN_RIGHTS: readonly AdminRight[] = [systemRight, flowRight, apiRight, formValueRight, dataTableRight, timingTaskRight, organisationRight, operationLogRight];

const BY_KIND = new Map(ADMIN_RIGHTS.map((right) => [right.kind, right]));

export function adminRight(kind: RightKind): AdminRight {
  const right = BY_KIND.get(kind);
  if (!right) throw new Error(`unknown right ${kind}`);
  return right;
}

export function isRightKind(value: unknown): value is RightKind {
  return typeof value === 'string' && BY_KIND.has(value as RightKind);
}
