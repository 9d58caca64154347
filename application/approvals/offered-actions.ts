/**
 * The actions the signed-in viewer may take on an instance: the list the backend sends (`viewer.actions`, the
 * engine's answer). A server that sends no viewer at all (the spec's API knows none) gets what instances had
 * before flows: the current approvers may 同意 or 拒绝 (with a reason). Nothing else in application/ decides.
 */
import { actionKindOf, type ActionNeeds, type OfferedAction } from '../../domain/flow';
import type { Instance } from '../ports/instance-api';
import type { UserSummary } from '../ports/session-api';
import { approvalMessages } from '../shared/approval-messages';

function offer(name: string, needs: ActionNeeds): OfferedAction[] {
  const kind = actionKindOf(name);
  return kind ? [{ name: kind.name, label: kind.label, input: kind.input, tone: kind.tone, commentPrompt: kind.commentPrompt, needs }] : [];
}

/**
 * What the current approver of a to-do row may do without the instance at hand (批量审批, or a server that
 * sends no viewer): 拒绝 with a reason, 同意.
 */
export const currentApproverActions = (): readonly OfferedAction[] => [...offer('reject', { comment: 'required' }), ...offer('approve', { comment: 'optional' })];

export function offeredActions(instance: Instance | undefined, user: UserSummary | undefined): readonly OfferedAction[] {
  if (!instance || !user || instance.status !== 'pending') return [];
  if (instance.viewer) {
    const actions = instance.viewer.actions ?? [];
    // 催办 used less than 10 minutes ago stays in the list, disabled, saying why (issue 32), rather than vanish.
    if (!instance.viewer.urgedRecently || offered(actions, 'urge')) return actions;
    return [...actions, ...offer('urge', { comment: 'optional' }).map((urge) => ({ ...urge, disabledReason: approvalMessages.urgedRecently }))];
  }
  return instance.currentApproverIds.includes(user.id) ? currentApproverActions() : [];
}

/** The offered action of this name, if the viewer may take it now. */
export const offered = (actions: readonly OfferedAction[], name: string): OfferedAction | undefined =>
  actions.find((action) => action.name === name && action.disabledReason === undefined);
