/**
 * What save_model_design and apply refuse in a design (issue 38), whatever the client checked before:
 * - a 子流程 naming a flow its designer does not administer (403: 子流程只能选择你管理的流程：报销);
 * - a 子流程 whose initiator comes from a text control (only the parent's initiator or a 成员 control);
 * - an http 触发器 whose address or headers the outbound check refuses (not http(s), an inside address not in
 *   the allowlist, Cookie / Host / hop-by-hop headers);
 * - a 标题规则 naming a control some node hides.
 */
import { checkOutboundTargets, checkTitleRuleHidden, indexFlow, outboundMessages, type Flow, type SubflowNode } from '../../domain/flow';
import { namesMember } from '../../domain/flow/nodes/subflow-node';
import type { Control } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { administeredModelIds } from '../core/instance-visibility';
import type { DemoTx } from '../core/store/demo-db';
import { refuse } from './handler-kit';

export const designGuardMessages = {
  childNotAdministered: (names: string) => `子流程只能选择你管理的流程：${names}`,
} as const;

const subflowsOf = (flow: Flow): SubflowNode[] => indexFlow(flow).nodes.filter((node): node is SubflowNode => node.type === 'subflow');

/** The problems of the design's 子流程 initiators: each one a text control names. */
function initiatorProblems(flow: Flow, form: Form): string[] {
  return subflowsOf(flow).flatMap((node) => {
    const initiator = node.props.subflow?.initiator;
    if (typeof initiator !== 'object') return [];
    const control = (form.controls as Control[]).find((c) => c.id === initiator.controlId);
    if (!control || namesMember(control)) return [];
    return [outboundMessages.initiatorNotMember(node.name || '子流程', control.config?.title || control.id)];
  });
}

/** The refusal of a design `userId` may not save or publish (undefined: it may). */
export async function refuseUnsafeDesign(tx: DemoTx, flow: Flow | undefined, form: Form, userId: string, allow: readonly string[]): Promise<Response | undefined> {
  if (!flow) return undefined;
  const childIds = [...new Set(subflowsOf(flow).map((node) => node.props.subflow?.flowId ?? '').filter((id) => id !== ''))];
  if (childIds.length > 0) {
    const administered = await administeredModelIds(tx, userId);
    const foreign = childIds.filter((id) => !administered.has(id));
    if (foreign.length > 0) {
      const models = await tx.models.getMany(foreign);
      return refuse(403, designGuardMessages.childNotAdministered(foreign.map((id, i) => models[i]?.name ?? id).join('、')));
    }
  }
  const problems = [
    ...checkOutboundTargets(flow, allow).map((p) => p.message),
    ...initiatorProblems(flow, form),
    ...checkTitleRuleHidden(flow, form),
  ];
  return problems.length > 0 ? refuse(400, problems.join('；')) : undefined;
}
