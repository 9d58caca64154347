/** Every action, by its name. */
import type { ActionKind } from './action-kind';
import { addSignerAction } from './add-signer';
import { approveAction } from './approve';
import { commentAction } from './comment';
import { rejectAction } from './reject';
import { returnAction } from './return';
import { transferAction } from './transfer';
import { withdrawAction } from './withdraw';

const ACTIONS = new Map<string, ActionKind>(
  [approveAction, rejectAction, returnAction, transferAction, addSignerAction, withdrawAction, commentAction].map((kind) => [kind.name, kind]),
);

export function actionKindOf(name: string): ActionKind | undefined {
  return ACTIONS.get(name);
}
