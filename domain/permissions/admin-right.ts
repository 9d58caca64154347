import type { FlowScope, FlowTarget } from './flow-scope';

/** The rights an administrator can hold; each has its module in rights/ and its entry in the registry. */
export type RightKind = 'system' | 'flow' | 'api' | 'formValue' | 'dataTable' | 'timingTask' | 'operationLog' | 'organisation';

/** One right: what it is called, what it lets its holder do, and the reason a refusal gives. */
export interface AdminRight {
  readonly kind: RightKind;
  /** 系统管理员, 流程管理员, 接口管理 … (the 流程权限管理 page's names). */
  readonly name: string;
  /** What the holder may do, in words (the page and docs/API.md). */
  readonly description: string;
  /** The 403 message of a call that needs the right (你没有管理该流程的权限). */
  readonly refusal: string;
  /** Whether the right is held over a scope of flows (流程管理员) rather than as a whole. */
  readonly scoped: boolean;
  /** Whether a holder with `scope` may act on `target` (unscoped rights: always). */
  covers(scope: FlowScope, target: FlowTarget | undefined): boolean;
}
