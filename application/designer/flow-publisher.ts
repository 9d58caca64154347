/**
 * The 应用发布 tab: the flow's basic information (name, category, icon, description), who may launch it, and
 * 发布 — the form checks, the flow checks with the organisation and the launch scope's checks; every problem is
 * listed with the tab and the node or control to open, and only without problems is the design saved (when
 * it has changes) and applied. The published version and time are shown. Once a list of problems (or 检查通过) is
 * shown, every change — basic information, form, flow, launch scope — checks again, so the list never goes stale.
 */
import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, map, skip, type Observable } from 'rxjs';
import { checkFlow, indexFlow, indexOrganisation } from '../../domain/flow';
import { groupOfBranch } from '../../domain/flow/edit';
import { checkLaunchScope, launchScopeOf, withLaunchScope, type LaunchScope } from '../../domain/flow/publish/launch-scope';
import { failureText } from '../shared/failure-text';
import { FlowModelApi, type FlowCategory, type FlowModel } from '../ports/flow-model-api';
import { OrganisationDirectory } from '../organisation/organisation-directory';
import { DesignerSession } from './designer-session';
import { SubflowCatalog } from './subflow-catalog';

export type DesignerTab = 'frameset' | 'flowEditor' | 'appPublish';

/** One problem found by 发布: where to fix it (the tab, and the node, branch or control there) and what to do. */
export interface PublishProblem {
  readonly tab: DesignerTab;
  /** A control id (frameset), a node or branch id (flowEditor); '' for the publish tab's own fields. */
  readonly targetId: string;
  /** What the target is called (a node's or control's name). */
  readonly where: string;
  readonly message: string;
}

export interface ModelInfo {
  readonly name: string;
  readonly categoryId: string;
  readonly icon: string;
  readonly description: string;
}

export interface PublishState {
  readonly modelId: string;
  readonly loading: boolean;
  readonly model: FlowModel | undefined;
  readonly categories: readonly Pick<FlowCategory, 'id' | 'name'>[];
  /** The basic information as edited (saved by 发布 or 保存基础信息). */
  readonly info: ModelInfo;
  readonly infoDirty: boolean;
  readonly publishing: boolean;
  /** Problems of the last 发布 (or 检查); empty after a successful one. */
  readonly problems: readonly PublishProblem[];
  readonly checked: boolean;
  readonly error: string | undefined;
  /** What the last 发布 did (发布成功（版本 N）), until the next 检查 or 发布 (issue 43 #10). */
  readonly success: string | undefined;
}

export type PublishResult =
  | { readonly ok: true; readonly version: number; readonly at: string | undefined }
  | { readonly ok: false; readonly problems: readonly PublishProblem[]; readonly message: string };

export const publishMessages = {
  nameRequired: '请填写流程名称',
  categoryRequired: '请选择流程分组',
  orgUnavailable: '组织架构加载失败，无法检查审批人，请稍后重试',
  flowsUnavailable: '流程列表加载失败，无法检查子流程，请稍后重试',
  published: (version: number) => `发布成功（版本 ${version}）`,
  problems: (n: number) => `发布前检查发现 ${n} 个问题，请修改后再发布`,
  failed: '发布失败',
  loadFailed: '加载流程信息失败',
} as const;

const EMPTY_INFO: ModelInfo = { name: '', categoryId: '', icon: '', description: '' };
const INITIAL: PublishState = {
  modelId: '', loading: false, model: undefined, categories: [], info: EMPTY_INFO, infoDirty: false, publishing: false, problems: [],
  checked: false, error: undefined, success: undefined,
};

const infoOf = (model: FlowModel): ModelInfo => ({ name: model.name, categoryId: model.categoryId, icon: model.icon ?? '', description: model.description });

@injectable()
export class FlowPublisher {
  private readonly state = new BehaviorSubject<PublishState>(INITIAL);
  /** Counts checks, so that only the latest one's result is shown. */
  private checks = 0;
  readonly state$: Observable<PublishState> = this.state.asObservable();

  constructor(
    @inject(DesignerSession) private readonly designer: DesignerSession,
    @inject(FlowModelApi) private readonly flowModels: FlowModelApi,
    @inject(OrganisationDirectory) private readonly organisation: OrganisationDirectory,
    @inject(SubflowCatalog) private readonly subflows: SubflowCatalog,
  ) {
    // A change of the design (form, flow or settings: the launch scope lives there) re-checks a shown list.
    designer.state$.pipe(
      map((s) => [s.form, s.flow, s.settings] as const),
      distinctUntilChanged((a, b) => a.every((part, i) => part === b[i])),
      skip(1),
    ).subscribe(() => this.recheckIfShown());
  }

  get snapshot(): PublishState {
    return this.state.value;
  }

  /** Loads the flow's information and the categories (once per flow; again after another flow was open). */
  async open(modelId: string): Promise<void> {
    if (this.snapshot.modelId === modelId && (this.snapshot.model || this.snapshot.loading)) return;
    this.state.next({ ...INITIAL, modelId, loading: true });
    try {
      const [model, categories] = await Promise.all([this.flowModels.getModel(modelId), this.flowModels.getCategoryList()]);
      if (this.snapshot.modelId !== modelId) return;
      this.patch({ loading: false, model, info: infoOf(model), categories: categories.map((c) => ({ id: c.id, name: c.name })) });
    } catch (error) {
      if (this.snapshot.modelId === modelId) this.patch({ loading: false, error: failureText(error, publishMessages.loadFailed) });
    }
  }

