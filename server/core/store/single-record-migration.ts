import type { FlowNode } from '../../../application/ports/flow-model-api';
import type { DemoState } from './demo-state';
import { emptyTables, type CcRow, type DemoTables, type InstanceRow, type TaskRow, type UploadRow, type UserRow } from './demo-tables';

/** An uploaded file as the single-record layout kept it (store `files`, keyed by id). */
export interface SingleRecordFile {
  id: string;
  bytes: ArrayBuffer;
  type: string;
}

const firstNode = (nodes: readonly FlowNode[] | undefined, type: FlowNode['type'], fallback: string) =>
  nodes?.find((n) => n.type === type)?.id ?? fallback;

/**
 * Migration 1 → 2: the single IndexedDB record of the whole demo state becomes one record per thing. Nothing
 * is dropped: open approvals become open tasks, the history becomes done tasks, copies become cc records, and
 * each instance keeps the form it was submitted with. (The seed is written in the old shape and goes through
 * this too, so the seed and a migrated demo look the same.)
 */
export function tablesFromSingleRecord(state: DemoState, files: readonly SingleRecordFile[] = []): DemoTables {
  const t = emptyTables();
  t.meta.push({ key: 'identity', value: state.identity }, { key: 'counter', value: state.counter }, { key: 'cellphone', value: state.cellphone });

  const deptName = new Map(state.departments.map((d) => [d.id, d.name]));
  const users = new Map<string, UserRow>();
  for (const s of state.staff) users.set(s.id, { ...s, department: deptName.get(s.departmentId) ?? '' });
  for (const [identity, u] of Object.entries(state.users)) {
    users.set(u.id, { id: u.id, name: u.name, employeeNumber: u.employeeNumber, departmentId: u.departmentId, department: u.department, identity: identity as UserRow['identity'] });
  }
  t.users.push(...users.values());
  t.depts.push(...state.departments);
  t.roles.push(...state.assigneeRoles);
  t.categories.push(...state.categories.map((c, order) => ({ ...c, order })));
  t.models.push(...state.models);
  t.designs.push(...Object.values(state.designs));
  t.forms.push(...state.forms);
  t.apis.push(...state.apis);
  t.formValues.push(...state.formValues);
  t.expressions.push(...state.expressions);
  t.schools.push(...state.schools);
  t.notices.push(...state.notices);
  t.operationLogs.push(...state.operationLogs);
  t.dataTables.push(...state.dataTables);
  t.noticeModes.push(...Object.entries(state.noticeModes).map(([modelId, mode]) => ({ modelId, mode })));
  t.listFormItems.push(...Object.entries(state.listFormItems).map(([modelId, controlIds]) => ({ modelId, controlIds })));
  t.idempotency.push(...Object.entries(state.idempotency).map(([key, answer]) => ({ key, ...answer })));
  t.settings.push(...Object.entries(state.settings).map(([key, value]) => ({ key, value })));

  for (const instance of state.instances) {
    const { currentApproverIds, ccUserIds, ...rest } = instance;
    const nodes = state.designs[instance.modelId]?.flow.nodes;
    // The one-step decision records become history entries of the shape the flow engine writes.
    const history = rest.history.map((h) => ({ action: h.action, nodeId: h.taskId, userId: h.approverId, userName: h.approverName, comment: h.comment, at: h.at }));
    const row: InstanceRow = { ...rest, history, applicantId: instance.applicant.id, designVersion: state.designs[instance.modelId]?.version ?? 1 };
    t.instances.push(row);
    instance.history.forEach((h, i) => {
      const task: TaskRow = {
        id: `task-${instance.id}-${i + 1}`, instanceId: instance.id, nodeId: h.taskId, userId: h.approverId, status: 'done',
        createdAt: instance.createdAt, doneAt: h.at, action: h.action, comment: h.comment,
      };
      t.tasks.push(task);
    });
    if (instance.status === 'pending') {
      for (const userId of currentApproverIds) {
        t.tasks.push({ id: `task-${instance.id}-open-${userId}`, instanceId: instance.id, nodeId: firstNode(nodes, 'approval', 'task-1'), userId, status: 'open', createdAt: instance.createdAt });
      }
    }
    for (const userId of ccUserIds) {
      const cc: CcRow = { id: `cc-${instance.id}-${userId}`, instanceId: instance.id, nodeId: firstNode(nodes, 'cc', 'cc-1'), userId, createdAt: instance.createdAt };
      t.ccs.push(cc);
    }
  }

  for (const file of files) {
    const meta = state.files[file.id];
    const upload: UploadRow = { id: file.id, name: meta?.name ?? file.id, type: meta?.type ?? file.type, size: meta?.size ?? file.bytes.byteLength, bytes: file.bytes };
    t.uploads.push(upload);
  }
  return t;
}
