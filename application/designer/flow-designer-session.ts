/**
 * The 流程设计 and 扩展设置 tabs' state: the flow of the design DesignerSession holds (saved with the form), the
 * selected node or branch (its drawer), the zoom, and the flow's own undo/redo stack. The UI renders its
 * streams and sends commands; every change is one pure edit of domain/flow/edit, pushed on the stack and
 * handed to DesignerSession.replaceFlow (which marks the design dirty and updates the form tab's title lock).
 *
 * Streams: `state$` (flow, selection, zoom, undo/redo, dirty), `flow$`, `names$` (names for the cards'
 * summaries: members, departments, roles from the organisation, control titles from the form).
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable, shareReplay } from 'rxjs';
import {
  indexFlow, nodeTypeOf, type Assignee, type Condition, type FieldPerm, type Flow, type FlowNode, type FlowSettings, type NodeNames,
} from '../../domain/flow';
import * as edit from '../../domain/flow/edit';
import type { Form } from '../../domain/model/form';
import type { Control } from '../../domain/model/control';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import type { OrgDirectory } from '../organisation/org-directory';
import { CommandStack } from './command-stack';
import { DesignerSession, type DesignerState } from './designer-session';

/** What the drawer shows: a node's settings or a condition branch's conditions. */
export type FlowSelection = { readonly kind: 'node'; readonly id: string } | { readonly kind: 'branch'; readonly id: string };

export const ZOOM = { min: 50, max: 200, step: 10, initial: 100 } as const;

export interface FlowDesignerState {
  readonly status: DesignerState['status'];
  readonly modelId: string;
  readonly flow: Flow;
  readonly selection: FlowSelection | undefined;
  /** Canvas zoom in percent (50–200). */
  readonly zoom: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly dirty: boolean;
}

interface LocalState {
  readonly selection: FlowSelection | undefined;
  readonly zoom: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

const LOCAL: LocalState = { selection: undefined, zoom: ZOOM.initial, canUndo: false, canRedo: false };

/** Ids unique within a session: a time part and a counter (a flow's ids only have to differ from each other). */
function idFactory(prefix: string): () => string {
  let counter = 0;
  const base = Date.now().toString(36);
  return () => `${prefix}_${base}${(counter++).toString(36)}`;
}

/** Names for the cards: ids stand in for names until the organisation has loaded. */
export function namesFor(form: Form, directory: OrgDirectory | undefined): NodeNames {
  const controlsById = new Map<string, Control>(form.controls.map((control) => [control.id, control]));
  return {
    controlsById,
    controlTitle: (id) => controlsById.get(id)?.config?.title || id,
    userName: (id) => directory?.userName(id) ?? id,
    deptName: (id) => directory?.deptName(id) ?? id,
    roleName: (id) => directory?.roleName(id) ?? id,
  };
}

@injectable()
export class FlowDesignerSession {
  private readonly stack = new CommandStack<Flow>();
  private readonly local = new BehaviorSubject<LocalState>(LOCAL);
  private readonly newId = idFactory('node');

  readonly state$: Observable<FlowDesignerState>;
  readonly flow$: Observable<Flow>;
  readonly names$: Observable<NodeNames>;

