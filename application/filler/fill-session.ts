import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { Control, ControlOption } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { CalculatorEngine } from '../../domain/calculators/calculator-engine';
import { calculatorOf, isComputed } from '../../domain/calculators/calculator-graph';
import { getControlType, isOfType, requireControlType } from '../../domain/controls/registry';
import { daysInput } from '../../domain/controls/types/days-input';
import { billsCount } from '../../domain/tables/bills-count';
import { compileFormValidator, type FieldError } from '../../domain/validation/validate-form';
import { compileFieldValidator, triggerOf, type FieldValidator } from '../../domain/validation/validate-field';
import { createVisibility } from '../../domain/validation/visibility';
import { datesToClear } from '../../domain/validation/date-rules';
import { isDateLike, isFilledIn, isTable } from '../../domain/validation/control-kinds';
import type { ApiErrors } from '../ports/api-errors';
import type { DraftStore } from '../ports/draft-store';
import type { InstanceApi } from '../ports/instance-api';
import type { RemoteDataApi } from '../ports/remote-data-api';
import { fillerMessages } from './filler-messages';
import { holdsValue, initialValues, type ApplicantInfo } from './initial-values';
import { valueRecord, withValue } from '../../domain/model/keyed-values';
import { chineseFailureMessage } from '../shared/failure-text';
import { compileTableValidator, type TableValidation } from './table-validation';

/** What one field shows. A new object only when something of it changed (per-field re-render). */
export interface FieldState {
  readonly value: unknown;
  readonly visible: boolean;
  readonly error?: string;
  /** Table cell messages by `${row}:${columnId}`. */
  readonly cellErrors?: Readonly<Record<string, string>>;
  /** A hint of a computed field (days input: 获取数据失败). */
  readonly note?: string;
  /** Table statistics: visible tables among billCountTableIds. */
  readonly bills?: number;
}

export type SessionStatus = 'editing' | 'submitting' | 'submitted';

export interface SessionState {
  readonly status: SessionStatus;
  /** A saved draft of this flow waits for the user's answer (restore or discard). */
  readonly draftOffer?: { readonly savedAt: string };
  /** The session ended (code 40000 / login expired): the draft was flushed. */
  readonly sessionEnded: boolean;
  readonly submitError?: string;
  /** Increases with every submit that found errors (the page scrolls to `firstErrorId`). */
  readonly errorRound: number;
  readonly firstErrorId?: string;
}

/** A stored draft: every value of the form, uploaded file references included. */
export interface FillDraft {
  readonly modelId: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly savedAt: string;
}

/** What the launch page adds to a submission: the 发起人自选 picks, or the route error that blocks it. */
export interface LaunchExtras {
  readonly selected?: Record<string, string[]>;
  readonly routeError?: string;
}

export interface FillSessionPorts {
  readonly instances: Pick<InstanceApi, 'addInstance'>;
  readonly remote?: Pick<RemoteDataApi, 'fetchDays'>;
  readonly drafts?: DraftStore;
  readonly apiErrors?: Pick<ApiErrors, 'sessionEnded$' | 'report'>;
}

export interface FillSessionOptions {
  readonly modelId: string;
  readonly modelName: string;
  readonly form: Form;
  readonly user?: ApplicantInfo;
  /** Application date YYYY-MM-DD (date bounds); today when absent. */
  readonly today?: string;
  /** A draft found when the session opened (offered, not applied). */
  readonly draft?: FillDraft;
  /** Draft save debounce (at most 1 s: spec of this issue). */
  readonly draftDelayMs?: number;
  /** Makes the idempotency key (tests pass a fixed one). */
  readonly newKey?: () => string;
  /** The design's flow as stored (the launch page reads it into a domain flow and previews its route). */
  readonly flowSource?: unknown;
  /** The applicant's user id (the route's initiator). */
  readonly applicantId?: string;
}

export type SubmitResult =
  | { readonly ok: true; readonly instanceId: string }
  | { readonly ok: false; readonly reason: 'invalid'; readonly firstErrorId: string; readonly errors: readonly FieldError[] }
  | { readonly ok: false; readonly reason: 'busy' }
  | { readonly ok: false; readonly reason: 'failed'; readonly message: string };

/** Spec 4 "Other": the leave-type option 年假 fires its change event after 200 ms. */
export const ANNUAL_LEAVE = '年假';
export const ANNUAL_LEAVE_DELAY_MS = 200;
export const DRAFT_DELAY_MS = 400;

export function draftKey(modelId: string): string {
  return `filler:${modelId}`;
}

function randomKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const EMPTY_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The applicant's form: values per control with a stream per field (`field$(id)`), so a keystroke re-renders
 * the field and its dependents only (logic-controlled fields, calculators, statistics, linked dates, days).
 * Validates with the domain's rules on the spec's triggers, saves a local draft (debounced), and submits
 * exactly once with an idempotency key.
 */
export class FillSession {
  readonly form: Form;
  readonly modelId: string;
  readonly modelName: string;
  private values: Record<string, unknown>;
  private readonly byId: Map<string, Control>;
  private readonly fields = new Map<string, BehaviorSubject<FieldState>>();
  private readonly streams = new Map<string, Observable<FieldState>>();
  private readonly state: BehaviorSubject<SessionState>;
  private readonly visibleIds: BehaviorSubject<readonly string[]>;
  private readonly validators = new Map<string, FieldValidator>();
  private readonly tableValidators = new Map<string, (rows: unknown, context?: { today?: string; values?: Readonly<Record<string, unknown>> }) => TableValidation>();
  /** controller id → controls whose logic names it (directly). */
  private readonly logicDependents = new Map<string, string[]>();
  private readonly logicControls: Control[];
  private readonly engine?: CalculatorEngine;
  private readonly computedIds: Set<string>;
  private readonly statistics: Control[];
  /** start-end time id → days inputs computed from it. */
  private readonly daysByRange = new Map<string, Control[]>();
  private readonly daysRequests = new Map<string, number>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private draftTimer: ReturnType<typeof setTimeout> | undefined;
  private dirty = false;
  private readonly subscriptions: Subscription[] = [];
  private readonly idempotencyKey: string;
  private inFlight: Promise<SubmitResult> | undefined;
  private submittedId: string | undefined;
  private closed = false;

  readonly state$: Observable<SessionState>;
  /** Ids of the visible controls in form order; emits only when a field appears or disappears (layout). */
  readonly visibleIds$: Observable<readonly string[]>;

  constructor(private readonly ports: FillSessionPorts, private readonly options: FillSessionOptions) {
    this.form = options.form;
    this.modelId = options.modelId;
    this.modelName = options.modelName;
    this.byId = new Map(this.form.controls.map((c) => [c.id, c] as const));
    this.values = initialValues(this.form, options.user);
    this.idempotencyKey = (options.newKey ?? randomKey)();
    this.state = new BehaviorSubject<SessionState>({
      status: 'editing',
      sessionEnded: false,
      errorRound: 0,
      ...(options.draft ? { draftOffer: { savedAt: options.draft.savedAt } } : {}),
    });
    this.state$ = this.state.asObservable();

    this.logicControls = this.form.controls.filter((c) => c.logic && Object.values(c.logic).some((ids) => Array.isArray(ids) && ids.length > 0));
    for (const control of this.logicControls) {
      for (const controllerId of Object.keys(control.logic ?? {})) {
        const list = this.logicDependents.get(controllerId) ?? [];
        list.push(control.id);
        this.logicDependents.set(controllerId, list);
      }
    }
    this.computedIds = new Set(this.form.controls.filter(isComputed).map((c) => c.id));
    this.statistics = this.form.controls.filter((c) => calculatorOf(c)?.kind === 'statistics');
    if (this.computedIds.size > 0) this.engine = new CalculatorEngine(this.form);
    // A days input with an API asks it for the days of its linked date range (else the form's first one).
    const isRange = (c: Control | undefined): boolean => !!c && getControlType(c.moduleId)?.validation.rules === 'dateRange';
    const ranges = this.form.controls.filter(isRange);
    for (const days of this.form.controls.filter((c) => isOfType(c, daysInput) && typeof c.props?.api === 'string' && c.props.api !== '')) {
      const linked = days.linkToControlsId?.find((id) => isRange(this.byId.get(id))) ?? ranges[0]?.id;
      if (!linked) continue;
      this.daysByRange.set(linked, [...(this.daysByRange.get(linked) ?? []), days]);
    }

    const visible = createVisibility(this.form, this.values, undefined, this.byId);
    for (const control of this.form.controls) {
      this.fields.set(control.id, new BehaviorSubject<FieldState>({ value: this.values[control.id], visible: visible(control) }));
    }
    this.visibleIds = new BehaviorSubject<readonly string[]>(this.currentVisibleIds());
    this.visibleIds$ = this.visibleIds.asObservable();
    this.recompute(true);
    if (ports.apiErrors) {
      this.subscriptions.push(ports.apiErrors.sessionEnded$.subscribe(() => {
        void this.flushDraft();
        this.patchState({ sessionEnded: true });
      }));
    }
  }

