/** What a route preview returns (the CLI's `route` output and the launch page's predicted route). */
import type { ApprovalMode } from '../model/flow';
import type { AutoReason } from '../runtime/instance-state';

/** A step where people decide (审批人, 办理人). */
interface DecidingStep<T extends string> {
  nodeId: string; type: T; mode: ApprovalMode; approvers: string[]; auto?: AutoReason;
  /** 代理: each delegate listed in `approvers` → the person the task was for. */
  delegatedFrom?: Record<string, string>;
  /** The people the assignee named who have left (已离职): skipped. */
  left?: string[];
}

/**
 * The route steps by their `type`: a node type whose preview makes a new kind of step adds it from its own module
 * (`declare module '../route/route-step' { interface RouteStepTypes { note: { nodeId: string; type: 'note'; text: string } } }`),
 * so `RouteStep` needs no edit (issue 44).
 */
export interface RouteStepTypes {
  approver: DecidingStep<'approver'>;
  handler: DecidingStep<'handler'>;
  cc: { nodeId: string; type: 'cc'; users: string[] };
  parallel: { nodeId: string; type: 'parallel'; branches: RouteStep[][] };
  /** 包容分支: the taken branches only, in priority order (the default branch last). */
  inclusive: { nodeId: string; type: 'inclusive'; branches: RouteStep[][] };
  delay: { nodeId: string; type: 'delay' };
  trigger: { nodeId: string; type: 'trigger' };
  subflow: { nodeId: string; type: 'subflow'; flowId: string };
  /** 路由分支: a route matched and the flow jumps to `jumpTo` (a backward jump ends the preview with this step). */
  router: { nodeId: string; type: 'router'; jumpTo: string };
}

export type RouteStep = RouteStepTypes[keyof RouteStepTypes];

export interface RouteError {
  nodeId: string;
  message: string;
}

export interface RoutePreview {
  steps: RouteStep[];
  errors: RouteError[];
}
