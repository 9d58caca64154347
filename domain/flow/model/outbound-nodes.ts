/**
 * The node types that reach out of the instance (issue 26): 触发器 (`trigger`: an HTTP request, or values set
 * on the instance) and 子流程 (`subflow`: a child instance of another flow). docs/FLOW-FORMAT.md.
 */
/** A body value: a control's value, or a constant. */
export type TriggerBodyValue = string | { const: unknown; [unknownField: string]: unknown };

export type TriggerSpec =
  | {
    type: 'http';
    method: 'POST' | 'PUT';
    url: string;
    headers?: Record<string, string>;
    /** Body key → the control whose value it sends, or `{ "const": value }`. */
    body: Record<string, TriggerBodyValue>;
    [unknownField: string]: unknown;
  }
  | { type: 'setFields'; values: Record<string, unknown>; [unknownField: string]: unknown };

export interface TriggerProps {
  trigger?: TriggerSpec;
  [unknownField: string]: unknown;
}

export interface SubflowSpec {
  flowId: string;
  /** Child control id → parent control id: the child starts with these values. */
  fieldMap: Record<string, string>;
  /** Who starts the child: the parent's initiator, or the member a control of the parent holds. */
  initiator: 'initiator' | { controlId: string; [unknownField: string]: unknown };
  /** The parent waits until the child has finished. */
  wait: boolean;
  [unknownField: string]: unknown;
}

export interface SubflowProps {
  subflow?: SubflowSpec;
  [unknownField: string]: unknown;
}