  /** The state of one field; replays the current state on subscribe. The same stream for the same id. */
  field$(id: string): Observable<FieldState> {
    let stream = this.streams.get(id);
    if (!stream) {
      stream = this.subject(id).asObservable();
      this.streams.set(id, stream);
    }
    return stream;
  }

  fieldState(id: string): FieldState {
    return this.subject(id).value;
  }

  /** The applicant (default value type 4 and the instance title). */
  get applicant(): ApplicantInfo | undefined {
    return this.options.user;
  }

  /** The design's flow as stored (its route is previewed under the form). */
  get flowSource(): unknown {
    return this.options.flowSource;
  }

  get applicantId(): string | undefined {
    return this.options.applicantId;
  }

  get snapshot(): SessionState {
    return this.state.value;
  }

  /** The visible ids now (what visibleIds$ replays), so a view's first render already holds the rows. */
  get visibleIdsSnapshot(): readonly string[] {
    return this.visibleIds.value;
  }

  /** Current values by control id (a fresh object after every change; no prototype, so any id is safe). */
  getValues(): Readonly<Record<string, unknown>> {
    return this.values;
  }

  /** Visible controls in form order (hidden ones are neither validated nor submitted). */
  visibleControls(): Control[] {
    return this.form.controls.filter((c) => this.subject(c.id).value.visible);
  }

  /** The applicant changed a value (typing, choosing, uploading, editing a table). */
  change(id: string, value: unknown): void {
    const control = this.byId.get(id);
    if (!control || this.closed || this.state.value.status === 'submitted') return;
    this.setValue(id, value);
    if (this.isAnnualLeave(control, value)) {
      // The change event of 年假 fires after 200 ms (spec 4 "Other"); the field shows the choice at once.
      const timer = setTimeout(() => { this.timers.delete(timer); this.afterChange(control); }, ANNUAL_LEAVE_DELAY_MS);
      this.timers.add(timer);
      return;
    }
    this.afterChange(control);
  }

  /** A typed field lost focus: blur-triggered validation (spec 5 "Trigger"). */
  blur(id: string): void {
    const control = this.byId.get(id);
    if (!control) return;
    this.validateOne(control);
  }

  /** Validates every visible field; returns the errors (the first, in form order, is scrolled to). */
  validateAll(): FieldError[] {
    const result = compileFormValidator(this.form).validate(this.values, { today: this.options.today });
    const byControl = new Map<string, { error?: string; cells: Record<string, string> }>();
    for (const error of result.errors) {
      const entry = byControl.get(error.controlId) ?? { cells: {} };
      if (error.row !== undefined && error.columnId !== undefined) entry.cells[`${error.row}:${error.columnId}`] = error.message;
      else entry.error ??= error.message;
      byControl.set(error.controlId, entry);
    }
    for (const control of this.form.controls) {
      if (!isFilledIn(control)) continue;
      const entry = byControl.get(control.id);
      const cells = entry && Object.keys(entry.cells).length > 0 ? entry.cells : undefined;
      this.patchField(control.id, { error: entry?.error, cellErrors: cells });
    }
    return result.errors;
  }

  /**
   * Submits once: a second call while one is in flight (a double click) gets 'busy' and sends nothing;
   * a retry after a failure reuses the same idempotency key, so the backend creates at most one instance.
   */
  submit(extras: LaunchExtras = {}): Promise<SubmitResult> {
    if (this.submittedId) return Promise.resolve({ ok: true, instanceId: this.submittedId });
    if (this.inFlight) return Promise.resolve({ ok: false, reason: 'busy' });
    const errors = this.validateAll();
    if (errors.length > 0) {
      const ids = new Set(errors.map((e) => e.controlId));
      const firstErrorId = this.form.controls.find((c) => ids.has(c.id))!.id;
      this.patchState({ errorRound: this.state.value.errorRound + 1, firstErrorId });
      return Promise.resolve({ ok: false, reason: 'invalid', firstErrorId, errors });
    }
    // The flow's route must be sound (issue 17): the engine's message says what to fix.
    if (extras.routeError) {
      this.patchState({ submitError: extras.routeError });
      return Promise.resolve({ ok: false, reason: 'failed', message: extras.routeError });
    }
    this.patchState({ status: 'submitting', submitError: undefined });
    const run = (async (): Promise<SubmitResult> => {
      try {
        const title = this.options.user ? `${this.options.user.name}的${this.modelName}` : this.modelName;
        const { id } = await this.ports.instances.addInstance({
          modelId: this.modelId, values: this.submittedValues(), title, ...(extras.selected ? { selected: extras.selected } : {}),
        }, this.idempotencyKey);
        this.submittedId = id;
        this.cancelDraftTimer();
        await this.ports.drafts?.clear(draftKey(this.modelId)).catch(() => undefined);
        this.patchState({ status: 'submitted' });
        return { ok: true, instanceId: id };
      } catch (error) {
        const message = messageOf(error) ?? fillerMessages.submitFailed;
        this.patchState({ status: 'editing', submitError: message });
        return { ok: false, reason: 'failed', message };
      } finally {
        this.inFlight = undefined;
      }
    })();
    this.inFlight = run;
    return run;
  }

