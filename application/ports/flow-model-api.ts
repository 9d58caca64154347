import type { Form } from '../../domain/model/form';

/** Notification strength of a flow (spec 4): 99 normal, 10 weak, 0 none. */
export type NoticeMode = 99 | 10 | 0;

export type FlowModelStatus = 'active' | 'stopped';

/** launch: the flows the signed-in person may start; manage: every flow (流程管理). */
export type CategoryListScope = 'launch' | 'manage';

/** A flow (model) as listed in the application center. */
export interface FlowModelSummary {
  readonly id: string;
  readonly name: string;
  readonly categoryId: string;
  readonly description: string;
  readonly icon?: string;
  readonly status: FlowModelStatus;
  /**
   * The published version's number as 版本记录 shows it, 版本 1, 2, 3 … (0: never published). Saves make drafts,
   * never versions (issue 43 #9).
   */
  readonly publishedVersion: number;
  /**
   * The design revision (`ModelDesign.version`) that is published: the newest saved design differs from it
   * when there are 未发布的修改 (0: never published; absent from answers of older servers).
   */
  readonly publishedDesign?: number;
  /** When the published version was published (ISO time; absent before the first 发布). */
  readonly publishedAt?: string;
}

export interface FlowCategory {
  readonly id: string;
  readonly name: string;
  readonly models: FlowModelSummary[];
}

export interface FlowModel extends FlowModelSummary {
  readonly formId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** 新建流程: what the dialog asks; the new flow has an empty form and a flow holding only the start node. */
export interface FlowModelDraft {
  readonly name: string;
  readonly categoryId: string;
  readonly icon?: string;
  readonly description: string;
}

export type FlowModelUpdate = Partial<Pick<FlowModel, 'name' | 'categoryId' | 'description' | 'icon' | 'status'>> & {
  readonly id: string;
};

/** A node of the flow graph (the flow editor tab); the shape beyond these fields is the designer's. */
export interface FlowNode {
  readonly id: string;
  readonly type: 'start' | 'approval' | 'cc' | 'condition' | 'end';
  readonly name: string;
  readonly assigneeRoleId?: string;
  readonly next?: string[];
  readonly [field: string]: unknown;
}

/**
 * The whole design of a flow: form, flow graph and settings, saved together.
 * `version` is the design revision, the draft's optimistic locking: every save makes the next one, and saving
 * with a stale one is refused (code 409, Chinese message). It is not a version people see: only 发布 numbers
 * versions (FlowModelSummary.publishedVersion, 版本记录); version/get answers with that number.
 */
export interface ModelDesign {
  readonly modelId: string;
  readonly version: number;
  readonly form: Form;
  readonly flow: { readonly nodes: FlowNode[] };
  readonly settings: Readonly<Record<string, unknown>>;
}

export type ModelDesignSave = Omit<ModelDesign, 'version'> & {
  /** The version that was loaded; the server refuses the save when it is no longer current. */
  readonly version: number;
};

/** What a task (approval node) sees of the form. */
export interface TaskFormDesign {
  readonly modelId: string;
  readonly taskId: string;
  readonly form: Form;
  /** Controls the approver of this task may edit; all others are read-only. */
  readonly editableControlIds: string[];
}

export interface PreviewField {
  readonly id: string;
  readonly title: string;
}

export interface AssigneeExpression {
  readonly id: string;
  readonly name: string;
  readonly expression: string;
}

/** Which saved design a call reads: the newest (designer) or the published one (launch). */
export type DesignVersionChoice = 'latest' | 'published';

/**
 * Flows: categories, models, designs, publishing, per-flow settings (spec 7, /flow/workflow/…).
 */
export const FlowModelApi = Symbol('FlowModelApi');
export interface FlowModelApi {
  /**
   * GET get_category_list: categories with their flows — by default only the published, active flows the
   * signed-in person may launch (the application center); `manage` (流程管理, ?scope=manage): every flow.
   */
  getCategoryList(scope?: CategoryListScope): Promise<FlowCategory[]>;
  /** GET get_model?id */
  getModel(id: string): Promise<FlowModel>;
  /** POST upd_model */
  updateModel(update: FlowModelUpdate): Promise<FlowModel>;
  /**
   * GET get_model_design?modelId: the newest saved design (the designer, previews). `published`: the design
   * applicants launch, as 应用发布 last published it (`&published=1`, not in the spec; an unpublished flow
   * rejects with the backend's message).
   */
  getModelDesign(modelId: string, which?: DesignVersionChoice): Promise<ModelDesign>;
  /** POST save_model_design; resolves with the new version. Stale version: rejects with code 409. */
  saveModelDesign(design: ModelDesignSave): Promise<{ version: number }>;
  /**
   * POST apply: publishes the saved design of a flow (the designer's appPublish tab); `note`: the publish note
   * 版本记录 shows (optional; sent only when given).
   */
  apply(modelId: string, version: number, note?: string): Promise<{ publishedVersion: number; publishedAt?: string }>;
  /** POST create_model: a new, unpublished flow with an empty form and a flow of the start node alone. */
  createModel(draft: FlowModelDraft): Promise<FlowModel>;
  /** POST copy_model {id}: a new unpublished flow with a copy of the form, flow and settings (名称 + 副本). */
  copyModel(id: string): Promise<FlowModel>;
  /** POST del_model {id}: refused (400, Chinese message) while the flow has instances; stop it instead. */
  deleteModel(id: string): Promise<void>;
  /** POST model/save_model_form: saves only the form of a flow. */
  saveModelForm(modelId: string, form: Form): Promise<{ version: number }>;
  /** GET get_task_form_design?modelId&taskId */
  getTaskFormDesign(modelId: string, taskId: string): Promise<TaskFormDesign>;
  /** GET model/has_leader_task?modelId */
  hasLeaderTask(modelId: string): Promise<boolean>;
  /** GET setting/preview_field/get_list?modelId */
  getPreviewFields(modelId: string): Promise<PreviewField[]>;
  /** POST user_model/model_setting/list_form_item/set: the form items shown as list columns. */
  setListFormItems(modelId: string, controlIds: string[]): Promise<void>;
  /** GET user_model_notice_mode/get?modelId, reads notice_mode; 99 when none is stored. */
  getNoticeMode(modelId: string): Promise<NoticeMode>;
  /** POST user_model_notice_mode/set {modelId, noticeMode} */
  setNoticeMode(modelId: string, noticeMode: NoticeMode): Promise<void>;
  /** GET /flow/expression/get_yw_assignee_expressions */
  getAssigneeExpressions(): Promise<AssigneeExpression[]>;
}
