// @feature-public: the print template editor edits the design this session holds.
/**
 * The form designer's state: the form being edited, the selection, the dirty flag, the loaded version, the
 * undo/redo stack and the check results. The UI renders its streams and sends commands; it never edits a form.
 *
 * Streams: `state$` (everything), `order$` (control ids in order: the canvas list), `control$(id)` (one
 * control, emits only when that control changes), `selection$`, `isSelected$(id)`.
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, map, Subject, type Observable, shareReplay } from 'rxjs';
import type { Control, ControlOption, ModuleId } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { formModelMessages } from '../../domain/messages';
import { parseForm, serializeForm, type FormJsonError } from '../../domain/model/form-json';
import { FlowModelApi, type ModelDesign } from '../ports/flow-model-api';
import { ConflictFailure, isApiFailure } from '../ports/api-failure';
import { failureText } from '../shared/failure-text';
import { CommandStack, type Rebased } from './command-stack';
import { designerMessages as dm } from './designer-messages';
import { fieldUsageOfFlow, NO_USAGE, type FieldUsage } from './field-usage';
import { storedFlowOf, toStoredFlow } from './stored-flow';
import { nodesUsingControl, type Flow } from '../../domain/flow';
import { emptyFlow } from '../../domain/flow/edit';
import * as edits from './form-edits';
import { checkForm } from '../../domain/form-check/check-form';
import * as d from '../../domain/designer';

/** One problem of the pre-save check; clicking it selects `controlId` (the table, for a column's problem). */
export interface FormProblem {
  readonly controlId: string;
  /** The control (or column) the problem is about. */
  readonly sourceId: string;
  readonly message: string;
}

/** What the delete button must ask before removing a control (删除控件确认). */
export interface DeletionPrompt {
  readonly needsConfirmation: boolean;
  readonly title: string;
  readonly detail: string;
  /** Controls of this form that refer to the one being deleted. */
  readonly referencedBy: readonly string[];
  /** Names of the flow's nodes that read the control (conditions, 表单内联系人). */
  readonly usedByNodes: readonly string[];
}

export type DesignerStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface DesignerState {
  readonly status: DesignerStatus;
  readonly modelId: string;
  readonly form: Form;
  /** The design's settings beside the form (the other tabs' settings: print template, …), saved with it. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The design's flow (the 流程设计 tab edits it through FlowDesignerSession), saved with the form. */
  readonly flow: Flow;
  /** Why the saved flow could not be read (the designer then starts from the start node alone). */
  readonly flowNotice: string | undefined;
  readonly selectedId: string | undefined;
  /** The form, the settings or the flow differ from the last loaded or saved ones. */
  readonly dirty: boolean;
  /** The design version loaded or last saved (optimistic locking). */
  readonly version: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly saving: boolean;
  /** Problems found by the last save attempt (or `check()`); cleared by a successful save. */
  readonly problems: readonly FormProblem[];
  /** Why loading or saving failed (a version conflict says so clearly). */
  readonly error: string | undefined;
  /**
   * The last save was refused because someone saved a newer design: the edits stay on the page, and
   * 载入最新版本并保留我的修改 (DesignRebase) replays them on the newer design.
   */
  readonly conflict: boolean;
  readonly usage: FieldUsage;
}

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'problems'; problems: readonly FormProblem[] }
  | { ok: false; reason: 'conflict' | 'failed'; message: string };

export type ImportResult = { ok: true } | { ok: false; errors: FormJsonError[] };

const EMPTY_FORM: Form = { id: '', name: '', controls: [] };
const EMPTY_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({});
const EMPTY_FLOW: Flow = emptyFlow('', '');

const INITIAL: DesignerState = {
  status: 'idle', modelId: '', form: EMPTY_FORM, settings: EMPTY_SETTINGS, flow: EMPTY_FLOW, flowNotice: undefined, selectedId: undefined, dirty: false, version: 0,
  canUndo: false, canRedo: false, saving: false, problems: [], error: undefined, conflict: false, usage: NO_USAGE,
};

/** Each control of a form by id (its object changes exactly when the control does): what a replayed edit touches. */
export function controlsOf(form: Form): ReadonlyMap<string, unknown> {
  return indexOf(form);
}

