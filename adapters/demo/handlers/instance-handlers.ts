import type { ApprovalDecision, ApprovalRecord, NewInstance } from '../../../application/ports/instance-api';
import type { DemoStore } from '../store/demo-store';
import type { InstanceRow } from '../store/demo-tables';
import { idempotent, jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';
import { instanceView, latestDesign, listPage } from './instance-views';

const W = '/flow/workflow/';

export const DemoInstanceMessages = {
  modelStopped: '该流程已停用，无法发起',
  notApprover: '您不是该申请的当前审批人',
  alreadyDone: '该申请已处理，无需重复审批',
  rejectNeedsComment: '驳回时请填写审批意见',
  valuesMissing: '表单内容不能为空',
} as const;

/** Instances: the four lists, one instance, submission and approval (idempotent). */
export function instanceHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${W}get_instance`, ({ request }) => store.read(async (tx) => {
      const found = await tx.instances.get(query(request).get('id') ?? '');
      return found ? ok(await instanceView(tx, found)) : notFound('申请');
    })),
    route(store, 'get', `${W}instance/get_my_instances`, ({ request }) => store.read(async (tx) => {
      const me = (await store.currentUser(tx)).id;
      return ok(await listPage(tx, { table: 'instances', query: { index: '[applicantId+createdAt]', equals: [me] } }, query(request)));
    })),
    route(store, 'get', `${W}instance/get_work_instances`, ({ request }) => store.read(async (tx) => {
      const q = query(request);
      const me = (await store.currentUser(tx)).id;
      const status = q.get('kind') === 'done' ? 'done' : 'open';
      return ok(await listPage(tx, { table: 'tasks', query: { index: '[userId+status+createdAt]', equals: [me, status] } }, q));
    })),
    route(store, 'get', `${W}instance/get_cc_instances`, ({ request }) => store.read(async (tx) => {
      const me = (await store.currentUser(tx)).id;
      return ok(await listPage(tx, { table: 'ccs', query: { index: '[userId+createdAt]', equals: [me] } }, query(request)));
    })),
    route(store, 'post', `${W}add_instance`, async ({ request }) => {
      const body = await jsonBody<NewInstance>(request);
      return idempotent(store, request, async (tx) => {
        const model = await tx.models.get(body.modelId ?? '');
        const design = model ? await latestDesign(tx, model.id) : undefined;
        if (!model || !design) return notFound('流程');
        if (model.status !== 'active') return refuse(400, DemoInstanceMessages.modelStopped);
        if (typeof body.values !== 'object' || body.values === null) return refuse(400, DemoInstanceMessages.valuesMissing);
        const identity = await store.identity(tx);
        const me = await store.userOf(tx, identity);
        // The demo's flow: the instance goes to the other demo identity, one step.
        const other = await store.userOf(tx, identity === 'applicant' ? 'approver' : 'applicant');
        const id = await store.nextId(tx, 'inst');
        const at = now();
        const created: InstanceRow = {
          id, modelId: model.id, modelName: model.name, title: body.title?.trim() || `${me.name}的${model.name}`,
          status: 'pending', applicant: { id: me.id, name: me.name, employeeNumber: me.employeeNumber, department: me.department },
          applicantId: me.id, createdAt: at, updatedAt: at, designVersion: design.version, values: body.values, history: [],
        };
        const nodeId = design.flow.nodes.find((n) => n.type === 'approval')?.id ?? 'task-1';
        await tx.instances.put(created);
        await tx.tasks.put({ id: await store.nextId(tx, 'task'), instanceId: id, nodeId, userId: other.id, status: 'open', createdAt: at });
        return ok({ id });
      });
    }),
    route(store, 'post', `${W}instance/approve`, async ({ request }) => {
      const body = await jsonBody<ApprovalDecision>(request);
      return idempotent(store, request, async (tx) => {
        const found = await tx.instances.get(body.instanceId ?? '');
        if (!found) return notFound('申请');
        const me = await store.currentUser(tx);
        if (found.status !== 'pending') return refuse(400, DemoInstanceMessages.alreadyDone);
        const open = (await tx.tasks.find({ index: 'instanceId', equals: [found.id] })).filter((t) => t.status === 'open');
        const mine = open.find((t) => t.userId === me.id);
        if (!mine) return refuse(403, DemoInstanceMessages.notApprover);
        if (body.action === 'reject' && !body.comment?.trim()) return refuse(400, DemoInstanceMessages.rejectNeedsComment);
        const at = now();
        const record: ApprovalRecord = { taskId: mine.nodeId, approverId: me.id, approverName: me.name, action: body.action, comment: body.comment ?? '', at };
        const next: InstanceRow = { ...found, status: body.action === 'approve' ? 'approved' : 'rejected', updatedAt: at, history: [...found.history, record] };
        await tx.tasks.put({ ...mine, status: 'done', doneAt: at, action: body.action, comment: record.comment });
        // One step: the other approvers' open tasks of this node end with the decision.
        for (const other of open) if (other.id !== mine.id) await tx.tasks.delete(other.id);
        await tx.instances.put(next);
        return ok(await instanceView(tx, next));
      });
    }),
  ];
}
