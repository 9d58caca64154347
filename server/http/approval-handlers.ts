/**
 * Instances on designed flows (issue 17): launch runs the engine's startInstance on the current design
 * (the instance keeps that version), every action goes through applyAction, get_instance and
 * get_task_form_design answer with the viewer's field permissions, 催办 reminds the current approvers. Each
 * change is one transaction; the people concerned are told afterwards (demo-notices).
 */
import { callerSummary, type Caller } from '../core/caller';
import type { InstanceAction, NewInstance } from '../../application/ports/instance-api';
import {
  actionKindOf, applyAction, controlsHiddenAnywhere, fieldPermsAt, indexFlow, indexOrganisation, instanceTitle, startInstance, titleRuleOf, SYSTEM_ADMIN_ROLE_ID, urgedPeople, urgeRefusal, type FlowAction, type UrgeRefusal,
} from '../../domain/flow';
import { launchScopeOf, mayLaunch } from '../../domain/flow/publish/launch-scope';
import { localTimeOf } from '../../domain/flow/time/local-now';
import { lockedFieldChanges, type FieldPermission } from '../../domain/permissions';
import { valueEdits } from '../../domain/print/value-edits';
import type { DemoStore } from '../core/store/demo-store';
import type { DemoTx, WriteOptions } from '../core/store/demo-db';
import type { InstanceRow } from '../core/store/demo-tables';
import { changesOf, type DemoNotice } from '../core/demo-notices';
import { storeNotices } from '../core/inbox';
import { environmentOf, flowOfDesign, launchDesign, NOT_PUBLISHED_MESSAGE, organisationIn, saveRun } from '../core/flow-runtime';
import { flowInstanceView, withoutHidden } from '../core/flow-instance-view';
import { idempotent, jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';
import { instanceView, listPage } from '../core/instance-views';
import { refuseInvalidSubmission } from './submission-refusal';
import { deliverRequests, settleOutbound, type PendingRequest } from '../core/outbound-settlement';
import { storeSignatures } from '../core/stored-signatures';
import { localDateTime, takeSerialNo } from '../core/serial-numbers';
import { forFlowOf } from '../core/delegation-records';
import { administeredModelIds, mayViewInstanceRow, viewerFacts } from '../core/instance-visibility';
import { linkedReading, mayReadThroughLink, refuseForeignLinks } from './linked-instance-check';
import { commentFiles } from '../core/comment-attachments';

const W = '/flow/workflow/';

export const ApprovalMessages = {
  modelStopped: '该流程已停用，无法发起',
  notPublished: NOT_PUBLISHED_MESSAGE,
  noFlow: '该流程还没有设计审批流程，无法发起',
  valuesMissing: '表单内容不能为空',
  notFlowInstance: '该申请发起于审批流程上线之前，不能再操作',
  unknownAction: (action: string) => `未知的操作：${action}`,
  urgeOnlyApplicant: '只有发起人可以催办',
  urgeFinished: '该审批已结束，无需催办',
  urgeTooOften: '10 分钟内只能催办一次，请稍后再试',
  urgeNobody: '当前没有待审批的人',
  notFlowAdmin: '只有流程管理员可以查询全部审批',
  notVisible: '你无权查看该审批',
  notLauncher: '你不在该流程的发起范围内，无法发起',
  lockedFields: (names: readonly string[]) => `以下字段不可修改：${names.join('、')}`,
} as const;

/** The old 同意 / 拒绝 call's body (instance/approve, kept as an alias of instance/action). */
interface ApprovalDecision {
  readonly instanceId: string;
  readonly action: InstanceAction['action'];
  readonly comment: string;
  readonly values?: Readonly<Record<string, unknown>>;
  /** The drawn signature (a PNG data URL) a node with requireSignature asks for. */
  readonly signature?: string;
}

/** Each refusal of 催办 as the demo backend answers it. */
const URGE_REFUSALS: Readonly<Record<UrgeRefusal, [number, string]>> = {
  notInitiator: [403, ApprovalMessages.urgeOnlyApplicant],
  finished: [400, ApprovalMessages.urgeFinished],
  tooOften: [429, ApprovalMessages.urgeTooOften],
  nobody: [400, ApprovalMessages.urgeNobody],
};

/** A replayed answer names the instance: it is handed out only to a caller who may still see it (issue 38). */
function mayStillView(instanceId: unknown) {
  return async (tx: DemoTx, userId: string): Promise<Response | undefined> => {
    const row = await tx.instances.get(String(instanceId ?? ''));
    return row && !(await mayViewInstanceRow(tx, row, userId)) ? refuse(403, ApprovalMessages.notVisible) : undefined;
  };
}

/** The notice of a comment's @mentions (people of the organisation by name, the author aside), stored in `tx`. */
async function mentionNotice(tx: DemoTx, comment: unknown, authorId: string, instanceId: string, title: string, at: string): Promise<DemoNotice | undefined> {
  if (typeof comment !== 'string' || !comment.includes('@')) return undefined;
  const userIds = (await tx.users.all()).filter((u) => u.id !== authorId && comment.includes(`@${u.name}`)).map((u) => u.id);
  if (userIds.length === 0) return undefined;
  const notice: DemoNotice = { type: 'instanceChanged', userIds, instanceId, title, kind: 'mentioned' };
  await storeNotices(tx, [notice], at);
  return notice;
}

/**
 * An action and a launch decide only about records they write (the instance, its serial number's row, the
 * Idempotency-Key's record), so only writes of the same record need to conflict (WriteOptions).
 */
const ONE_INSTANCE_WRITE: WriteOptions = { conflicts: 'sameRecords' };

export function approvalHandlers(store: DemoStore) {
  /**
   * The one endpoint of every action: runs the engine action for the signed-in user and answers the instance as
   * they now see it. Which actions exist is the engine's registry (domain/flow/runtime/actions).
   */
  const act = async (request: Request, caller: Caller, body: InstanceAction) => {
    let notices: DemoNotice[] = [];
    let requests: PendingRequest[] = [];
    const response = await idempotent(store, request, caller, async (tx) => {
      if (!actionKindOf(String(body.action))?.apply) return refuse(400, ApprovalMessages.unknownAction(String(body.action)));
      const found = await tx.instances.get(body.instanceId ?? '');
      if (!found) return notFound('申请');
      const me = await callerSummary(tx, caller);
      const env = await environmentOf(tx, found);
      if (!env || !found.flowState) return refuse(400, ApprovalMessages.notFlowInstance);
      const at = now();
      // The task that 退回 gave back to the applicant (an approve on it is a 重新提交 too, the old shape).
      const resubmitTask = (body.action === 'resubmit' || body.action === 'approve')
        ? found.flowState.tasks.find((t) => t.userId === me.id && t.status === 'open' && t.kind === 'resubmit') : undefined;
      // 重新提交 changes only what the start node makes 可编辑: anything else is refused, not quietly dropped.
      if (resubmitTask && body.values) {
        const node = indexFlow(env.flow).node(resubmitTask.nodeId);
        const perms = (node?.props as { fieldPerms?: Record<string, FieldPermission> } | undefined)?.fieldPerms;
        const locked = lockedFieldChanges(perms, 'edit', found.flowState.values, body.values);
        if (locked.length > 0) return refuse(403, ApprovalMessages.lockedFields(locked.map((id) => { const c = env.form.controls.find((control) => control.id === id); return c ? c.config.title || c.name : id; })));
      }
      // 同意 with edits and 重新提交: the values are checked like the page checks them, before anything changes.
      const editTask = resubmitTask
        ?? (body.action === 'approve' ? found.flowState.tasks.find((t) => t.userId === me.id && t.status === 'open' && t.kind !== 'resubmit') : undefined);
      if (editTask && body.values !== undefined) {
        const invalid = refuseInvalidSubmission({ form: env.form, flow: env.flow, nodeId: editTask.nodeId, values: body.values, base: found.values, editsOnly: true, today: found.createdAt.slice(0, 10) });
        if (invalid) return invalid;
      }
      const action: FlowAction = {
        actor: me.id,
        action: body.action,
        // The engine's time is local (issue 26); the records keep the ISO instant.
        at: localTimeOf(new Date(at)),
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        ...(body.to !== undefined ? { to: typeof body.to === 'string' ? body.to : [...body.to] } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(typeof body.mode === 'string' ? { mode: body.mode } : {}),
        ...(body.nodeId !== undefined ? { nodeId: body.nodeId } : {}),
        ...(body.values !== undefined ? { values: { ...body.values } } : {}),
        ...(typeof body.signature === 'string' ? { signature: body.signature } : {}),
      };
      // Attachments on the comment (issue 42): stored files under the comment rules; the engine records the ids.
      const files = body.attachments === undefined ? undefined : await commentFiles(tx, body.attachments);
      if (typeof files === 'string') return refuse(400, files);
      if (files) action.attachments = files.ids;
      const result = applyAction(env, found.flowState, action);
      if (!result.ok) return refuse(400, result.message);
      result.state.history = await storeSignatures(tx, caller, result.state.history, found.flowState.history.length);
      const images = Array.isArray(body.images) ? body.images.filter((id) => typeof id === 'string') : [];
      const historyExtras = { ...(found.historyExtras ?? {}) };
      // The values the actor changed (金额：1200 → 1100) stay in the history: the old ones are gone from the form.
      const edits = valueEdits(env.form, found.flowState.values, result.state.values);
      if (images.length > 0 || edits.length > 0 || (files?.names.length ?? 0) > 0) {
        // The actor's own entry: what the engine did next (抄送, 自动通过) may follow it in the history.
        const added = result.state.history.slice(found.flowState.history.length);
        const own = added.map((entry) => entry.userId).lastIndexOf(me.id);
        const at = found.flowState.history.length + (own >= 0 ? own : added.length - 1);
        historyExtras[at] = { ...(images.length > 0 ? { images } : {}), ...(edits.length > 0 ? { edits } : {}), ...(files?.names.length ? { attachmentNames: files.names } : {}) };
      }
      const saved = await saveRun(tx, { ...found, historyExtras }, env.flow, result.state, result.events, at);
      // 触发器 / 子流程: children start, a finished child resumes its parent; requests are sent after the transaction.
      const settled = await settleOutbound(tx, store, found.id, at);
      notices = [...saved.notices, ...settled.notices];
      // 评论 @我 (issue 40): the people a comment names with @ hear of it in their 消息中心.
      const mentioned = await mentionNotice(tx, body.comment, me.id, found.id, found.title, at);
      if (mentioned) notices.push(mentioned);
      requests = settled.requests;
      const row = (await tx.instances.get(found.id)) ?? saved.row;
      return ok(await flowInstanceView(tx, row, await instanceView(tx, row), me.id));
    }, mayStillView(body.instanceId), ONE_INSTANCE_WRITE);
    store.notifier.publish(changesOf(notices));
    void deliverRequests(store, requests);
    return response;
  };

  return [
    route(store, 'get', `${W}get_instance`, ({ request, caller }) => store.read(async (tx) => {
      const found = await tx.instances.get(query(request).get('id') ?? '');
      if (!found) return notFound('申请');
      const me = await callerSummary(tx, caller);
      // Only the people it concerns (instance-visibility.ts); anyone else gets the 403 page, not the instance —
      // unless they read it through an instance they may see that links it (关联审批单, `via`: issue 41).
      if (!(await mayViewInstanceRow(tx, found, me.id))) {
        const via = query(request).get('via');
        if (!via || !(await mayReadThroughLink(tx, found.id, via, me.id))) return refuse(403, ApprovalMessages.notVisible);
        return ok(linkedReading(await flowInstanceView(tx, found, await instanceView(tx, found), me.id)));
      }
      return ok(await flowInstanceView(tx, found, await instanceView(tx, found), me.id));
    })),

    route(store, 'post', `${W}add_instance`, async ({ request, caller }) => {
      const body = await jsonBody<NewInstance>(request);
      let notices: DemoNotice[] = [];
      let requests: PendingRequest[] = [];
      const response = await idempotent(store, request, caller, async (tx) => {
        const model = await tx.models.get(body.modelId ?? '');
        if (!model) return notFound('流程');
        const design = await launchDesign(tx, model.id);
        if (!design) return refuse(400, ApprovalMessages.notPublished);
        if (model.status !== 'active') return refuse(400, ApprovalMessages.modelStopped);
        if (typeof body.values !== 'object' || body.values === null) return refuse(400, ApprovalMessages.valuesMissing);
        const flow = flowOfDesign(design);
        if (!flow) return refuse(400, ApprovalMessages.noFlow);
        const at = now();
        const me = await callerSummary(tx, caller);
        const env = { flow, form: design.form, org: forFlowOf(await organisationIn(tx), model.id, flow.id) };
        // 谁可以发起 is the backend's rule too: the launch list hiding a flow is not enough. Who may comes before what.
        if (!mayLaunch(launchScopeOf(design.settings), me.id, indexOrganisation(env.org))) return refuse(403, ApprovalMessages.notLauncher);
        const invalid = refuseInvalidSubmission({ form: design.form, flow, nodeId: flow.root.id, values: body.values, names: indexOrganisation(env.org) })
          ?? await refuseForeignLinks(tx, design.form, body.values, me.id);
        if (invalid) return invalid;
        const selected = Object.fromEntries(Object.entries(body.selected ?? {}).filter(([, ids]) => Array.isArray(ids)).map(([id, ids]) => [id, [...ids]]));
        const started = startInstance(env, { initiator: me.id, values: { ...body.values }, selected, at: localTimeOf(new Date(at)) });
        // A route error (no branch matches, a 发起人自选 not picked, nobody to approve) refuses the launch.
        if (!started.ok) return refuse(400, started.errors.map((e) => e.message).join('；'));
        const id = store.nextId('inst');
        // 审批编号 and 标题规则 (issue 27): taken here, in the transaction that creates the instance.
        const launchedAt = localDateTime(at);
        const serialNo = await takeSerialNo(tx, model.id, flow.settings, launchedAt);
        const rule = titleRuleOf(flow.settings);
        const title = rule !== undefined
          ? instanceTitle(rule, { initiatorName: me.name, flowName: flow.name || model.name, launchedAt, form: design.form, values: body.values, hiddenIds: controlsHiddenAnywhere(flow, design.form) })
          : body.title?.trim() || `${me.name}的${model.name}`;
        const row: InstanceRow = {
          id, modelId: model.id, modelName: model.name, title, ...(serialNo !== undefined ? { serialNo } : {}),
          status: 'pending', applicant: { id: me.id, name: me.name, employeeNumber: me.employeeNumber, department: me.department },
          applicantId: me.id, createdAt: at, updatedAt: at, designVersion: design.version, values: body.values, history: [],
        };
        notices = (await saveRun(tx, row, flow, started.state, started.events, at)).notices;
        const settled = await settleOutbound(tx, store, id, at);
        notices.push(...settled.notices);
        requests = settled.requests;
        return ok({ id });
      }, undefined, ONE_INSTANCE_WRITE);
      store.notifier.publish(changesOf(notices));
      void deliverRequests(store, requests);
      return response;
    }),

    // The older 同意 / 拒绝 call: an alias of instance/action for callers that still send it.
    route(store, 'post', `${W}instance/approve`, async ({ request, caller }) => {
      const body = await jsonBody<ApprovalDecision>(request);
      const { instanceId, action, comment, values, signature } = body;
      return act(request, caller, { instanceId, action, comment, ...(values ? { values } : {}), ...(signature ? { signature } : {}) });
    }),

    route(store, 'post', `${W}instance/action`, async ({ request, caller }) => act(request, caller, await jsonBody<InstanceAction>(request))),

    route(store, 'post', `${W}instance/urge`, async ({ request, caller }) => {
      const { instanceId } = await jsonBody<{ instanceId: string }>(request);
      let notices: DemoNotice[] = [];
      const response = await store.write(async (tx) => {
        const found = await tx.instances.get(instanceId ?? '');
        if (!found) return notFound('申请');
        const me = await callerSummary(tx, caller);
        const at = now();
        // The engine's 催办 rule (domain/flow/runtime/actions/urge.ts); a row from before flows has nobody to remind.
        const refusal: UrgeRefusal | undefined = found.flowState
          ? urgeRefusal(found.flowState, me.id, found.urgedAt ? Date.parse(found.urgedAt) : Number.NEGATIVE_INFINITY, Date.parse(at))
          : found.applicantId !== me.id ? 'notInitiator' : found.status !== 'pending' ? 'finished' : 'nobody';
        if (refusal) return refuse(...URGE_REFUSALS[refusal]);
        const notified = found.flowState ? urgedPeople(found.flowState) : [];
        await tx.instances.put({ ...found, urgedAt: at });
        notices = [{ type: 'urged', userIds: notified, instanceId: found.id, title: found.title }];
        await storeNotices(tx, notices, at);
        return ok({ notified });
      });
      store.notifier.publish(changesOf(notices));
      return response;
    }),

    // The form an approver sees at a node (taskId = the node id; with instanceId, that instance's version).
    route(store, 'get', `${W}get_task_form_design`, ({ request }) => store.read(async (tx) => {
      const q = query(request);
      const modelId = q.get('modelId') ?? '';
      const taskId = q.get('taskId') ?? '';
      const instance = q.get('instanceId') ? await tx.instances.get(q.get('instanceId') ?? '') : undefined;
      const env = instance ? await environmentOf(tx, instance) : undefined;
      const design = env ? undefined : await launchDesign(tx, modelId);
      const flow = env?.flow ?? flowOfDesign(design);
      const form = env?.form ?? design?.form;
      // An engine task id names its node too.
      const nodeId = instance?.flowState?.tasks.find((t) => t.id === taskId)?.nodeId ?? taskId;
      if (!flow || !form || !indexFlow(flow).node(nodeId)) return notFound('任务');
      const perms = fieldPermsAt(flow, nodeId, form);
      const shown = withoutHidden(form, {}, perms).form;
      const idsWith = (perm: string) => Object.entries(perms).filter(([, p]) => p === perm).map(([id]) => id);
      return ok({ modelId, taskId, form: shown, editableControlIds: idsWith('edit'), hiddenControlIds: idsWith('hidden'), fieldPerms: perms });
    })),

    // 流程查询 (全部审批): every instance of the flows the user administers (a system admin: of every flow), the
    // same instances get_instance lets them open (instance-visibility.ts).
    route(store, 'get', `${W}instance/query_instances`, ({ request, caller }) => store.read(async (tx) => {
      const me = await callerSummary(tx, caller);
      const [administered, viewer] = await Promise.all([administeredModelIds(tx, me.id), viewerFacts(tx, me.id)]);
      const everyFlow = viewer.roleIds.includes(SYSTEM_ADMIN_ROLE_ID);
      if (administered.size === 0 && !everyFlow) return refuse(403, ApprovalMessages.notFlowAdmin);
      const only = everyFlow ? undefined : (row: InstanceRow) => administered.has(row.modelId);
      return ok(await listPage(tx, { table: 'instances', query: { index: 'createdAt' } }, query(request), me.id, only));
    })),
  ];
}
