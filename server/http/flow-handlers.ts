import { callerSummary, type Caller } from '../core/caller';
import type { FlowModel, FlowModelDraft, FlowModelUpdate, ModelDesign, ModelDesignSave, NoticeMode } from '../../application/ports/flow-model-api';
import type { Form } from '../../domain/model/form';
import { isExported } from '../../domain/controls/registry';
import type { DemoTx } from '../core/store/demo-db';
import type { CategoryRow } from '../core/store/demo-tables';
import type { DemoStore } from '../core/store/demo-store';
import { jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';
import { latestDesign } from '../core/instance-views';
import { refuseReservedControlIds } from './form-guard';
import { flowOfDesign, launchDesign, NOT_PUBLISHED_MESSAGE, organisationIn } from '../core/flow-runtime';
import { indexFlow, indexOrganisation, nodeType, type DecidingNode } from '../../domain/flow';
import { launchScopeOf, mayLaunch } from '../../domain/flow/publish/launch-scope';
import { emptyFlow } from '../../domain/flow/edit';

import { mayUse } from '../../domain/permissions';
import { rightsOfUser } from '../core/admin-rights';
import { recordPublication } from './version-handlers';
import { refuseUnsafeDesign } from './design-guard';
import { administeredModelIds } from '../core/instance-visibility';
import { noticeModeKey } from '../core/notice-modes';
import { modelAnswer } from '../core/published-numbers';

const W = '/flow/workflow/';

export const DemoFlowMessages = {
  staleVersion: '保存失败：该流程设计已被他人修改，请刷新后重试',
  publishStale: '发布失败：请先保存最新的流程设计',
  noticeModeInvalid: '提醒方式只能是 99、10 或 0',
  nameRequired: '流程名称不能为空',
  categoryUnknown: '请选择流程分类',
  deleteWithInstances: (count: number) => `该流程已有 ${count} 条审批记录，不能删除，只能停用`,
  copySuffix: ' 副本',
  unknownFields: (names: readonly string[]) => `不能修改的字段：${names.join('、')}（upd_model 只接受 name、categoryId、description、icon、status）`,
  notFlowAdmin: '你没有管理该流程的权限',
} as const;

/** What upd_model may change (docs/API.md); publishing is `apply` alone. */
const UPDATABLE_MODEL_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'categoryId', 'description', 'icon', 'status']);

/** A person's notification mode of a flow is theirs (issue 38): the row's key names both. */

/** The categories as seeded (人事, 财务, 其他), not in key order as the store reads them; unordered ones last. */
function inCategoryOrder(categories: readonly CategoryRow[]): CategoryRow[] {
  return [...categories].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));
}

/** The published, active models `userId` may launch. */
async function launchableModels(tx: DemoTx, models: readonly FlowModel[], userId: string): Promise<FlowModel[]> {
  const live = models.filter((m) => m.status === 'active' && m.publishedVersion > 0);
  const [designs, org] = await Promise.all([Promise.all(live.map((m) => tx.designs.get([m.id, m.publishedVersion]))), organisationIn(tx)]);
  const orgIndex = indexOrganisation(org);
  return live.filter((_, i) => mayLaunch(launchScopeOf(designs[i]?.settings), userId, orgIndex));
}

/** The flows in the caller's 流程管理员 scope (all of them for a 系统管理员): what 流程管理 lists. */
async function administeredModels(tx: DemoTx, models: readonly FlowModel[], userId: string): Promise<FlowModel[]> {
  const rights = await rightsOfUser(tx, userId);
  return models.filter((m) => mayUse(rights, 'flow', { modelId: m.id, categoryId: m.categoryId }));
}

