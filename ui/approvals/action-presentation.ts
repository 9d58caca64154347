/**
 * How an offered action looks: its button's class (approve-button, add-signer-button…), its antd look from
 * the action's tone, and the comment box's prompt. Looks only: which actions are shown is the offered list.
 */
import type { OfferedAction } from '../../domain/flow';

export const actionClassName = (name: string): string => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-button`;

export function toneProps(tone: OfferedAction['tone']): { type?: 'primary'; danger?: boolean } {
  if (tone === 'primary') return { type: 'primary' };
  return tone === 'danger' ? { danger: true } : {};
}

/** 请填写拒绝理由（必填） / 请输入审批意见（选填）. */
export const commentPlaceholder = (offer: OfferedAction): string =>
  (offer.needs.comment === 'required' ? `请填写${offer.commentPrompt}（必填）` : `请输入${offer.commentPrompt}（选填）`);

/** The desktop's one comment box under the form, for every decision offered (请输入审批意见（拒绝时必填）). */
export function decisionPlaceholder(decisions: readonly OfferedAction[]): string {
  const main = decisions.find((offer) => offer.tone === 'primary') ?? decisions[0];
  if (!main) return '';
  const required = decisions.find((offer) => offer.needs.comment === 'required');
  return required ? `请输入${main.commentPrompt}（${required.label}时必填）` : `请输入${main.commentPrompt}`;
}
