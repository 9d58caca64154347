/**
 * Route preview: the steps an instance will take for these values — approvers per node (in order), cc users,
 * nodes that pass by themselves and why, parallel groups as their branches' steps. Only the branch taken
 * appears. Errors (no branch matches, a self-select not chosen, an unknown user) are listed, never thrown.
 * Entry point: `previewRoute(input)`.
 */
import { assigneeKind, } from '../assignees/registry';
import type { Resolution, ResolveContext } from '../assignees/assignee-kind';
import type { ConditionContext } from '../conditions/evaluate-condition';
import { flowMessages as m } from '../flow-messages';
import type { Form } from '../../model/form';
import { conditionContext, controlsByIdOf } from '../model/flow-context';
import { settingsOf, type CcNode, type DecidingNode, type Flow, type FlowNode } from '../model/flow';
import { indexOrganisation, type OrgIndex } from '../model/org-index';
import type { Organisation } from '../model/organisation';
import { nodeType } from '../nodes/registry';
import type { RouteWalker } from '../nodes/node-type';
import { holderOf } from '../delegation/delegation';
import { approvalsNeeded, whenInitiatorOf } from '../nodes/node-props';
import { assignApprovers, autoReasonFor } from '../runtime/approver-assignment';
import type { AutoReason } from '../runtime/instance-state';
import type { RouteError, RoutePreview, RouteStep } from './route-step';

export interface RouteInput {
  flow: Flow;
  form: Form;
  values: Readonly<Record<string, unknown>>;
  org: Organisation;
  initiator: string;
  /** 发起人自选: the picked users by node id. */
  selected?: Readonly<Record<string, readonly string[]>>;
  /** The moment the preview is for (route --now; issue 26), a local date-time. */
  now?: string;
}

class PreviewWalker implements RouteWalker {
  readonly settings;
  readonly errors: RouteError[] = [];
  private values: Readonly<Record<string, unknown>>;
  private conditionsCache: ConditionContext | undefined;
  private readonly org: OrgIndex;
  private resolveContext: ResolveContext;
  private readonly approvedBy = new Set<string>();
  // Who approved at the previous node: replaced, never changed in place, so branches share it without copies.
  private lastApprovers: readonly string[] = [];

  get flow(): Flow {
    return this.input.flow;
  }

  constructor(private readonly input: RouteInput) {
    this.settings = settingsOf(input.flow);
    this.org = indexOrganisation(input.org);
    this.values = input.values;
    this.resolveContext = {
      org: this.org,
      initiator: input.initiator,
      form: input.form,
      controlsById: controlsByIdOf(input.form),
      values: input.values,
      selected: input.selected ?? {},
    };
  }

  get conditions(): ConditionContext {
    this.conditionsCache ??= conditionContext(this.input.form, this.values, this.org, this.input.initiator);
    return this.conditionsCache;
  }

  setValues(values: Record<string, unknown>): void {
    this.values = { ...this.values, ...values };
    this.resolveContext = { ...this.resolveContext, values: this.values };
    this.conditionsCache = undefined;
  }

  walk(first: FlowNode | undefined): RouteStep[] {
    const steps: RouteStep[] = [];
    for (let node = first; node;) {
      const more = nodeType(node).preview(node, this);
      for (const step of more) steps.push(step);
      const jumped = this.jumped;
      this.jumped = undefined;
      node = jumped ? jumped.to : node.next;
    }
    return steps;
  }

  // 路由分支: where the walk goes on after the node being walked (set by its preview).
  private jumped: { to: FlowNode | undefined } | undefined;

  jump(to: FlowNode | undefined): void {
    this.jumped = { to };
  }

  walkParallel(chains: ReadonlyArray<FlowNode | undefined>): RouteStep[][] {
    const before = this.lastApprovers;
    const branches = chains.map((chain) => {
      this.lastApprovers = before;
      return this.walk(chain);
    });
    // After a join no single node is "the previous one".
    this.lastApprovers = [];
    return branches;
  }

  resolve(node: DecidingNode | CcNode): Resolution {
    const assignee = node.props.assignee;
    if (!assignee) return { userIds: [], errors: [] };
    return assigneeKind(assignee).resolve(assignee, this.resolveContext, node);
  }

  error(nodeId: string, message: string): void {
    this.errors.push({ nodeId, message });
  }

  approverStep(node: DecidingNode): RouteStep {
    const mode = node.props.mode ?? 'or';
    const assignment = assignApprovers(node, this.resolve(node), this.settings, this.org, this.input.initiator);
    for (const message of assignment.errors) this.error(node.id, message);
    const { approvers, delegatedFrom } = this.delegated(assignment.approvers);
    // 按比例会签: this many approvals pass the node (会签 all, 或签 one).
    const needed = mode === 'ratio' ? approvalsNeeded(node.props.ratio ?? 100, approvers.length) : mode === 'or' ? 1 : approvers.length;
    let auto: AutoReason | undefined;
    if (assignment.passesEmpty) auto = 'empty';
    else if (approvers.length > 0) {
      const memory = { approvedBy: this.approvedBy, lastApprovers: this.lastApprovers };
      const rule = whenInitiatorOf(node.props, this.settings.initiatorAutoApprove);
      // The node passes by itself when enough of its approvers would (the first one's reason is given).
      let passing = 0;
      let first: AutoReason | undefined;
      for (const id of approvers) {
        const reason = autoReasonFor(id, this.input.initiator, this.settings, memory, rule);
        if (reason === undefined) continue;
        passing++;
        first ??= reason;
      }
      auto = passing >= needed ? first : undefined;
    }
    // Who is sure to approve here: everyone when all must; otherwise only a lone approver (or the one who passes).
    const certain = needed >= approvers.length || approvers.length === 1 ? approvers : [];
    // Only 同一审批人只审批一次 (keepFirst) asks who approved anywhere before.
    if (this.settings.dedupe === 'keepFirst') for (const id of certain) this.approvedBy.add(id);
    this.lastApprovers = certain;
    // Built in place rather than by spreads: this is the preview's hottest allocation (bench:flow).
    const step: { nodeId: string; type: string; mode: string; approvers: string[]; delegatedFrom?: Record<string, string>; auto?: AutoReason; left?: string[] } = { nodeId: node.id, type: node.type, mode, approvers };
    if (delegatedFrom !== undefined) step.delegatedFrom = delegatedFrom;
    if (assignment.left) step.left = assignment.left;
    if (auto) step.auto = auto;
    return step as RouteStep;
  }

  /** 代理: each approver away at the preview's moment replaced by their delegate (repeats dropped); `delegatedFrom` only when any is. */
  private delegated(assigned: readonly string[]): { approvers: string[]; delegatedFrom?: Record<string, string> } {
    const approvers: string[] = [];
    let delegatedFrom: Record<string, string> | undefined;
    for (const id of assigned) {
      const holder = holderOf(this.input.org.delegations, id, this.input.flow.id, this.input.now);
      if (approvers.includes(holder.userId)) continue;
      approvers.push(holder.userId);
      if (holder.onBehalfOf !== undefined) (delegatedFrom ??= {})[holder.userId] = holder.onBehalfOf;
    }
    return { approvers, delegatedFrom };
  }
}

export function previewRoute(input: RouteInput): RoutePreview {
  const walker = new PreviewWalker(input);
  if (!indexOrganisation(input.org).user(input.initiator)) walker.error(input.flow.root.id, m.initiatorUnknown(input.initiator));
  const steps = walker.walk(input.flow.root);
  return { steps, errors: walker.errors };
}
