import { BehaviorSubject, merge, type Observable, type Subscription } from 'rxjs';
import {
  controlsByIdOf, flattenSteps, flowUsageOf, indexFlow, parseFlow, previewRoute, nodeType, subflowGaps,
  type DecidingNode, type Delegation, type Flow, type RouteError, type RouteStep,
} from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import type { OrgDirectory } from '../organisation/org-directory';
import { localMoment } from '../shared/local-now';
import type { OrganisationDirectory } from '../organisation/organisation-directory';
import type { FillSession, LaunchExtras } from './fill-session';

/** A 发起人自选 node on the route: the applicant must pick its approver(s). */
export interface SelfSelectNode {
  readonly nodeId: string;
  readonly name: string;
  readonly multiple: boolean;
}

export interface LaunchRouteState {
  /** False until the organisation has loaded (the route cannot be told before). */
  readonly ready: boolean;
  readonly steps: readonly RouteStep[];
  readonly errors: readonly RouteError[];
  readonly selfSelect: readonly SelfSelectNode[];
  readonly selected: Readonly<Record<string, string[]>>;
  /** What will fail later but does not block submit (a 子流程 whose child lacks a required field, issue 43 #1). */
  readonly warnings: readonly string[];
  /** The organisation could not be loaded. */
  readonly failed: boolean;
}

/**
 * The route this application will take, shown under the launch form (approvers by node, cc, auto-passed nodes
 * and why), recomputed by the engine's previewRoute whenever a value a condition or a 表单内联系人 node reads
 * changes, or a 发起人自选 pick changes. Route errors block submit with the engine's message.
 */
export class LaunchRoute {
  private readonly state = new BehaviorSubject<LaunchRouteState>({ ready: false, steps: [], errors: [], selfSelect: [], selected: {}, warnings: [], failed: false });
  readonly state$: Observable<LaunchRouteState> = this.state.asObservable();
  private directory: OrgDirectory | undefined;
  private delegations: readonly Delegation[] = [];
  /** The problems of each 子流程 node, by node id, once the child forms have loaded. */
  private subflowProblems: ReadonlyMap<string, readonly string[]> = new Map();
  private subscription: Subscription | undefined;

  constructor(
    private readonly session: FillSession,
    readonly flow: Flow,
    private readonly organisation: OrganisationDirectory,
    private readonly initiatorId: string,
    private readonly sources: LaunchRouteSources = {},
  ) {}

  /** A control's title in the launch form (a 延时 until a date control reads with it). */
  controlTitle(controlId: string): string {
    return this.session.form.controls.find((c) => c.id === controlId)?.config.title ?? controlId;
  }

  getSnapshot(): LaunchRouteState {
    return this.state.value;
  }

  /** Loads the organisation and starts following the values the route depends on. */
  async start(): Promise<void> {
    if (this.subscription) return;
    const usage = flowUsageOf(this.flow);
    const watched = [...new Set([...(usage.branchConditions ?? []), ...(usage.predecessorTasks ?? [])])].filter((id) => this.session.form.controls.some((c) => c.id === id));
    this.subscription = merge(...watched.map((id) => this.session.field$(id))).subscribe(() => this.recompute());
    // Unknown delegations only cost the delegate's name here: the backend still gives the task to them.
    const delegations = this.sources.delegationsInForce?.().catch(() => []) ?? Promise.resolve([]);
    const subflowProblems = this.loadSubflowProblems();
    try {
      [this.directory, this.delegations] = await Promise.all([this.organisation.load(), delegations]);
      this.recompute();
    } catch {
      this.patch({ failed: true });
    }
    await subflowProblems;
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  /** The applicant's pick for a 发起人自选 node. */
  select(nodeId: string, userIds: readonly string[]): void {
    this.patch({ selected: { ...this.state.value.selected, [nodeId]: [...userIds] } });
    this.recompute();
  }

  extras(): LaunchExtras {
    const { errors, selected, ready } = this.state.value;
    const reached = new Set(this.state.value.selfSelect.map((n) => n.nodeId));
    // Only the picks of nodes on the route are sent.
    const picks = Object.fromEntries(Object.entries(selected).filter(([id, ids]) => reached.has(id) && ids.length > 0));
    return {
      ...(Object.keys(picks).length > 0 ? { selected: picks } : {}),
      ...(ready && errors.length > 0 ? { routeError: errors.map((e) => e.message).join('；') } : {}),
    };
  }

  /** Reads the child form of every 子流程 node (a child that cannot be read is not warned about: the backend still decides). */
  private async loadSubflowProblems(): Promise<void> {
    const childForm = this.sources.childForm;
    if (!childForm) return;
    const nodes = indexFlow(this.flow).nodes.flatMap((node) => (node.type === 'subflow' && node.props.subflow?.flowId ? [node] : []));
    if (nodes.length === 0) return;
    const entries = await Promise.all(nodes.map(async (node): Promise<[string, string[]]> => {
      const spec = node.props.subflow;
      const form = spec ? await childForm(spec.flowId).catch(() => undefined) : undefined;
      return [node.id, form ? subflowGaps(node.name || '子流程', spec, { controlsById: controlsByIdOf(form) }) : []];
    }));
    this.subflowProblems = new Map(entries);
    this.recompute();
  }

  private recompute(): void {
    if (!this.directory) return;
    const { selected } = this.state.value;
    const { organisation } = this.directory;
    // The backend sent only this flow's delegations, without their flow list: each applies here as it is.
    const org = this.delegations.length > 0 ? { ...organisation, delegations: [...this.delegations] } : organisation;
    const preview = previewRoute({
      flow: this.flow, form: this.session.form, values: this.session.submittedValues(), org, initiator: this.initiatorId, selected,
      now: localMoment(this.sources.now?.()),
    });
    const index = indexFlow(this.flow);
    const selfSelect = flattenSteps(preview.steps).flatMap((step): SelfSelectNode[] => {
      const node = index.node(step.nodeId);
      // 发起人自选 at a node whose people decide (审批人, 办理人).
      if (!node || !nodeType(node).deciding) return [];
      const assignee = (node as DecidingNode).props.assignee;
      return assignee?.type === 'selfSelect' ? [{ nodeId: node.id, name: node.name, multiple: assignee.multiple === true }] : [];
    });
    const reached = new Set(flattenSteps(preview.steps).map((step) => step.nodeId));
    const warnings = [...this.subflowProblems].flatMap(([nodeId, problems]) => (reached.has(nodeId) ? problems : []));
    this.patch({ ready: true, steps: preview.steps, errors: preview.errors, selfSelect, warnings });
  }

  private patch(change: Partial<LaunchRouteState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}

/** What the preview reads besides the organisation (each optional: without it, nobody is away). */
export interface LaunchRouteSources {
  /** 代理: the delegations in force now for this flow (the launch page's route names the delegate). */
  readonly delegationsInForce?: () => Promise<readonly Delegation[]>;
  /** The published form of a flow a 子流程 node starts (the route warns of required fields left unfilled). */
  readonly childForm?: (flowId: string) => Promise<Form | undefined>;
  /** The clock (tests pass their own). */
  readonly now?: () => Date;
}

/** The route preview of a design's stored flow, or undefined when it holds none (a design from before flows). */
export function launchRouteOf(
  session: FillSession, flowSource: unknown, organisation: OrganisationDirectory, initiatorId: string, sources: LaunchRouteSources = {},
): LaunchRoute | undefined {
  const parsed = parseFlow(flowSource);
  return parsed.ok ? new LaunchRoute(session, parsed.flow, organisation, initiatorId, sources) : undefined;
}
