import type { ApprovalDecision, Instance, InstanceSummary, NewInstance } from '../../../application/ports/instance-api';
import type { DemoStore } from '../store/demo-store';
import { currentUser, idempotent, jsonBody, notFound, now, ok, paginate, query, refuse, route } from './handler-kit';

const W = '/flow/workflow/';

export const DemoInstanceMessages = {
  modelStopped: '该流程已停用，无法发起',
  notApprover: '您不是该申请的当前审批人',
  alreadyDone: '该申请已处理，无需重复审批',
  rejectNeedsComment: '驳回时请填写审批意见',
  valuesMissing: '表单内容不能为空',
} as const;

function summary(i: Instance): InstanceSummary {
  const { form: _form, values: _values, history: _history, ...rest } = i;
  return rest;
}

function filtered(items: Instance[], q: URLSearchParams): Instance[] {
  const keyword = q.get('keyword')?.trim();
  const modelId = q.get('modelId');
  const status = q.get('status');
  // Inclusive day bounds (YYYY-MM-DD) compared with the day part of createdAt.
  const createdFrom = q.get('createdFrom');
  const createdTo = q.get('createdTo');
  return items
    .filter((i) => !keyword || i.title.includes(keyword) || i.modelName.includes(keyword))
    .filter((i) => !modelId || i.modelId === modelId)
    .filter((i) => !status || i.status === status)
    .filter((i) => !createdFrom || i.createdAt.slice(0, 10) >= createdFrom)
    .filter((i) => !createdTo || i.createdAt.slice(0, 10) <= createdTo)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Instances: the four lists, one instance, submission and approval (idempotent). */
export function instanceHandlers(store: DemoStore) {
  const list = (request: Request, pick: (i: Instance, me: string) => boolean) => {
    const q = query(request);
    const me = currentUser(store).id;
    return ok(paginate(filtered(store.state.instances.filter((i) => pick(i, me)), q).map(summary), q));
  };
  return [
    route(store, 'get', `${W}get_instance`, ({ request }) => {
      const found = store.state.instances.find((i) => i.id === query(request).get('id'));
      return found ? ok(found) : notFound('申请');
    }),
    route(store, 'get', `${W}instance/get_my_instances`, ({ request }) => list(request, (i, me) => i.applicant.id === me)),
    route(store, 'get', `${W}instance/get_work_instances`, ({ request }) => {
      const kind = query(request).get('kind') === 'done' ? 'done' : 'todo';
      return list(request, (i, me) => (kind === 'todo'
        ? i.status === 'pending' && i.currentApproverIds.includes(me)
        : i.history.some((h) => h.approverId === me)));
    }),
    route(store, 'get', `${W}instance/get_cc_instances`, ({ request }) => list(request, (i, me) => i.ccUserIds.includes(me))),
    route(store, 'post', `${W}add_instance`, ({ request }) => idempotent(store, request, async () => {
      const body = await jsonBody<NewInstance>(request);
      const model = store.state.models.find((m) => m.id === body.modelId);
      const design = store.state.designs[body.modelId];
      if (!model || !design) return notFound('流程');
      if (model.status !== 'active') return refuse(400, DemoInstanceMessages.modelStopped);
      if (typeof body.values !== 'object' || body.values === null) return refuse(400, DemoInstanceMessages.valuesMissing);
      const me = currentUser(store);
      const other = store.state.identity === 'applicant' ? store.state.users.approver : store.state.users.applicant;
      const id = store.nextId('inst');
      const at = now();
      const created: Instance = {
        id, modelId: model.id, modelName: model.name, title: body.title?.trim() || `${me.name}的${model.name}`,
        status: 'pending', applicant: { id: me.id, name: me.name, employeeNumber: me.employeeNumber, department: me.department },
        createdAt: at, updatedAt: at, form: design.form, values: body.values,
        currentApproverIds: [other.id], ccUserIds: [], history: [],
      };
      await store.mutate((s) => { s.instances.push(created); });
      return ok({ id });
    })),
    route(store, 'post', `${W}instance/approve`, ({ request }) => idempotent(store, request, async () => {
      const body = await jsonBody<ApprovalDecision>(request);
      const found = store.state.instances.find((i) => i.id === body.instanceId);
      if (!found) return notFound('申请');
      const me = currentUser(store);
      if (found.status !== 'pending') return refuse(400, DemoInstanceMessages.alreadyDone);
      if (!found.currentApproverIds.includes(me.id)) return refuse(403, DemoInstanceMessages.notApprover);
      if (body.action === 'reject' && !body.comment?.trim()) return refuse(400, DemoInstanceMessages.rejectNeedsComment);
      const at = now();
      const next: Instance = {
        ...found,
        status: body.action === 'approve' ? 'approved' : 'rejected',
        currentApproverIds: [],
        updatedAt: at,
        history: [...found.history, { taskId: 'task-1', approverId: me.id, approverName: me.name, action: body.action, comment: body.comment ?? '', at }],
      };
      await store.mutate((s) => { s.instances = s.instances.map((i) => (i.id === next.id ? next : i)); });
      return ok(next);
    })),
  ];
}
