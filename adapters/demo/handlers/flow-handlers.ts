import type { FlowModelUpdate, ModelDesignSave, NoticeMode } from '../../../application/ports/flow-model-api';
import type { Form } from '../../../domain/model/form';
import type { DemoStore } from '../store/demo-store';
import { jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';

const W = '/flow/workflow/';

export const DemoFlowMessages = {
  staleVersion: '保存失败：该流程设计已被他人修改，请刷新后重试',
  publishStale: '发布失败：请先保存最新的流程设计',
  noticeModeInvalid: '提醒方式只能是 99、10 或 0',
} as const;

/** Categories, models, designs, publishing and per-flow settings. */
export function flowHandlers(store: DemoStore) {
  const findModel = (id: string | null) => store.state.models.find((m) => m.id === id);
  const syncForm = (formId: string, form: Form) => {
    const i = store.state.forms.findIndex((f) => f.id === formId);
    const stored = { ...form, id: formId, updatedAt: now() };
    if (i >= 0) store.state.forms[i] = stored; else store.state.forms.push(stored);
  };
  return [
    route(store, 'get', `${W}get_category_list`, () =>
      ok(store.state.categories.map((c) => ({ ...c, models: store.state.models.filter((m) => m.categoryId === c.id) })))),
    route(store, 'get', `${W}get_model`, ({ request }) => {
      const m = findModel(query(request).get('id'));
      return m ? ok(m) : notFound('流程');
    }),
    route(store, 'post', `${W}upd_model`, async ({ request }) => {
      const update = await jsonBody<FlowModelUpdate>(request);
      const m = findModel(update.id);
      if (!m) return notFound('流程');
      if (update.name !== undefined && update.name.trim() === '') return refuse(400, '流程名称不能为空');
      const next = { ...m, ...update, updatedAt: now() };
      await store.mutate((s) => { s.models = s.models.map((x) => (x.id === m.id ? next : x)); });
      return ok(next);
    }),
    route(store, 'get', `${W}get_model_design`, ({ request }) => {
      const d = store.state.designs[query(request).get('modelId') ?? ''];
      return d ? ok(d) : notFound('流程设计');
    }),
    route(store, 'post', `${W}save_model_design`, async ({ request }) => {
      const body = await jsonBody<ModelDesignSave>(request);
      const current = store.state.designs[body.modelId];
      const m = findModel(body.modelId);
      if (!current || !m) return notFound('流程设计');
      if (body.version !== current.version) return refuse(409, DemoFlowMessages.staleVersion);
      const version = current.version + 1;
      await store.mutate((s) => {
        s.designs[body.modelId] = { modelId: body.modelId, version, form: body.form, flow: body.flow, settings: body.settings };
        syncForm(m.formId, body.form);
      });
      return ok({ version });
    }),
    route(store, 'post', `${W}apply`, async ({ request }) => {
      const { modelId, version } = await jsonBody<{ modelId: string; version: number }>(request);
      const d = store.state.designs[modelId];
      if (!d) return notFound('流程设计');
      if (version !== d.version) return refuse(409, DemoFlowMessages.publishStale);
      await store.mutate((s) => { s.models = s.models.map((x) => (x.id === modelId ? { ...x, publishedVersion: version, updatedAt: now() } : x)); });
      return ok({ publishedVersion: version });
    }),
    route(store, 'post', `${W}model/save_model_form`, async ({ request }) => {
      const { modelId, form } = await jsonBody<{ modelId: string; form: Form }>(request);
      const d = store.state.designs[modelId];
      const m = findModel(modelId);
      if (!d || !m) return notFound('流程设计');
      const version = d.version + 1;
      await store.mutate((s) => { s.designs[modelId] = { ...d, form, version }; syncForm(m.formId, form); });
      return ok({ version });
    }),
    route(store, 'get', `${W}get_task_form_design`, ({ request }) => {
      const q = query(request);
      const d = store.state.designs[q.get('modelId') ?? ''];
      const taskId = q.get('taskId') ?? '';
      if (!d || !d.flow.nodes.some((n) => n.id === taskId)) return notFound('任务');
      return ok({ modelId: d.modelId, taskId, form: d.form, editableControlIds: [] });
    }),
    route(store, 'get', `${W}model/has_leader_task`, ({ request }) => {
      const d = store.state.designs[query(request).get('modelId') ?? ''];
      return d ? ok({ hasLeaderTask: d.flow.nodes.some((n) => n.assigneeRoleId === 'role-leader') }) : notFound('流程设计');
    }),
    route(store, 'get', `${W}setting/preview_field/get_list`, ({ request }) => {
      const modelId = query(request).get('modelId') ?? '';
      const d = store.state.designs[modelId];
      if (!d) return notFound('流程设计');
      const chosen = store.state.listFormItems[modelId];
      const controls = d.form.controls.filter((c) => (chosen ? chosen.includes(c.id) : c.moduleId !== 0 && c.moduleId !== 19 && c.moduleId !== 23));
      return ok({ fields: controls.slice(0, chosen ? undefined : 3).map((c) => ({ id: c.id, title: c.config.title })) });
    }),
    route(store, 'post', `${W}user_model/model_setting/list_form_item/set`, async ({ request }) => {
      const { modelId, controlIds } = await jsonBody<{ modelId: string; controlIds: string[] }>(request);
      if (!findModel(modelId)) return notFound('流程');
      await store.mutate((s) => { s.listFormItems[modelId] = controlIds; });
      return ok();
    }),
    route(store, 'get', `${W}user_model_notice_mode/get`, ({ request }) => {
      const modelId = query(request).get('modelId') ?? '';
      const mode = store.state.noticeModes[modelId];
      return ok(mode === undefined ? {} : { notice_mode: mode });
    }),
    route(store, 'post', `${W}user_model_notice_mode/set`, async ({ request }) => {
      const { modelId, noticeMode } = await jsonBody<{ modelId: string; noticeMode: NoticeMode }>(request);
      if (![99, 10, 0].includes(noticeMode)) return refuse(400, DemoFlowMessages.noticeModeInvalid);
      await store.mutate((s) => { s.noticeModes[modelId] = noticeMode; });
      return ok();
    }),
    route(store, 'get', '/flow/expression/get_yw_assignee_expressions', () => ok({ expressions: store.state.expressions })),
  ];
}
