/**
 * Which flows name a role (a 指定角色 approver or cc, an initiator condition 发起人属于角色): a role they use
 * cannot be deleted, and the refusal names them.
 */
import { indexFlow, isInitiatorCondition, type Flow } from '../../domain/flow';
import type { DemoTx } from './store/demo-db';
import { flowOfDesign } from './flow-runtime';
import { latestDesign } from './instance-views';

export function flowUsesRole(flow: Flow, roleId: string): boolean {
  return indexFlow(flow).nodes.some((node) => {
    const assignee = (node.props as { assignee?: { type?: string; roleId?: string } }).assignee;
    if (assignee?.type === 'role' && assignee.roleId === roleId) return true;
    if (node.type !== 'condition') return false;
    return node.branches.some((branch) => branch.conditions.some((group) =>
      group.some((condition) => isInitiatorCondition(condition) && condition.op === 'hasRole' && condition.value.includes(roleId))));
  });
}

/** The names of the flows whose current design uses the role. */
export async function flowsUsingRole(tx: DemoTx, roleId: string): Promise<string[]> {
  const names: string[] = [];
  for (const model of await tx.models.all()) {
    const flow = flowOfDesign(await latestDesign(tx, model.id));
    if (flow && flowUsesRole(flow, roleId)) names.push(model.name);
  }
  return names;
}
