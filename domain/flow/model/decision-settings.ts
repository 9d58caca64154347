/**
 * What an approver (or 办理人) node asks of the people deciding there (issue 27): where a 拒绝 sends the
 * instance, which decisions need a comment or a drawn signature, and which buttons it offers under which name.
 */

/** end: the instance ends rejected (the default); returnTo: back to the start node or an earlier deciding node. */
export type OnReject = { type: 'end'; [unknownField: string]: unknown } | { type: 'returnTo'; nodeId: string; [unknownField: string]: unknown };

export interface RequireComment {
  approve?: boolean;
  reject?: boolean;
  [unknownField: string]: unknown;
}

/** The actions a node may switch off or rename. */
export const CONFIGURABLE_BUTTONS = ['approve', 'reject', 'return', 'transfer', 'addSigner', 'comment'] as const;
export type ConfigurableButton = (typeof CONFIGURABLE_BUTTONS)[number];

export interface ButtonSetting {
  enabled: boolean;
  /** Renames the button everywhere it is offered. */
  label?: string;
  [unknownField: string]: unknown;
}

export type ButtonSettings = Partial<Record<ConfigurableButton, ButtonSetting>>;

export interface DecisionSettings {
  onReject?: OnReject;
  requireComment?: RequireComment;
  /** 同意 needs a drawn signature (a PNG data URL, stored as a file). */
  requireSignature?: boolean;
  buttons?: ButtonSettings;
}