  /** The values sent: visible controls that hold a value (hidden ones are not submitted), computed included. */
  submittedValues(): Record<string, unknown> {
    const out = valueRecord();
    for (const control of this.form.controls) {
      if (!holdsValue(control) || !this.subject(control.id).value.visible) continue;
      out[control.id] = this.values[control.id];
    }
    return out;
  }

  /** Applies the offered draft (every value it holds for a control of this form). */
  restoreDraft(): void {
    const draft = this.options.draft;
    this.patchState({ draftOffer: undefined });
    if (!draft) return;
    const next = Object.assign(valueRecord(), this.values);
    for (const [id, value] of Object.entries(draft.values ?? {})) {
      if (this.byId.has(id) && !this.computedIds.has(id)) next[id] = value;
    }
    this.values = next;
    for (const control of this.form.controls) this.patchField(control.id, { value: this.values[control.id] });
    // Restored choices drive option logic like typed ones: 是否加急=是 shows 加急原因 at once.
    this.updateVisibility();
    this.recompute(true);
  }

  /** Drops the offered draft and removes it from the store. */
  discardDraft(): void {
    this.patchState({ draftOffer: undefined });
    void this.ports.drafts?.clear(draftKey(this.modelId)).catch(() => undefined);
  }

  /** Saves the draft now (page hide, session end). */
  async flushDraft(): Promise<void> {
    this.cancelDraftTimer();
    if (!this.dirty || !this.ports.drafts || this.submittedId) return;
    this.dirty = false;
    const draft: FillDraft = { modelId: this.modelId, values: this.values, savedAt: new Date().toISOString() };
    try {
      await this.ports.drafts.save(draftKey(this.modelId), draft);
    } catch {
      this.dirty = true;
    }
  }

  /** Ends the session: pending draft saved, timers and subscriptions released. */
  close(): void {
    if (this.closed) return;
    void this.flushDraft();
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    this.subscriptions.forEach((s) => s.unsubscribe());
  }

  // ---- internals ----

  private subject(id: string): BehaviorSubject<FieldState> {
    let subject = this.fields.get(id);
    if (!subject) {
      subject = new BehaviorSubject<FieldState>({ value: this.values[id], visible: true });
      this.fields.set(id, subject);
    }
    return subject;
  }

  private patchField(id: string, patch: Partial<FieldState>): void {
    const subject = this.subject(id);
    const current = subject.value;
    let changed = false;
    for (const key of Object.keys(patch) as Array<keyof FieldState>) {
      if (!Object.is(current[key], patch[key])) { changed = true; break; }
    }
    if (changed) subject.next({ ...current, ...patch });
  }

  private patchState(patch: Partial<SessionState>): void {
    this.state.next({ ...this.state.value, ...patch });
  }

  private setValue(id: string, value: unknown): void {
    this.values = withValue(this.values, id, value);
    this.patchField(id, { value });
    this.scheduleDraft();
  }

  private afterChange(control: Control): void {
    if (this.closed) return;
    // Change-triggered fields validate now; typed fields only re-check an error already shown.
    const current = this.subject(control.id).value;
    if (triggerOf(control) === 'change' || current.error !== undefined || current.cellErrors !== undefined) this.validateOne(control);
    if (isDateLike(control)) {
      const empty = requireControlType(control.moduleId).emptyValue;
      for (const id of datesToClear(this.form, control.id, this.values)) this.setValue(id, empty());
    }
    if (this.logicDependents.has(control.id)) this.updateVisibility();
    this.recompute(false);
    const days = this.daysByRange.get(control.id);
    if (days) for (const target of days) this.fetchDays(target, this.values[control.id]);
  }

