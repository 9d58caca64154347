/**
 * 路由分支 (ruoyi-vue-pro's ROUTER_BRANCH_NODE): routes tried in order, each with conditions as a condition
 * branch's (OR of AND-groups); the first that matches jumps to its `toNodeId`, none matching goes on with `next`.
 * A target is an approver, handler or cc node on the main chain (not inside any branch), never the router, or the
 * end of the flow (`ROUTE_TO_END`: the instance ends approved). A jump forward skips the nodes between; a jump
 * backward runs the chain again from the target (as a 退回 does, dedupe afresh). The route preview continues from a
 * forward target and ends at a backward one or at the end.
 */
import { branchMatches, type ConditionContext } from '../conditions/evaluate-condition';
import { checkCondition } from '../conditions/check-condition';
import { describeBranchConditions } from '../conditions/describe-condition';
import { isInitiatorCondition } from '../model/condition';
import type { Flow, FlowNode, RouterNode, RouterRoute } from '../model/flow';
import { indexFlow, type FlowIndex } from '../model/flow-index';
import { isObject } from '../model/json-reader';
import { readConditions } from './branches';
import { problemsAt, type FlowProblem, type NodeType } from './node-type';

const LABEL = '路由分支';
/**
 * The `toNodeId` of a route to the end of the flow (结束): the flow format has no end node, and `end` pairs with
 * the start node's id `start` (a node of the flow with the id `end` cannot be a route's target).
 */
export const ROUTE_TO_END = 'end';
const END_NAME = '结束';
/** The node types a route may jump to. */
const TARGET_TYPES: ReadonlySet<string> = new Set(['approver', 'handler', 'cc']);

export const routerMessages = {
  noRoutes: (node: string) => `「${node}」请至少添加一条路由`,
  routeWithoutConditions: (route: string) => `「${route}」请设置条件`,
  noTarget: (route: string) => `「${route}」请选择要跳转到的节点`,
  targetMissing: (route: string, id: string) => `「${route}」跳转到的节点不存在：${id}，请重新选择`,
  targetInBranch: (route: string) => `「${route}」只能跳转到主流程上的节点（不能在分支内）`,
  targetIsRouter: (route: string) => `「${route}」不能跳转到路由分支自身`,
  targetType: (route: string) => `「${route}」只能跳转到审批人、办理人、抄送人节点或结束`,
  routerInBranch: (node: string) => `「${node}」只能放在主流程上（不能在分支内）`,
  routesNotArray: '必须是数组',
  jumpWords: (node: string) => `路由到「${node}」`,
} as const;

const routeName = (route: RouterRoute, i: number) => route.name || `路由${i + 1}`;

/** The main chain's node ids in order (the start node first). */
function mainChain(flow: Flow): string[] {
  const ids: string[] = [];
  for (let node: FlowNode | undefined = flow.root; node; node = node.next) ids.push(node.id);
  return ids;
}

function targetProblem(index: FlowIndex, router: RouterNode, route: RouterRoute, name: string): string | undefined {
  if (typeof route.toNodeId !== 'string' || route.toNodeId === '') return routerMessages.noTarget(name);
  if (route.toNodeId === ROUTE_TO_END) return undefined;
  if (route.toNodeId === router.id) return routerMessages.targetIsRouter(name);
  const target = index.node(route.toNodeId);
  if (!target) return routerMessages.targetMissing(name, route.toNodeId);
  if (index.enclosing(target.id).length > 0) return routerMessages.targetInBranch(name);
  return TARGET_TYPES.has(target.type) ? undefined : routerMessages.targetType(name);
}

/** The nodes a route of `routerId` may jump to (the designer's target picker): main-chain approvers, handlers and cc, then 结束. */
export function routeTargets(flow: Flow, routerId: string): Array<{ id: string; name: string; type: string }> {
  const targets: Array<{ id: string; name: string; type: string }> = [];
  for (let node: FlowNode | undefined = flow.root; node; node = node.next) {
    if (node.id !== routerId && node.id !== ROUTE_TO_END && TARGET_TYPES.has(node.type)) targets.push({ id: node.id, name: node.name, type: node.type });
  }
  return [...targets, { id: ROUTE_TO_END, name: END_NAME, type: 'end' }];
}

/** A route target's name in words: the node's, or 结束. */
export const routeTargetName = (toNodeId: string, nodeName: (id: string) => string): string => (toNodeId === ROUTE_TO_END ? END_NAME : nodeName(toNodeId));

/**
 * Where a matched route jumps: its target (undefined: the end of the flow) and whether that lies before the
 * router; undefined for a target it may not jump to.
 */
