import type { NoticeMode } from '../../application/ports/flow-model-api';
import type { DemoTx } from './store/demo-db';

/**
 * 通知强度 (spec: 99 常规, 10 弱, 0 无) is each person's own for each flow (`user_model_notice_mode`, issue 38): the
 * record of a person's choice is keyed by both; a record keyed by the flow alone is the flow's default (the seed's,
 * or one kept from before), used by whoever has not chosen.
 */
export const noticeModeKey = (userId: string, modelId: string): string => `${userId}:${modelId}`;

/** The flow's default strength (robots, which post for everyone, follow it). */
export async function flowNoticeMode(tx: DemoTx, modelId: string): Promise<NoticeMode> {
  return (await tx.noticeModes.get(modelId))?.mode ?? 99;
}

/** A person's strength for a flow: their own choice, else the flow's default. */
export async function noticeModeOf(tx: DemoTx, userId: string, modelId: string): Promise<NoticeMode> {
  return (await tx.noticeModes.get(noticeModeKey(userId, modelId)))?.mode ?? flowNoticeMode(tx, modelId);
}
