/**
 * Which flows a 流程管理员 right covers: all of them, some categories, or some flows (DingTalk's 子管理员 scope).
 * One normalised shape, so that the rights of several grants add up by union.
 */
export interface FlowScope {
  readonly all: boolean;
  readonly categoryIds: readonly string[];
  readonly modelIds: readonly string[];
}

/** A flow as a scope sees it; a new flow has no id yet, only its category. */
export interface FlowTarget {
  readonly modelId?: string;
  readonly categoryId?: string;
}

export const NO_FLOWS: FlowScope = { all: false, categoryIds: [], modelIds: [] };
export const ALL_FLOWS: FlowScope = { all: true, categoryIds: [], modelIds: [] };

export function isEmptyScope(scope: FlowScope): boolean {
  return !scope.all && scope.categoryIds.length === 0 && scope.modelIds.length === 0;
}

/** Whether the scope reaches the flow: all flows, the flow's category, or the flow itself. */
export function scopeCovers(scope: FlowScope, target: FlowTarget): boolean {
  if (scope.all) return true;
  if (target.categoryId !== undefined && scope.categoryIds.includes(target.categoryId)) return true;
  return target.modelId !== undefined && scope.modelIds.includes(target.modelId);
}

/** Whether `inner` asks for nothing `outer` lacks (a flow counts when its category is in `outer`). */
export function scopeIncludes(outer: FlowScope, inner: FlowScope, categoryOf: (modelId: string) => string | undefined): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  return inner.categoryIds.every((id) => outer.categoryIds.includes(id))
    && inner.modelIds.every((id) => scopeCovers(outer, { modelId: id, categoryId: categoryOf(id) }));
}

export function unionScopes(a: FlowScope, b: FlowScope): FlowScope {
  if (a.all || b.all) return ALL_FLOWS;
  return {
    all: false,
    categoryIds: [...new Set([...a.categoryIds, ...b.categoryIds])],
    modelIds: [...new Set([...a.modelIds, ...b.modelIds])],
  };
}
