// The viewer.actions a backend sends, built from the engine's action registry (labels, looks) for test instances.
import { actionKindOf, type ActionNeeds, type OfferedAction } from '../../../domain/flow';

export function offer(name: string, needs: Partial<ActionNeeds> = {}): OfferedAction {
  const kind = actionKindOf(name);
  if (!kind) throw new Error(`no action ${name}`);
  return { name, label: kind.label, input: kind.input, tone: kind.tone, commentPrompt: kind.commentPrompt, needs: { comment: 'optional', ...needs } };
}

/** What the one deciding at a node is offered: 退回 (to these targets), 转交, 加签, 评论, 拒绝, 同意. */
export function approverOffers(targets: ReadonlyArray<{ nodeId: string; name: string }>, rejectNeedsComment = true): OfferedAction[] {
  return [
    ...(targets.length > 0 ? [offer('return', { targetNode: targets })] : []),
    offer('transfer', { person: { excluded: [] } }),
    offer('addSigner', { person: { excluded: [] }, position: ['before', 'after'] }),
    offer('comment', { comment: 'required', images: true }),
    offer('reject', { comment: rejectNeedsComment ? 'required' : 'optional' }),
    offer('approve', { values: true }),
  ];
}
