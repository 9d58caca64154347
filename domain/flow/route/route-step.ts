/** What a route preview returns (the CLI's `route` output and the launch page's predicted route). */
import type { ApprovalMode } from '../model/flow';
import type { AutoReason } from '../runtime/instance-state';

export type RouteStep =
  | {
    nodeId: string; type: 'approver'; mode: ApprovalMode; approvers: string[]; auto?: AutoReason;
    /** 代理: each delegate listed in `approvers` → the person the task was for. */
    delegatedFrom?: Record<string, string>;
    /** The people the assignee named who have left (已离职): skipped. */
    left?: string[];
  }
  | { nodeId: string; type: 'handler'; mode: ApprovalMode; approvers: string[]; auto?: AutoReason; delegatedFrom?: Record<string, string>; left?: string[] }
  | { nodeId: string; type: 'cc'; users: string[] }
  | { nodeId: string; type: 'parallel'; branches: RouteStep[][] }
  /** 包容分支: the taken branches only, in priority order (the default branch last). */
  | { nodeId: string; type: 'inclusive'; branches: RouteStep[][] }
  | { nodeId: string; type: 'delay' }

  | { nodeId: string; type: 'trigger' }
  | { nodeId: string; type: 'subflow'; flowId: string }
  /** 路由分支: a route matched and the flow jumps to `jumpTo` (a backward jump ends the preview with this step). */
  | { nodeId: string; type: 'router'; jumpTo: string };

export interface RouteError {
  nodeId: string;
  message: string;
}

export interface RoutePreview {
  steps: RouteStep[];
  errors: RouteError[];
}