/** A newer saved design taken with the local edits replayed on it (DesignRebase). */
export interface RebasedDesign {
  readonly design: ModelDesign;
  readonly form: Form;
  readonly flow: Flow;
  /** The newer design's own flow as stored (what counts as saved). */
  readonly savedFlow: Flow;
  readonly settings: Readonly<Record<string, unknown>>;
}

/** Control id → control, computed once per form. */
const indexes = new WeakMap<Form, Map<string, Control>>();
function indexOf(form: Form): Map<string, Control> {
  let index = indexes.get(form);
  if (!index) {
    index = new Map(form.controls.map((control) => [control.id, control]));
    indexes.set(form, index);
  }
  return index;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

@injectable()
export class DesignerSession {
  private readonly subject = new BehaviorSubject<DesignerState>(INITIAL);
  private readonly stack = new CommandStack();
  private savedForm: Form = EMPTY_FORM;
  private savedSettings: Readonly<Record<string, unknown>> = EMPTY_SETTINGS;
  private savedFlow: Flow = EMPTY_FLOW;
  private design: ModelDesign | undefined;
  private readonly controlStreams = new Map<string, Observable<Control | undefined>>();
  private readonly selectedStreams = new Map<string, Observable<boolean>>();
  private readonly savedSubject = new Subject<void>();

  /** Emits after each successful save (the flow tab's stack marks its save point too). */
  readonly saved$: Observable<void> = this.savedSubject.asObservable();
  readonly state$: Observable<DesignerState> = this.subject.asObservable();
  readonly form$: Observable<Form> = this.subject.pipe(map((s) => s.form), distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
  readonly order$: Observable<readonly string[]> = this.form$.pipe(
    map((form) => form.controls.map((control) => control.id)),
    distinctUntilChanged(sameIds),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  readonly selection$: Observable<string | undefined> = this.subject.pipe(map((s) => s.selectedId), distinctUntilChanged());

  constructor(@inject(FlowModelApi) private readonly flowModels: FlowModelApi) {}

  get snapshot(): DesignerState {
    return this.subject.getValue();
  }

  /** One control; emits only when that control object changes (the canvas row re-renders alone). */
  control$(id: string): Observable<Control | undefined> {
    let stream = this.controlStreams.get(id);
    if (!stream) {
      stream = this.form$.pipe(map((form) => indexOf(form).get(id)), distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
      this.controlStreams.set(id, stream);
    }
    return stream;
  }

  isSelected$(id: string): Observable<boolean> {
    let stream = this.selectedStreams.get(id);
    if (!stream) {
      stream = this.selection$.pipe(map((selected) => selected === id), distinctUntilChanged());
      this.selectedStreams.set(id, stream);
    }
    return stream;
  }

  controlById(id: string): Control | undefined {
    return indexOf(this.snapshot.form).get(id);
  }

  // ---- loading and saving ---------------------------------------------------------------------------------

  async load(modelId: string): Promise<void> {
    this.stack.clear();
    this.controlStreams.clear();
    this.selectedStreams.clear();
    this.subject.next({ ...INITIAL, status: 'loading', modelId });
    try {
      const design = await this.flowModels.getModelDesign(modelId);
      if (this.snapshot.modelId !== modelId) return;
      this.design = design;
      this.savedForm = design.form;
      this.savedSettings = design.settings ?? EMPTY_SETTINGS;
      const stored = storedFlowOf(design, design.form.name || modelId);
      this.savedFlow = stored.flow;
      this.subject.next({
        ...INITIAL, status: 'ready', modelId, form: design.form, settings: this.savedSettings, version: design.version,
        flow: stored.flow, flowNotice: stored.notice, usage: fieldUsageOfFlow(stored.flow),
      });
    } catch (error) {
      if (this.snapshot.modelId !== modelId) return;
      this.subject.next({ ...INITIAL, status: 'error', modelId, error: failureText(error, dm.loadFailed) });
    }
  }

  /** Runs the definition checks; the problems are listed and also returned. */
  check(): readonly FormProblem[] {
    const problems = this.problemsOf(this.snapshot.form);
    this.patch({ problems });
    return problems;
  }

  /**
   * The definition problems of a form, worded for the user: a control the message names by its internal id
   * ("公式引用的控件不存在：field_11") is named by its title instead, found in this form or, for a control
   * deleted since, in the saved form.
   */
  private problemsOf(form: Form): FormProblem[] {
    const titleOf = (id: string): string | undefined => {
      for (const source of [form, this.savedForm]) {
        const control = d.findControl(source, id);
        if (control?.config?.title) return control.config.title;
      }
      return undefined;
    };
    return checkForm(form).errors.map((error) => ({
      controlId: edits.findTableOfColumn(form, error.controlId)?.id ?? error.controlId,
      sourceId: error.controlId,
      message: error.message.replace(/：([^：，,\s]+)$/, (whole, id: string) => {
        const title = titleOf(id);
        return title ? `：${title}` : whole;
      }),
    }));
  }

  dismissProblems(): void {
    if (this.snapshot.problems.length > 0) this.patch({ problems: [] });
  }

  /** Checks, then saves with the loaded version; a newer version on the server refuses the save. */
  async save(): Promise<SaveResult> {
    const state = this.snapshot;
    if (state.saving || state.status !== 'ready') return { ok: false, reason: 'failed', message: dm.saveFailed };
    const problems = this.check();
    if (problems.length > 0) return { ok: false, reason: 'problems', problems };
    const form = state.form;
    const settings = state.settings;
    const flow = state.flow;
    this.patch({ saving: true, error: undefined });
    try {
      const { version } = await this.flowModels.saveModelDesign({
        modelId: state.modelId,
        version: state.version,
        form,
        flow: toStoredFlow(flow),
        settings,
      });
      this.savedForm = form;
      this.savedSettings = settings;
      this.savedFlow = flow;
      if (this.design) this.design = { ...this.design, form, settings, version };
      const current = this.snapshot;
      this.subject.next({ ...current, saving: false, version, dirty: this.isDirty(current.form, current.settings, current.flow), problems: [], flowNotice: undefined, conflict: false });
      this.stack.markSaved();
      this.savedSubject.next();
      return { ok: true, version };
    } catch (error) {
      const conflict = error instanceof ConflictFailure;
      const message = conflict ? dm.versionConflict() : failureText(error, dm.saveFailed);
      this.patch({ saving: false, error: message, conflict });
      return { ok: false, reason: conflict ? 'conflict' : 'failed', message };
    }
  }

  /** The form's edits since the last save, replayed on a newer form (the history starts again from it). */
  rebaseForm(latest: Form): Rebased<Form> {
    return this.stack.rebase(latest, controlsOf);
  }

  /** The settings' keys changed since the last save, laid over a newer design's settings. */
  rebaseSettings(latest: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
    const mine = this.snapshot.settings;
    const merged: Record<string, unknown> = { ...latest };
    for (const key of new Set([...Object.keys(mine), ...Object.keys(this.savedSettings)])) {
      if (mine[key] === this.savedSettings[key]) continue;
      if (key in mine) merged[key] = mine[key];
      else delete merged[key];
    }
    return merged;
  }

  /** Takes a newer saved design as the base, showing the local edits replayed on it (still unsaved). */
  adoptRebased(rebased: RebasedDesign): void {
    const { design } = rebased;
    this.design = design;
    this.savedForm = design.form;
    this.savedSettings = design.settings ?? EMPTY_SETTINGS;
    this.savedFlow = rebased.savedFlow;
    const state = this.snapshot;
    const selectedId = state.selectedId && indexOf(rebased.form).has(state.selectedId) ? state.selectedId : undefined;
    this.subject.next({
      ...state, form: rebased.form, flow: rebased.flow, settings: rebased.settings, version: design.version, selectedId,
      dirty: this.isDirty(rebased.form, rebased.settings, rebased.flow), canUndo: this.stack.canUndo, canRedo: this.stack.canRedo,
      usage: fieldUsageOfFlow(rebased.flow), error: undefined, conflict: false, flowNotice: undefined,
      problems: state.problems.length > 0 ? this.problemsOf(rebased.form) : state.problems,
    });
  }

  /**
   * Replaces the design's settings (the other tabs' configuration, e.g. the print template); saved with the
   * form by `save()`. Not part of the form's undo stack.
   */
  replaceSettings(settings: Readonly<Record<string, unknown>>): void {
    const state = this.snapshot;
    if (state.status !== 'ready' || state.settings === settings) return;
    this.subject.next({ ...state, settings, dirty: this.isDirty(state.form, settings, state.flow) });
  }

  /**
   * Replaces the flow (FlowDesignerSession's commands, which keep their own undo stack); saved with the form.
   * The form tab's title lock and delete confirmation follow the new flow at once.
   */
  replaceFlow(flow: Flow): void {
    const state = this.snapshot;
    if (state.status !== 'ready' || state.flow === flow) return;
    this.subject.next({ ...state, flow, usage: fieldUsageOfFlow(flow), dirty: this.isDirty(state.form, state.settings, flow) });
  }

  // ---- selection, undo/redo --------------------------------------------------------------------------------

  select(id: string | undefined): void {
    if (this.snapshot.selectedId !== id) this.patch({ selectedId: id });
  }

  undo(): void {
    const form = this.stack.undo();
    if (form) this.setForm(form);
  }

  redo(): void {
    const form = this.stack.redo();
    if (form) this.setForm(form);
  }

  // ---- model changes: each is one command on a pure edit ----------------------------------------------------

  /** Applies a pure edit as one undoable command; `mergeKey` merges consecutive typing into one step. */
  apply(label: string, edit: (form: Form) => Form, mergeKey?: string): void {
    const before = this.snapshot.form;
    const after = edit(before);
    if (after === before) return;
    this.stack.push({ label, before, after, mergeKey, at: Date.now(), edit });
    this.setForm(after);
  }

  addControl(moduleId: ModuleId, index?: number): string {
    const control = edits.createDesignerControl(this.snapshot.form, moduleId);
    this.apply('add', (form) => edits.insertControl(form, control, index));
    this.select(control.id);
    return control.id;
  }

  moveControl(from: number, to: number): void {
    if (from === to) return;
    const controls = this.snapshot.form.controls;
    const id = controls[from]?.id;
    if (id === undefined) return;
    // Kept by ids (the control goes before the same neighbour), so the move replays on a newer form too.
    const beforeId = controls.filter((c) => c.id !== id)[to]?.id;
    this.apply('move', (form) => {
      const at = form.controls.findIndex((c) => c.id === id);
      const rest = form.controls.filter((c) => c.id !== id);
      const target = beforeId === undefined ? rest.length : rest.findIndex((c) => c.id === beforeId);
      if (at < 0 || target < 0) throw new Error('moved control or its neighbour is gone');
      return edits.moveControl(form, at, target);
    });
  }

  moveControlById(id: string, to: number): void {
    const from = this.snapshot.form.controls.findIndex((control) => control.id === id);
    if (from >= 0) this.moveControl(from, to);
  }

  removeControl(id: string): void {
    const index = this.snapshot.form.controls.findIndex((control) => control.id === id);
    const wasSelected = this.snapshot.selectedId === id;
    this.apply('remove', (form) => edits.removeControl(form, id));
    if (wasSelected) {
      const controls = this.snapshot.form.controls;
      this.select(controls[Math.min(index, controls.length - 1)]?.id);
    }
  }

  copyControl(id: string): string | undefined {
    let copyId: string | undefined;
    this.apply('copy', (form) => {
      const result = edits.copyControl(form, id);
      copyId = result.copyId;
      return result.form;
    });
    if (copyId) this.select(copyId);
    return copyId;
  }

  updateConfig(id: string, patch: Partial<Control['config']>): void {
    this.apply('config', (form) => edits.patchConfig(form, id, patch), `config:${id}:${Object.keys(patch).join(',')}`);
  }

  updateProps(id: string, patch: Partial<Control['props']>): void {
    this.apply('props', (form) => edits.patchProps(form, id, patch), `props:${id}:${Object.keys(patch).join(',')}`);
  }

  updateControl(id: string, patch: Partial<Control>): void {
    this.apply('control', (form) => edits.patchControl(form, id, patch), `control:${id}:${Object.keys(patch).join(',')}`);
  }

  setDefaultValueType(id: string, type: 1 | 2 | 3 | 4): void {
    this.apply('defaultValueType', edits.onControl(id, (c) => d.setDefaultValueType(c, type)));
  }

  /** Applies a control-level rule (one undoable command). */
  edit(id: string, label: string, op: (control: Control) => Control, mergeKey?: string): void {
    this.apply(label, edits.onControl(id, op), mergeKey);
  }

  /** Applies a rule that may refuse; returns the refusal message (nothing changes then). */
  applyResult(label: string, edit: (form: Form) => d.DesignerResult<Form>, mergeKey?: string): string | undefined {
    const result = edit(this.snapshot.form);
    if (!result.ok) return result.message;
    this.apply(label, () => result.value, mergeKey);
    return undefined;
  }

  /** Title lock of a control from the flow's use of it (spec 5). */
  titleLock(id: string): d.TitleLock {
    return d.titleLock({ id }, this.flowUsage());
  }

  /** Sets the title, refused (with the reason) while a task uses the field. */
  setTitle(id: string, title: string): string | undefined {
    const usage = this.flowUsage();
    return this.applyResult('title', edits.onControlResult(id, (c) => d.setTitle(c, title, usage)), `title:${id}`);
  }

  /** Whether deleting asks 删除控件确认 first, and why. */
  deletionPrompt(id: string): DeletionPrompt {
    const form = this.snapshot.form;
    const check = d.deletionNeedsConfirmation(form, id);
    const referencedBy = [...new Set(edits.referencesTo(form, id).map((ref) => ref.fromId))];
    const usedByNodes = nodesUsingControl(this.snapshot.flow, id).map((node) => node.name || node.id);
    return {
      needsConfirmation: check.needsConfirmation || referencedBy.length > 0 || usedByNodes.length > 0,
      title: check.title ?? formModelMessages.deleteControlConfirm,
      detail: check.detail ?? formModelMessages.deleteControlConfirmDetail,
      referencedBy,
      usedByNodes,
    };
  }

  setOptionLogic(controllerId: string, optionId: ControlOption['id'], targetIds: readonly string[]): void {
    this.apply('logic', (form) => edits.setOptionLogic(form, controllerId, optionId, targetIds));
  }

  /** Replaces the form with imported JSON (one undoable step); errors name the bad field paths. */
  importJson(text: string): ImportResult {
    const result = parseForm(text);
    if (!result.ok) return { ok: false, errors: result.errors };
    const imported = { ...result.form, id: this.snapshot.form.id || result.form.id };
    this.apply('import', () => imported);
    this.select(undefined);
    return { ok: true };
  }

  exportJson(): string {
    return serializeForm(this.snapshot.form);
  }

  /** The message to confirm before leaving, or undefined when nothing is unsaved. */
  leaveWarning(): string | undefined {
    return this.snapshot.dirty ? dm.leaveUnsaved : undefined;
  }

  private flowUsage(): d.FlowUsage {
    const usage = this.snapshot.usage;
    return { predecessorTasks: [...usage.usedByTasks], branchConditions: [...usage.usedByConditions] };
  }

  private setForm(form: Form): void {
    const state = this.snapshot;
    const selectedId = state.selectedId && indexOf(form).has(state.selectedId) ? state.selectedId : undefined;
    this.subject.next({
      ...state, form, selectedId, dirty: this.isDirty(form, state.settings, state.flow),
      canUndo: this.stack.canUndo, canRedo: this.stack.canRedo,
      // Listed problems follow the form as it is now (an edit, an undo back to the saved state...).
      problems: state.problems.length > 0 ? this.problemsOf(form) : state.problems,
    });
  }

  private isDirty(form: Form, settings: Readonly<Record<string, unknown>>, flow: Flow): boolean {
    return form !== this.savedForm || settings !== this.savedSettings || flow !== this.savedFlow;
  }

  private patch(patch: Partial<DesignerState>): void {
    this.subject.next({ ...this.snapshot, ...patch });
  }
}