export function routeJump(flow: Flow, router: RouterNode, context: ConditionContext): { route: RouterRoute; target: FlowNode | undefined; backward: boolean } | undefined {
  const index = indexFlow(flow);
  const chain = mainChain(flow);
  const at = chain.indexOf(router.id);
  if (at < 0) return undefined;
  for (const route of router.props.routes ?? []) {
    if (!branchMatches({ id: '', name: '', priority: 0, conditions: route.conditions }, context)) continue;
    if (targetProblem(index, router, route, '') !== undefined) return undefined;
    if (route.toNodeId === ROUTE_TO_END) return { route, target: undefined, backward: false };
    const target = index.node(route.toNodeId) as FlowNode;
    return { route, target, backward: chain.indexOf(target.id) < at };
  }
  return undefined;
}

export const routerNode: NodeType<RouterNode> = {
  type: 'router',
  label: LABEL,
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "n-route", "type": "router", "name": "按金额路由", "props": {"routes": [{"name": "大额", "conditions":',
    '[[{"controlId": "amount", "op": "gt", "value": 5000}]], "toNodeId": "n-boss"}]}, "next": Node}',
    '— the first matching route jumps to its target (an approver, handler or cc on the main chain,',
    'or "end": the instance ends approved): forward skips the nodes between, backward runs the',
    'chain again from there; none matches → next',
  ],
  addable: true,
  opensWhenAdded: true,
  read(raw, path, issues) {
    const props = raw.props as Record<string, unknown>;
    if (props.routes === undefined) return raw;
    if (!Array.isArray(props.routes)) {
      issues.add(`${path}.props.routes`, routerMessages.routesNotArray);
      return raw;
    }
    const routes = props.routes.map((route: unknown, i) => {
      const at = `${path}.props.routes[${i}]`;
      if (!isObject(route)) {
        issues.add(at, '必须是对象');
        return route;
      }
      issues.string(route, 'name', at, true);
      // An unset target is a pre-publish problem (check), so a draft still reads.
      issues.string(route, 'toNodeId', at, true);
      return { ...route, name: typeof route.name === 'string' ? route.name : '', conditions: readConditions(route, at, issues), toNodeId: typeof route.toNodeId === 'string' ? route.toNodeId : '' };
    });
    return { ...raw, props: { ...props, routes } };
  },
  check(node, { controlsById, org, index }) {
    const name = node.name || LABEL;
    const routes = node.props.routes ?? [];
    const problems: FlowProblem[] = problemsAt(node.id, routes.length === 0 ? [routerMessages.noRoutes(name)] : []);
    if (index && index.enclosing(node.id).length > 0) problems.push(...problemsAt(node.id, [routerMessages.routerInBranch(name)]));
    routes.forEach((route, i) => {
      const label = routeName(route, i);
      const messages: string[] = route.conditions.some((group) => group.length > 0) ? [] : [routerMessages.routeWithoutConditions(label)];
      for (const group of route.conditions) for (const condition of group) messages.push(...checkCondition(condition, label, controlsById, org));
      const target = index ? targetProblem(index, node, route, label) : undefined;
      if (target) messages.push(target);
      problems.push(...problemsAt(node.id, messages));
    });
    return problems;
  },
  create: (id) => ({ id, type: 'router', name: LABEL, props: { routes: [] } }),
  summary: (node, names) => (node.props.routes ?? [])
    .map((route, i) => `${routeName(route, i)}：${describeBranchConditions({ id: '', name: '', priority: 0, conditions: route.conditions }, names) || '未设置条件'}`).join(' | '),
  usedControls: (node) => ({
    conditions: [...new Set((node.props.routes ?? []).flatMap((route) => route.conditions.flat().filter((c) => !isInitiatorCondition(c)).map((c) => (c as { controlId: string }).controlId)))],
    assignees: [],
  }),
  preview(node, walker) {
    const jump = walker.flow ? routeJump(walker.flow, node, walker.conditions) : undefined;
    if (!jump) return [];
    // Forward: the walk goes on from the target; backward or to the end: the preview ends here.
    walker.jump(jump.backward ? undefined : jump.target);
    return [{ nodeId: node.id, type: 'router', jumpTo: jump.target?.id ?? ROUTE_TO_END }];
  },
  describeStep(step, names) {
    const to = step.type === 'router' ? routeTargetName(step.jumpTo, names.nodeName) : '';
    return { nodeId: step.nodeId, verb: '路由', kind: 'inform', node: names.nodeName(step.nodeId), people: [], detail: routerMessages.jumpWords(to) };
  },
  enter(node, runner) {
    const jump = runner.flow ? routeJump(runner.flow, node, runner.conditions) : undefined;
    if (jump) {
      runner.record({ action: 'route', nodeId: node.id, toNodeId: jump.target?.id ?? ROUTE_TO_END });
      if (runner.jumpTo(jump.target, jump.backward)) return;
    }
    runner.advance(node);
  },
};

declare module '../model/flow' {
  interface FlowNodeTypes { router: RouterNode }
}
