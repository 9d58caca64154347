/** An action on a running instance, as the CLI's actions file and the demo backend send it. */

export interface FlowAction {
  /** Who acts ('' for a system action: subflowFinished, whose JSON has no actor). */
  actor: string;
  /** The name of an action of actions/registry.ts (approve, reject, return, transfer, addSigner, withdraw, comment, resubmit). */
  action: string;
  comment?: string;
  /** 转交 / 加签: the other user. */
  to?: string;
  /** 加签: before (the added person decides first) or after (they decide next). */
  position?: 'before' | 'after' | string;
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