  constructor(
    @inject(DesignerSession) private readonly designer: DesignerSession,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
  ) {
    this.state$ = combineLatest([designer.state$, this.local]).pipe(
      map(([design, local]) => this.compose(design, local)),
      distinctUntilChanged(sameState),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.flow$ = designer.state$.pipe(map((s) => s.flow), distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
    this.names$ = combineLatest([
      designer.state$.pipe(map((s) => s.form), distinctUntilChanged()),
      organisation.state$.pipe(map((s) => s.directory), distinctUntilChanged()),
    ]).pipe(map(([form, directory]) => namesFor(form, directory)), shareReplay({ bufferSize: 1, refCount: true }));
    // Another design loads: its flow starts a fresh history.
    designer.state$.pipe(map((s) => s.status === 'loading' ? s.modelId : undefined), distinctUntilChanged()).subscribe((loading) => {
      if (loading === undefined) return;
      this.stack.clear();
      this.local.next(LOCAL);
    });
  }

  get snapshot(): FlowDesignerState {
    return this.compose(this.designer.snapshot, this.local.value);
  }

  get flow(): Flow {
    return this.designer.snapshot.flow;
  }

  /** The names the cards would show now (for a caller outside a stream). */
  names(): NodeNames {
    return namesFor(this.designer.snapshot.form, this.organisation.getSnapshot().directory);
  }

  /** Starts loading the organisation (names on the cards, the pickers); failures show on the pickers. */
  loadOrganisation(): void {
    this.organisation.load().catch(() => undefined);
  }

  node(id: string): FlowNode | undefined {
    return indexFlow(this.flow).node(id);
  }

  // ---- selection and zoom ----------------------------------------------------------------------------------

  /** Selects a node or branch by id (a problem names either); undefined closes the drawer. */
  select(id: string | undefined): void {
    let selection: FlowSelection | undefined;
    if (id !== undefined) {
      if (this.node(id)) selection = { kind: 'node', id };
      else if (edit.groupOfBranch(this.flow, id)) selection = { kind: 'branch', id };
    }
    const current = this.local.value.selection;
    if (current?.id !== selection?.id || current?.kind !== selection?.kind) this.patch({ selection });
  }

  setZoom(zoom: number): void {
    const clamped = Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(zoom)));
    if (clamped !== this.local.value.zoom) this.patch({ zoom: clamped });
  }

  // ---- undo / redo -------------------------------------------------------------------------------------------

  undo(): void {
    const flow = this.stack.undo();
    if (flow) this.show(flow);
  }

  redo(): void {
    const flow = this.stack.redo();
    if (flow) this.show(flow);
  }

  /** Applies a pure edit as one undoable command; `mergeKey` merges consecutive typing into one step. */
  apply(label: string, change: (flow: Flow) => Flow, mergeKey?: string): boolean {
    if (this.designer.snapshot.status !== 'ready') return false;
    const before = this.flow;
    const after = change(before);
    if (after === before) return false;
    this.stack.push({ label, before, after, mergeKey, at: Date.now() });
    this.show(after);
    return true;
  }

  // ---- nodes ---------------------------------------------------------------------------------------------------

  /** Adds a node of `type` at the "+" `place`; a type that opens when added is selected (its drawer opens). Returns its id. */
  addNode(place: edit.InsertPlace, type: string): string | undefined {
    const nodeType = nodeTypeOf(type);
    if (!nodeType?.addable) return undefined;
    const node = nodeType.create(this.newId(), this.newId);
    if (!this.apply('addNode', (flow) => edit.insertNode(flow, place, node))) return undefined;
    if (nodeType.opensWhenAdded) this.select(node.id);
    return node.id;
  }

  removeNode(id: string): void {
    this.apply('removeNode', (flow) => edit.removeNode(flow, id));
    this.dropStaleSelection();
  }

  copyNode(id: string): string | undefined {
    let copyId: string | undefined;
    this.apply('copyNode', (flow) => {
      const result = edit.copyNode(flow, id, this.newId);
      copyId = result.copyId;
      return result.flow;
    });
    return copyId;
  }

  renameNode(id: string, name: string): void {
    this.apply('renameNode', (flow) => edit.renameNode(flow, id, name), `name:${id}`);
  }

  updateNodeProps(id: string, patch: Readonly<Record<string, unknown>>, mergeKey?: string): void {
    this.apply('nodeProps', (flow) => edit.updateNodeProps(flow, id, patch), mergeKey ?? `props:${id}:${Object.keys(patch).join(',')}`);
  }

  setAssignee(id: string, assignee: Assignee | undefined): void {
    this.updateNodeProps(id, { assignee });
  }

