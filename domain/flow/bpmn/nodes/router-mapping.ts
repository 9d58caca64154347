/**
 * 路由分支 → an exclusive gateway whose outgoing flows are the routes in order (engines try them in document
 * order), each with its conditions as one expression and pointing at its target's element (结束: the process's
 * end event), and whose default
 * flow goes on to the router's `next` (no route matched). The routes themselves are kept in our data, so
 * export → import gives the node back; a hand-drawn gateway reads as 条件分支, never as a router.
 */
import type { RouterNode } from '../../model/flow';
import { ROUTE_TO_END } from '../../nodes/router-node';
import { branchExpression } from '../condition-expression';
import { dataType, nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';

export const routerMapping: NodeMapping<RouterNode> = {
  type: 'router',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '路由分支';
    context.add({ kind: 'exclusiveGateway', id, name, data: nodeData(node, id, name) });
    (node.props.routes ?? []).forEach((route, index) => {
      if (!route.toNodeId || route.conditions.every((group) => group.length === 0)) return;
      const condition = context.dialect.wrap(branchExpression(route.conditions, context.controlsById, context.dialect));
      context.connect({ source: id, name: route.name || `路由${index + 1}`, condition, data: { route: index } }, route.toNodeId === ROUTE_TO_END ? context.endId : context.idOf(route.toNodeId));
    });
    return { source: id, isDefault: true, name: '其他情况' };
  },
  accepts: (element) => element.kind === 'exclusiveGateway' && dataType(element) === 'router',
  import(element, context) {
    if (element.kind !== 'exclusiveGateway') return undefined;
    const base = nodeBase(element);
    const node: RouterNode = { ...base.fields, id: base.id, type: 'router', name: base.name, props: base.props };
    // The walk goes on by the default flow: the route flows lead to nodes the main chain reads anyway.
    const defaultFlow = element.defaultFlow ?? context.outgoing(element.id).find((flow) => flow.condition === undefined)?.id;
    return { node, continueFrom: element.id, ...(defaultFlow ? { continueVia: defaultFlow } : {}) };
  },
};
