/**
 * What 超时催办 and 超时自动处理 share (issue 27: they are the engine's default timeouts): a run is one `tick`
 * of every pending instance now, with the kind's timeout as the `timeout` of each approver / handler node that
 * has none of its own — fired exactly as a node's own (reminders with the 超时提醒 tag, 超时自动同意 /
 * 超时自动拒绝 in the history). Instances from before flows have no engine to fire through and are skipped.
 */
import type { TimeoutSetting } from '../../flow/node-settings/timeout-setting';
import { overdueWork, type TimingPlan, type TimingWorld } from '../task-kind';

export const BEFORE_FLOWS = '发起于审批流程上线之前，跳过';

export function defaultTimeoutPlan(timeout: TimeoutSetting, hours: number, world: TimingWorld): TimingPlan {
  const legacy = overdueWork(world, hours).filter((w) => !w.onFlow).length;
  return { effects: [{ type: 'fireTimeouts', timeout, items: 0 }], skipped: legacy > 0 ? [{ items: legacy, reason: BEFORE_FLOWS }] : [] };
}