  /** One control's permission at a node (可编辑 / 只读 / 隐藏). */
  setFieldPerm(id: string, controlId: string, perm: FieldPerm): void {
    const current = (this.node(id)?.props as { fieldPerms?: Record<string, FieldPerm> } | undefined)?.fieldPerms ?? {};
    if (current[controlId] === perm) return;
    this.updateNodeProps(id, { fieldPerms: { ...current, [controlId]: perm } }, `perm:${id}:${controlId}`);
  }

  /** The column header: every control of the form at once. */
  setAllFieldPerms(id: string, perm: FieldPerm): void {
    const controls = this.designer.snapshot.form.controls;
    this.updateNodeProps(id, { fieldPerms: Object.fromEntries(controls.map((control) => [control.id, perm])) }, `perms:${id}`);
  }

  // ---- branches ------------------------------------------------------------------------------------------------

  addBranch(groupId: string): string | undefined {
    const branchId = this.newId();
    return this.apply('addBranch', (flow) => edit.addBranch(flow, groupId, branchId)) ? branchId : undefined;
  }

  moveBranch(branchId: string, delta: -1 | 1): void {
    this.apply('moveBranch', (flow) => edit.moveBranch(flow, branchId, delta));
  }

  removeBranch(branchId: string): void {
    this.apply('removeBranch', (flow) => edit.removeBranch(flow, branchId));
    this.dropStaleSelection();
  }

  copyBranch(branchId: string): string | undefined {
    let copyId: string | undefined;
    this.apply('copyBranch', (flow) => {
      const result = edit.copyBranch(flow, branchId, this.newId);
      copyId = result.copyId;
      return result.flow;
    });
    return copyId;
  }

  renameBranch(branchId: string, name: string): void {
    this.apply('renameBranch', (flow) => edit.renameBranch(flow, branchId, name), `branchName:${branchId}`);
  }

  /** The branch's conditions: OR of AND-groups (添加条件组 adds a group). */
  setConditions(branchId: string, conditions: readonly (readonly Condition[])[], mergeKey?: string): void {
    this.apply('conditions', (flow) => edit.setBranchConditions(flow, branchId, conditions), mergeKey ?? `conditions:${branchId}`);
  }

  // ---- 扩展设置 ------------------------------------------------------------------------------------------------

  updateSettings(patch: Readonly<Partial<FlowSettings>>, mergeKey?: string): void {
    this.apply('settings', (flow) => edit.updateFlowSettings(flow, patch), mergeKey ?? `settings:${Object.keys(patch).join(',')}`);
  }

  // ---- internals -----------------------------------------------------------------------------------------------

  private show(flow: Flow): void {
    this.designer.replaceFlow(flow);
    this.patch({ canUndo: this.stack.canUndo, canRedo: this.stack.canRedo });
    this.dropStaleSelection();
  }

  private dropStaleSelection(): void {
    const selection = this.local.value.selection;
    if (!selection) return;
    const exists = selection.kind === 'node' ? this.node(selection.id) !== undefined : edit.groupOfBranch(this.flow, selection.id) !== undefined;
    if (!exists) this.patch({ selection: undefined });
  }

  private compose(design: DesignerState, local: LocalState): FlowDesignerState {
    return {
      status: design.status, modelId: design.modelId, flow: design.flow, dirty: design.dirty,
      selection: local.selection, zoom: local.zoom, canUndo: local.canUndo, canRedo: local.canRedo,
    };
  }

  private patch(change: Partial<LocalState>): void {
    this.local.next({ ...this.local.value, ...change });
  }
}

function sameState(a: FlowDesignerState, b: FlowDesignerState): boolean {
  return a.status === b.status && a.modelId === b.modelId && a.flow === b.flow && a.dirty === b.dirty && a.selection === b.selection
    && a.zoom === b.zoom && a.canUndo === b.canUndo && a.canRedo === b.canRedo;
}
