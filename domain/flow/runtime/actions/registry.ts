/**
 * Every approver action, by its name. The order is the order screens list them in (the phone's 更多 sheet
 * takes the dialog actions in this order; the decisions come last, 同意 under the right thumb).
 */
import type { ActionKind } from './action-kind';
import { addSignerAction } from './add-signer';
import { approveAction } from './approve';
import { commentAction } from './comment';
import { rejectAction } from './reject';
import { resubmitAction } from './resubmit';
import { tickAction } from './tick';
import { returnAction } from './return';
import { subflowFinishedAction } from './subflow-finished';
import { revokeAction } from './revoke';
import { transferAction } from './transfer';
import { urgeAction } from './urge';
import { withdrawAction } from './withdraw';
import { delegateAction } from './delegate';
import { removeSignerAction } from './remove-signer';
import { resolveAction } from './resolve';
import { retractAction } from './retract';

const ACTIONS: ActionKind[] = [];
const BY_NAME = new Map<string, ActionKind>();

/**
 * Adds an action (an action from outside this folder — a plug-in, a test's own — calls it itself): the engine
 * offers and runs it, the history words and reads back its entries, the CLI lists it. It comes after the ones
 * here on screen; a name registered twice is an error.
 */
export function registerActionKind(kind: ActionKind): void {
  if (BY_NAME.has(kind.name)) throw new Error(`action ${kind.name} is registered twice`);
  ACTIONS.push(kind);
  BY_NAME.set(kind.name, kind);
}

for (const kind of [
  returnAction, transferAction, delegateAction, addSignerAction, removeSignerAction, commentAction, urgeAction, withdrawAction, revokeAction, retractAction,
  rejectAction, approveAction, resolveAction, resubmitAction,
  tickAction,
  subflowFinishedAction,
]) registerActionKind(kind);

export const actionKinds = (): readonly ActionKind[] => ACTIONS;

export function actionKindOf(name: string): ActionKind | undefined {
  return BY_NAME.get(name);
}