  private validateOne(control: Control): void {
    const state = this.subject(control.id).value;
    if (!state.visible || !isFilledIn(control)) return;
    const context = { today: this.options.today, values: this.values };
    if (isTable(control)) {
      let validate = this.tableValidators.get(control.id);
      if (!validate) { validate = compileTableValidator(control); this.tableValidators.set(control.id, validate); }
      const result = validate(this.values[control.id], context);
      const cells = Object.keys(result.cells).length > 0 ? result.cells : undefined;
      this.patchField(control.id, { error: result.error, cellErrors: sameErrors(state.cellErrors, cells) ? state.cellErrors : cells });
      return;
    }
    let validate = this.validators.get(control.id);
    if (!validate) { validate = compileFieldValidator(control); this.validators.set(control.id, validate); }
    this.patchField(control.id, { error: validate(this.values[control.id], context) });
  }

  private updateVisibility(): void {
    const visible = createVisibility(this.form, this.values, undefined, this.byId);
    let changed = false;
    for (const control of this.logicControls) {
      const now = visible(control);
      if (this.subject(control.id).value.visible !== now) changed = true;
      // A field that disappears loses its message (hidden fields are not validated).
      this.patchField(control.id, now ? { visible: true } : { visible: false, error: undefined, cellErrors: undefined });
    }
    if (changed) this.visibleIds.next(this.currentVisibleIds());
  }

  private currentVisibleIds(): string[] {
    return this.form.controls.filter((c) => this.subject(c.id).value.visible).map((c) => c.id);
  }

  /** Calculators, table statistics and the bills count. */
  private recompute(initial: boolean): void {
    if (!this.engine) return;
    const visible = (control: Control) => this.subject(control.id).value.visible;
    const changed = this.engine.update(this.values, visible);
    if (changed.length > 0 || initial) {
      const next = Object.assign(valueRecord(), this.values);
      for (const id of initial ? [...this.computedIds] : changed) next[id] = this.engine.text(id);
      this.values = next;
      for (const id of initial ? [...this.computedIds] : changed) this.patchField(id, { value: this.values[id] });
    }
    for (const control of this.statistics) {
      const bills = billsCount(control, this.byId, visible);
      if (bills !== undefined) this.patchField(control.id, { bills });
    }
  }

  private fetchDays(target: Control, range: unknown): void {
    const api = this.ports.remote;
    const [begin, end] = Array.isArray(range) ? range : [];
    const request = (this.daysRequests.get(target.id) ?? 0) + 1;
    this.daysRequests.set(target.id, request);
    if (!api || typeof begin !== 'string' || typeof end !== 'string' || !begin || !end) return;
    const apply = (value: unknown, note?: string) => {
      // An older answer (the range changed meanwhile) is ignored.
      if (this.closed || this.daysRequests.get(target.id) !== request) return;
      this.setValue(target.id, value);
      this.patchField(target.id, { note, error: undefined });
      this.recompute(false);
    };
    api.fetchDays(String(target.props.api), begin, end).then(
      (days) => apply(String(days)),
      () => {
        // Spec 8: 获取数据失败, and the days become 0.
        this.ports.apiErrors?.report({ level: 'error', text: fillerMessages.fetchDataFailed, code: 0 });
        apply('0', fillerMessages.fetchDataFailed);
      },
    );
  }

  private isAnnualLeave(control: Control, value: unknown): boolean {
    if (getControlType(control.moduleId)?.choice !== 'single') return false;
    const options = (Array.isArray(control.children) ? control.children : []) as ControlOption[];
    return options.some((o) => o && String(o.id) === String(value) && o.value === ANNUAL_LEAVE) || value === ANNUAL_LEAVE;
  }

  private scheduleDraft(): void {
    this.dirty = true;
    if (!this.ports.drafts) return;
    this.cancelDraftTimer();
    this.draftTimer = setTimeout(() => { this.draftTimer = undefined; void this.flushDraft(); }, this.options.draftDelayMs ?? DRAFT_DELAY_MS);
  }

  private cancelDraftTimer(): void {
    if (this.draftTimer !== undefined) clearTimeout(this.draftTimer);
    this.draftTimer = undefined;
  }
}

function sameErrors(a: Readonly<Record<string, string>> | undefined, b: Readonly<Record<string, string>> | undefined): boolean {
  const x = a ?? EMPTY_ERRORS;
  const y = b ?? EMPTY_ERRORS;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
}

/** The server's message when it is Chinese (issue 18: "Network Error" or a timeout text is never shown). */
function messageOf(error: unknown): string | undefined {
  return chineseFailureMessage(error);
}