/** A new model (unpublished, active) with its first design version and its form record. */
async function addModel(tx: DemoTx, info: Pick<FlowModel, 'name' | 'categoryId' | 'description' | 'icon'>, design: Omit<ModelDesign, 'modelId' | 'version'>, id: string): Promise<FlowModel> {
  const at = now();
  const formId = `form-${id}`;
  const model: FlowModel = { id, ...info, status: 'active', publishedVersion: 0, formId, createdAt: at, updatedAt: at };
  await tx.models.put(model);
  await tx.designs.put({ modelId: id, version: 1, ...design, form: { ...design.form, id: formId } });
  await tx.forms.put({ ...design.form, id: formId, updatedAt: at });
  return model;
}

/** Categories, models, designs (one record per saved version), publishing and per-flow settings. */
export function flowHandlers(store: DemoStore) {
  const syncForm = (tx: DemoTx, formId: string, form: Form) => tx.forms.put({ ...form, id: formId, updatedAt: now() });
  return [
    // scope=manage (流程管理): every flow. Otherwise (the application center, the launch picker): only the
    // published, active flows the signed-in person may launch (the published design's 谁可以发起).
    route(store, 'get', `${W}get_category_list`, ({ request, caller }) => store.read(async (tx) => {
      const [categories, models] = await Promise.all([tx.categories.all(), tx.models.all()]);
      const me = await callerSummary(tx, caller);
      const shown = query(request).get('scope') === 'manage' ? await administeredModels(tx, models, me.id) : await launchableModels(tx, models, me.id);
      const answered = await Promise.all(shown.map((m) => modelAnswer(tx, m)));
      return ok(inCategoryOrder(categories).map(({ id, name }) => ({ id, name, models: answered.filter((m) => m.categoryId === id) })));
    })),
    route(store, 'get', `${W}get_model`, ({ request }) => store.read(async (tx) => {
      const m = await tx.models.get(query(request).get('id') ?? '');
      return m ? ok(await modelAnswer(tx, m)) : notFound('流程');
    })),
    route(store, 'post', `${W}upd_model`, async ({ request }) => {
      const update = await jsonBody<FlowModelUpdate>(request);
      const unknown = Object.keys(update).filter((key) => !UPDATABLE_MODEL_FIELDS.has(key));
      if (unknown.length > 0) return refuse(400, DemoFlowMessages.unknownFields(unknown));
      if (update.status !== undefined && update.status !== 'active' && update.status !== 'stopped') return refuse(400, DemoFlowMessages.unknownFields(['status']));
      return store.write(async (tx) => {
        const m = await tx.models.get(update.id ?? '');
        if (!m) return notFound('流程');
        if (update.name !== undefined && update.name.trim() === '') return refuse(400, '流程名称不能为空');
        const next = { ...m, ...update, updatedAt: now() };
        await tx.models.put(next);
        return ok(await modelAnswer(tx, next));
      });
    }),
    route(store, 'post', `${W}create_model`, async ({ request }) => {
      const draft = await jsonBody<FlowModelDraft>(request);
      const name = String(draft.name ?? '').trim();
      if (!name) return refuse(400, DemoFlowMessages.nameRequired);
      return store.write(async (tx) => {
        if (!(await tx.categories.get(draft.categoryId ?? ''))) return refuse(400, DemoFlowMessages.categoryUnknown);
        const id = store.nextId('model');
        const model = await addModel(tx, { name, categoryId: draft.categoryId, description: String(draft.description ?? ''), ...(draft.icon ? { icon: draft.icon } : {}) }, {
          form: { id: '', name, controls: [] }, flow: emptyFlow(id, name) as unknown as ModelDesign['flow'], settings: {},
        }, id);
        return ok(model);
      });
    }),
    // A copy takes the current design (form, flow, settings) as its first version, unpublished and active.
    route(store, 'post', `${W}copy_model`, async ({ request }) => {
      const { id: sourceId } = await jsonBody<{ id: string }>(request);
      return store.write(async (tx) => {
        const [source, design] = await Promise.all([tx.models.get(sourceId ?? ''), latestDesign(tx, sourceId ?? '')]);
        if (!source || !design) return notFound('流程');
        const id = store.nextId('model');
        const name = `${source.name}${DemoFlowMessages.copySuffix}`;
        const flow = flowOfDesign(design);
        const model = await addModel(tx, { name, categoryId: source.categoryId, description: source.description, ...(source.icon ? { icon: source.icon } : {}) }, {
          form: { ...design.form, name }, flow: (flow ? { ...flow, id, name } : design.flow) as ModelDesign['flow'], settings: design.settings,
        }, id);
        return ok(model);
      });
    }),
    route(store, 'post', `${W}del_model`, async ({ request }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      return store.write(async (tx) => {
        const m = await tx.models.get(id ?? '');
        if (!m) return notFound('流程');
        const used = await tx.instances.count({ index: 'modelId', equals: [id] });
        if (used > 0) return refuse(400, DemoFlowMessages.deleteWithInstances(used));
        const designs = await tx.designs.find({ index: 'modelId', equals: [id] });
        for (const d of designs) await tx.designs.delete([d.modelId, d.version]);
        await Promise.all([tx.models.delete(id), tx.forms.delete(m.formId), tx.noticeModes.delete(id), tx.listFormItems.delete(id)]);
        return ok();
      });
    }),
    // `published=1` (not in the spec): the design applicants launch; the designer reads the newest saved one.
    route(store, 'get', `${W}get_model_design`, ({ request }) => store.read(async (tx) => {
      const q = query(request);
      const modelId = q.get('modelId') ?? '';
      if (q.get('published') === '1') {
        if (!(await tx.models.get(modelId))) return notFound('流程');
        const published = await launchDesign(tx, modelId);
        return published ? ok(published) : refuse(400, NOT_PUBLISHED_MESSAGE);
      }
      const d = await latestDesign(tx, modelId);
      return d ? ok(d) : notFound('流程设计');
    })),
    route(store, 'post', `${W}save_model_design`, async ({ request, caller }) => {
      const body = await jsonBody<ModelDesignSave>(request);
      const reserved = refuseReservedControlIds(body.form);
      if (reserved) return reserved;
      // Read, check and write in one transaction: of two tabs saving from the same version, one wins.
      return store.write(async (tx) => {
        const [current, m] = await Promise.all([latestDesign(tx, body.modelId ?? ''), tx.models.get(body.modelId ?? '')]);
        if (!current || !m) return notFound('流程设计');
        if (body.version !== current.version) return refuse(409, DemoFlowMessages.staleVersion);
        const unsafe = await refuseUnsafeDesign(tx, flowOfDesign({ ...current, flow: body.flow } as typeof current), body.form, caller.userId, store.outboundAllow);
        if (unsafe) return unsafe;
        const version = current.version + 1;
        await tx.designs.put({ modelId: body.modelId, version, form: body.form, flow: body.flow, settings: body.settings });
        await syncForm(tx, m.formId, body.form);
        return ok({ version });
      });
    }),
    route(store, 'post', `${W}apply`, async ({ request, caller }) => {
      const { modelId, version, note } = await jsonBody<{ modelId: string; version: number; note?: string }>(request);
      return store.write(async (tx) => {
        const [d, m] = await Promise.all([latestDesign(tx, modelId ?? ''), tx.models.get(modelId ?? '')]);
        if (!d || !m) return notFound('流程设计');
        if (version !== d.version) return refuse(409, DemoFlowMessages.publishStale);
        // A design stored before this check (or imported) is not published with such ids either.
        const reserved = refuseReservedControlIds(d.form);
        if (reserved) return reserved;
        const unsafe = await refuseUnsafeDesign(tx, flowOfDesign(d), d.form, caller.userId, store.outboundAllow);
        if (unsafe) return unsafe;
        const at = now();
        await tx.models.put({ ...m, publishedVersion: version, publishedAt: at, updatedAt: at });
        const number = await recordPublication(tx, caller, d, typeof note === 'string' ? note : '', at);
        return ok({ publishedVersion: number, publishedAt: at });
      });
    }),
    route(store, 'post', `${W}model/save_model_form`, async ({ request }) => {
      const { modelId, form } = await jsonBody<{ modelId: string; form: Form }>(request);
      const reserved = refuseReservedControlIds(form);
      if (reserved) return reserved;
      return store.write(async (tx) => {
        const [d, m] = await Promise.all([latestDesign(tx, modelId ?? ''), tx.models.get(modelId ?? '')]);
        if (!d || !m) return notFound('流程设计');
        const version = d.version + 1;
        await tx.designs.put({ ...d, form, version });
        await syncForm(tx, m.formId, form);
        return ok({ version });
      });
    }),
    route(store, 'get', `${W}model/has_leader_task`, ({ request }) => store.read(async (tx) => {
      const d = await latestDesign(tx, query(request).get('modelId') ?? '');
      // A leader task: an approver (or 办理人) node that asks the applicant's supervisor or department head.
      const flow = flowOfDesign(d);
      const leader = (flow ? indexFlow(flow).nodes : []).some((n) => nodeType(n).deciding !== undefined && ['supervisor', 'deptHead'].includes(String((n as DecidingNode).props.assignee?.type)));
      return d ? ok({ hasLeaderTask: leader }) : notFound('流程设计');
    })),
    route(store, 'get', `${W}setting/preview_field/get_list`, ({ request }) => store.read(async (tx) => {
      const modelId = query(request).get('modelId') ?? '';
      const [d, chosenRow] = await Promise.all([latestDesign(tx, modelId), tx.listFormItems.get(modelId)]);
      if (!d) return notFound('流程设计');
      const chosen = chosenRow?.controlIds;
      // Controls that carry no value (description, print button, divider) are not offered as list columns by default.
      const controls = d.form.controls.filter((c) => (chosen ? chosen.includes(c.id) : isExported(c)));
      return ok({ fields: controls.slice(0, chosen ? undefined : 3).map((c) => ({ id: c.id, title: c.config.title })) });
    })),
    route(store, 'post', `${W}user_model/model_setting/list_form_item/set`, async ({ request, caller }) => {
      const { modelId, controlIds } = await jsonBody<{ modelId: string; controlIds: string[] }>(request);
      return store.write(async (tx) => {
        if (!(await tx.models.get(modelId ?? ''))) return notFound('流程');
        // The list's columns are the flow's (everyone sees them): its admins set them (issue 38).
        if (!(await administeredModelIds(tx, caller.userId)).has(modelId)) return refuse(403, DemoFlowMessages.notFlowAdmin);
        await tx.listFormItems.put({ modelId, controlIds });
        return ok();
      });
    }),
    route(store, 'get', `${W}user_model_notice_mode/get`, ({ request, caller }) => store.read(async (tx) => {
      const modelId = query(request).get('modelId') ?? '';
      // One's own choice for the flow; without one, the flow's default (a seeded or migrated per-flow value).
      const row = await tx.noticeModes.get(noticeModeKey(caller.userId, modelId)) ?? await tx.noticeModes.get(modelId);
      return ok(row === undefined ? {} : { notice_mode: row.mode });
    })),
    route(store, 'post', `${W}user_model_notice_mode/set`, async ({ request, caller }) => {
      const { modelId, noticeMode } = await jsonBody<{ modelId: string; noticeMode: NoticeMode }>(request);
      if (![99, 10, 0].includes(noticeMode)) return refuse(400, DemoFlowMessages.noticeModeInvalid);
      return store.write(async (tx) => {
        await tx.noticeModes.put({ modelId: noticeModeKey(caller.userId, String(modelId ?? '')), mode: noticeMode });
        return ok();
      });
    }),
    route(store, 'get', '/flow/expression/get_yw_assignee_expressions', () => store.read(async (tx) => ok({ expressions: await tx.expressions.all() }))),
  ];
}
