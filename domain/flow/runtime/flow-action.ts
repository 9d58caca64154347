/** An action on a running instance, as the CLI's actions file and the demo backend send it. */

export interface FlowAction {
  /** Who acts ('' for a system action: subflowFinished, whose JSON has no actor). */
  actor: string;
  /** The name of an action of actions/registry.ts (approve, reject, return, transfer, addSigner, withdraw, comment, resubmit). */
  action: string;
  comment?: string;
  /** 转交 / 委派: the other user; 加签 / 减签: one user or a list. */
  to?: string | string[];
  /** 加签: before (the added people decide first), after (they decide next) or parallel (并加签: beside the actor). */
  position?: 'before' | 'after' | 'parallel' | string;
  /** 加签 before / after: how the added people decide among themselves (and — default, or, sequential). */
  mode?: string;
  /** approve, reject, return, comment, resolve: file ids of pictures and files (at most 9). */
  attachments?: string[];
  /** 退回: the earlier approver node or the start node. With approve / reject / resubmit: which of the actor's tasks. */
  nodeId?: string;
  /** 同意 / 重新提交: new values of the fields the actor may edit at this node. */
  values?: Record<string, unknown>;
  /** subflowFinished: how the child ended (approved / rejected / withdrawn). */
  result?: string;
  /** 同意 at a node with requireSignature: the drawn signature, a PNG data URL or `file:<id>` of the stored image. */
  signature?: string;
  /** When it happened (ISO text); recorded in the history when given. */
  at?: string;
}

/** The one person an action names (转交, 委派): `to` as given, '' when missing or a list. */
export const oneTarget = (action: FlowAction): string => (typeof action.to === 'string' ? action.to : '');

/** The people an action names (加签, 减签): `to` as a list (a single id is a list of one). */
export const targetList = (action: FlowAction): string[] =>
  typeof action.to === 'string' ? [action.to] : Array.isArray(action.to) ? action.to.filter((id): id is string => typeof id === 'string') : [];