  updateInfo(patch: Partial<ModelInfo>): void {
    this.patch({ info: { ...this.snapshot.info, ...patch }, infoDirty: true });
    this.recheckIfShown();
  }

  get launchScope(): LaunchScope {
    return launchScopeOf(this.designer.snapshot.settings);
  }

  /** 谁可以发起: kept in the design's settings (saved with the design). */
  setLaunchScope(scope: LaunchScope): void {
    this.designer.replaceSettings(withLaunchScope(this.designer.snapshot.settings, scope));
  }

  /** Every problem 发布 would refuse for: form, flow (with the organisation), launch scope, basic information. */
  async check(): Promise<readonly PublishProblem[]> {
    const run = ++this.checks;
    const problems: PublishProblem[] = [];
    const { info } = this.snapshot;
    if (info.name.trim() === '') problems.push({ tab: 'appPublish', targetId: 'name', where: '基础信息', message: publishMessages.nameRequired });
    if (info.categoryId === '') problems.push({ tab: 'appPublish', targetId: 'categoryId', where: '基础信息', message: publishMessages.categoryRequired });
    for (const problem of this.designer.check()) {
      problems.push({ tab: 'frameset', targetId: problem.controlId, where: this.designer.controlById(problem.controlId)?.config.title ?? problem.controlId, message: problem.message });
    }
    let org;
    try {
      org = (await this.organisation.load()).organisation;
    } catch {
      problems.push({ tab: 'appPublish', targetId: '', where: '组织架构', message: publishMessages.orgUnavailable });
    }
    const { flow, form } = this.designer.snapshot;
    const index = indexFlow(flow);
    let flows;
    try {
      flows = await this.subflows.catalogFor(flow);
    } catch {
      problems.push({ tab: 'appPublish', targetId: '', where: '子流程', message: publishMessages.flowsUnavailable });
    }
    for (const problem of checkFlow(flow, form, org, flows)) {
      const node = index.node(problem.nodeId);
      const branch = node ? undefined : groupOfBranch(flow, problem.nodeId)?.branches.find((b) => b.id === problem.nodeId);
      problems.push({ tab: 'flowEditor', targetId: problem.nodeId, where: node?.name || branch?.name || problem.nodeId, message: problem.message });
    }
    for (const message of checkLaunchScope(this.launchScope, org ? indexOrganisation(org) : undefined)) {
      problems.push({ tab: 'appPublish', targetId: 'launchScope', where: '谁可以发起', message });
    }
    // Only the latest check speaks: an earlier one still waiting for the organisation must not bring back old problems.
    if (run === this.checks) this.patch({ problems, checked: true, ...(this.snapshot.publishing ? {} : { success: undefined }) });
    return problems;
  }

  /** Checks again while the result of a check is on screen (not while 发布 runs its own). */
  private recheckIfShown(): void {
    if (this.snapshot.checked && !this.snapshot.publishing) void this.check();
  }

  /**
   * Checks; with no problem saves the information and the design (when changed) and publishes the saved version,
   * with `note` (发布说明, optional) for 版本记录.
   */
  async publish(note = ''): Promise<PublishResult> {
    if (this.snapshot.publishing) return { ok: false, problems: [], message: publishMessages.failed };
    this.patch({ publishing: true, error: undefined, success: undefined });
    try {
      const problems = await this.check();
      if (problems.length > 0) return { ok: false, problems, message: publishMessages.problems(problems.length) };
      const modelId = this.designer.snapshot.modelId;
      if (this.snapshot.infoDirty) {
        const { info } = this.snapshot;
        const model = await this.flowModels.updateModel({ id: modelId, name: info.name.trim(), categoryId: info.categoryId, icon: info.icon, description: info.description });
        this.patch({ model, infoDirty: false });
      }
      if (this.designer.snapshot.dirty) {
        const saved = await this.designer.save();
        if (!saved.ok) {
          const message = saved.reason === 'problems' ? publishMessages.problems(saved.problems.length) : saved.message;
          this.patch({ error: message });
          return { ok: false, problems: this.snapshot.problems, message };
        }
      }
      const published = note.trim() ? await this.flowModels.apply(modelId, this.designer.snapshot.version, note.trim()) : await this.flowModels.apply(modelId, this.designer.snapshot.version);
      const at = published.publishedAt ?? new Date().toISOString();
      const model = this.snapshot.model;
      // The number people read (版本 N), and the draft revision it is: the draft now has no unpublished changes.
      if (model) this.patch({ model: { ...model, publishedVersion: published.publishedVersion, publishedDesign: this.designer.snapshot.version, publishedAt: at } });
      // The check's 检查通过 gives way to what happened.
      this.patch({ checked: false, problems: [], success: publishMessages.published(published.publishedVersion) });
      return { ok: true, version: published.publishedVersion, at };
    } catch (error) {
      const message = failureText(error, publishMessages.failed);
      this.patch({ error: message });
      return { ok: false, problems: [], message };
    } finally {
      this.patch({ publishing: false });
    }
  }

  dismissProblems(): void {
    this.patch({ problems: [], checked: false });
  }

  private patch(change: Partial<PublishState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
