import { inject, injectable } from 'inversify';
import type {
  CategoryListScope, AssigneeExpression, DesignVersionChoice, FlowCategory, FlowModel, FlowModelApi, FlowModelDraft, FlowModelUpdate, ModelDesign, ModelDesignSave, NoticeMode,
  PreviewField, TaskFormDesign,
} from '../../application/ports/flow-model-api';
import type { Form } from '../../domain/model/form';
import { notificationModeOf } from '../../domain/model/notification-mode';
import { ApiMessages } from './api-messages';
import { AxiosHttpClient } from './axios-http-client';
import { ApiErrors } from '../../application/ports/api-errors';
import { isApiFailure } from '../../application/ports/api-failure';

const W = '/flow/workflow/';

@injectable()
export class AxiosFlowModelApi implements FlowModelApi {
  constructor(
    @inject(AxiosHttpClient) private readonly http: AxiosHttpClient,
    @inject(ApiErrors) private readonly errors: ApiErrors,
  ) {}

  getCategoryList(scope: CategoryListScope = 'launch'): Promise<FlowCategory[]> {
    return scope === 'manage' ? this.http.getData(`${W}get_category_list`, { scope }) : this.http.getData(`${W}get_category_list`);
  }

  getModel(id: string): Promise<FlowModel> {
    return this.http.getData(`${W}get_model`, { id });
  }

  updateModel(update: FlowModelUpdate): Promise<FlowModel> {
    return this.http.postData(`${W}upd_model`, update);
  }

  getModelDesign(modelId: string, which: DesignVersionChoice = 'latest'): Promise<ModelDesign> {
    if (which === 'latest') return this.http.getData(`${W}get_model_design`, { modelId });
    // Silent: the launch page says why the form did not open (该流程尚未发布…), once (issue 18).
    return this.http.getData(`${W}get_model_design`, { modelId, published: 1 }, { silent: true });
  }

  saveModelDesign(design: ModelDesignSave): Promise<{ version: number }> {
    return this.http.postData(`${W}save_model_design`, design);
  }

  apply(modelId: string, version: number, note?: string): Promise<{ publishedVersion: number; publishedAt?: string }> {
    return this.http.postData(`${W}apply`, { modelId, version, ...(note ? { note } : {}) });
  }

  createModel(draft: FlowModelDraft): Promise<FlowModel> {
    // Silent: the 新建流程 dialog shows the refusal itself.
    return this.http.postData(`${W}create_model`, draft, { silent: true });
  }

  copyModel(id: string): Promise<FlowModel> {
    return this.http.postData(`${W}copy_model`, { id }, { silent: true });
  }

  async deleteModel(id: string): Promise<void> {
    // Silent: the page says why (a flow with instances can only be stopped).
    await this.http.postData(`${W}del_model`, { id }, { silent: true });
  }

  saveModelForm(modelId: string, form: Form): Promise<{ version: number }> {
    return this.http.postData(`${W}model/save_model_form`, { modelId, form });
  }

  getTaskFormDesign(modelId: string, taskId: string): Promise<TaskFormDesign> {
    return this.http.getData(`${W}get_task_form_design`, { modelId, taskId });
  }

  async hasLeaderTask(modelId: string): Promise<boolean> {
    return (await this.http.getData<{ hasLeaderTask: boolean }>(`${W}model/has_leader_task`, { modelId })).hasLeaderTask;
  }

  async getPreviewFields(modelId: string): Promise<PreviewField[]> {
    return (await this.http.getData<{ fields: PreviewField[] }>(`${W}setting/preview_field/get_list`, { modelId })).fields;
  }

  async setListFormItems(modelId: string, controlIds: string[]): Promise<void> {
    await this.http.post(`${W}user_model/model_setting/list_form_item/set`, { modelId, controlIds });
  }

  /** Reads notice_mode; 99 when none is stored (spec 4). */
  async getNoticeMode(modelId: string): Promise<NoticeMode> {
    const data = await this.http.getData<{ notice_mode?: unknown } | null>(`${W}user_model_notice_mode/get`, { modelId });
    return notificationModeOf(data?.notice_mode);
  }

  /** On failure the message 设置提醒失败 (spec 8) instead of the server's. */
  async setNoticeMode(modelId: string, noticeMode: NoticeMode): Promise<void> {
    try {
      await this.http.post(`${W}user_model_notice_mode/set`, { modelId, noticeMode }, { silent: true });
    } catch (error) {
      if (isApiFailure(error)) this.errors.report({ level: 'error', code: error.code, text: ApiMessages.setReminderFailed });
      throw error;
    }
  }

  async getAssigneeExpressions(): Promise<AssigneeExpression[]> {
    return (await this.http.getData<{ expressions: AssigneeExpression[] }>('/flow/expression/get_yw_assignee_expressions')).expressions;
  }
}
