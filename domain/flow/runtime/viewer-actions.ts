/**
 * The engine's answer to "what may this person do on this instance now": every action that offers itself to
 * the viewer, with its label and what it needs (a comment, a target node, a person). The backend sends it as
 * the instance's `viewer.actions`; screens render it and decide nothing. Entry point: `viewerActions(…)`.
 */
import { indexFlow } from '../model/flow-index';
import { buttonEnabled, buttonLabel, decisionNeeds } from '../decision/decision-rules';
import { flowLabels } from '../flow-messages';
import type { OfferedAction, ViewerContext } from './actions/action-kind';
import { actionKinds } from './actions/registry';
import { applyAction } from './apply-action';
import { approveWordsAt, refusedAtNode } from './refused-at-node';
import type { FlowEnvironment } from './instance-runner';
import type { FlowInstanceState } from './instance-state';

export interface ViewerClock {
  /** When the instance was last 催办'd (ms since the epoch), if ever. */
  lastUrgedAt?: number;
  now: number;
}

export function viewerActions(env: FlowEnvironment, state: FlowInstanceState, viewerId: string, clock: ViewerClock): OfferedAction[] {
  const index = indexFlow(env.flow);
  const viewer: ViewerContext = {
    env,
    state,
    viewerId,
    openTask: state.tasks.find((t) => t.userId === viewerId && t.status === 'open'),
    accepts: (action) => applyAction(env, state, { ...action, actor: viewerId }).ok,
    nodeName: (nodeId) => (nodeId === env.flow.root.id ? flowLabels.initiator : index.node(nodeId)?.name ?? nodeId),
    lastUrgedAt: clock.lastUrgedAt ?? Number.NEGATIVE_INFINITY,
    now: clock.now,
  };
  // The viewer's node may refuse an action (办理人: no 拒绝), rename one (办理; a node's 按钮 label) and require a
  // comment or a signature (issue 27).
  const node = viewer.openTask ? index.node(viewer.openTask.nodeId) : undefined;
  const approveWords = approveWordsAt(node);
  return actionKinds().flatMap((kind) => {
    const needs = refusedAtNode(node, kind.name) === undefined && buttonEnabled(node, kind.name) ? kind.offer(viewer) : undefined;
    if (!needs) return [];
    const typeLabel = kind.name === 'approve' && approveWords ? approveWords.action : kind.label;
    return [{ name: kind.name, label: buttonLabel(node, { name: kind.name, label: typeLabel }), input: kind.input, tone: kind.tone, commentPrompt: kind.commentPrompt, needs: decisionNeeds(node, kind.name, needs) }];
  });
}
