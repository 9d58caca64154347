/**
 * Applies what a scheduled task planned to the demo data, by the rules the approvals already follow: 催办
 * through the instance's urgedAt (at most once per 10 minutes, like the applicant's 催办 button), decisions
 * through the flow engine's applyAction in the holder's name, log clean-up by deleting the entries.
 */
import { applyAction, URGE_INTERVAL_MS } from '../../../domain/flow';
import type { EffectResult, TimingEffect } from '../../../domain/timing';
import { localTimeOf } from '../../clock/local-now';
import type { DemoTx } from '../store/demo-db';
import type { DemoNotice } from '../handlers/demo-notices';
import { environmentOf, saveRun } from '../handlers/flow-runtime';

export const TimingEffectMessages = {
  finished: '审批已结束，跳过',
  urgedRecently: '已在 10 分钟内催办过，跳过',
  decidedByOthers: '已由他人处理，跳过',
  beforeFlows: '发起于审批流程上线之前，跳过',
  instanceMissing: '申请不存在',
} as const;

const done: EffectResult = { status: 'done' };
const skip = (reason: string): EffectResult => ({ status: 'skipped', reason });

/** Applies one effect in `tx` at `at`; the notices for the people concerned are pushed onto `notices`. */
export async function applyTimingEffect(tx: DemoTx, effect: TimingEffect, at: string, notices: DemoNotice[]): Promise<EffectResult> {
  if (effect.type === 'deleteOperationLog') {
    await tx.operationLogs.delete(effect.id);
    return done;
  }
  const instance = await tx.instances.get(effect.instanceId);
  if (!instance) return { status: 'failed', message: TimingEffectMessages.instanceMissing };
  if (instance.status !== 'pending') return skip(TimingEffectMessages.finished);

  if (effect.type === 'urge') {
    if (instance.urgedAt && Date.parse(at) - Date.parse(instance.urgedAt) < URGE_INTERVAL_MS) return skip(TimingEffectMessages.urgedRecently);
    await tx.instances.put({ ...instance, urgedAt: at });
    notices.push({ type: 'urged', userIds: effect.userIds, instanceId: instance.id, title: instance.title });
    return done;
  }

  const env = await environmentOf(tx, instance);
  if (!env || !instance.flowState) return skip(TimingEffectMessages.beforeFlows);
  const holds = instance.flowState.tasks.some((t) => t.userId === effect.actor && t.nodeId === effect.nodeId && t.status === 'open');
  if (!holds) return skip(TimingEffectMessages.decidedByOthers);
  // The engine's time is local (issue 26): the due timers of the node fire first, as on any action.
  const result = applyAction(env, instance.flowState, { actor: effect.actor, action: effect.decision, comment: effect.comment, nodeId: effect.nodeId, at: localTimeOf(new Date(at)) });
  if (!result.ok) return { status: 'failed', message: result.message };
  const saved = await saveRun(tx, instance, env.flow, result.state, result.events, at);
  notices.push(...saved.notices);
  return done;
}
