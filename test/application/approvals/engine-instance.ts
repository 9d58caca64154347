/** An Instance as get_instance answers it, made by running a flow on the engine (names from the organisation). */
import type { Instance } from '../../../application/ports/instance-api';
import { pendingOf, type FlowAction, type FlowEnvironment } from '../../../domain/flow';
import { runFlow } from '../../domain/flow/runtime-helpers';

const AT = '2026-03-05T02:00:00.000Z';

/** The instance get_instance would answer for an engine run (names from the organisation). */
export function instanceOf(env: FlowEnvironment, initiator: string, values: Record<string, unknown>, actions: FlowAction[] = []): Instance {
  const { state } = runFlow(env, { initiator, values }, actions);
  const nameOf = (id: string) => env.org.users.find((u) => u.id === id)?.name ?? id;
  return {
    id: 'i1', modelId: 'm1', modelName: '请假', title: '请假', status: state.status,
    applicant: { id: initiator, name: nameOf(initiator), employeeNumber: '', department: '' },
    createdAt: AT, updatedAt: AT, form: env.form, values: state.values, currentApproverIds: [], ccUserIds: state.cc,
    history: state.history.map((h) => ({ ...h, at: AT, ...(h.userId ? { userName: nameOf(h.userId) } : {}), ...(h.userIds ? { userNames: h.userIds.map(nameOf) } : {}) })),
    currentNodes: pendingOf(state).map((p) => ({ nodeId: p.nodeId, nodeName: p.nodeId, userIds: p.userIds, userNames: p.userIds.map(nameOf) })),
    flow: env.flow, tasks: state.tasks,
  };
}

