/**
 * What the demo backend does with what 触发器 and 子流程 nodes asked for (issue 26), after every engine run:
 * - each requested 子流程 child really starts, as its initiator, through the same rules as a launch (published,
 *   active, may launch, valid values, a route without errors); the parent's history links the child
 *   (子流程已发起) and the child its parent; a child that cannot start rejects a waiting parent with the reason;
 * - a finished child tells its waiting parent (`subflowFinished` with the child's status), which then goes on;
 * - the outbox's requests are handed back to be sent after the transaction (`deliverRequests`), whose outcome
 *   (请求已发送（HTTP 200） / 请求发送失败) is recorded in the history; a failure never blocks the instance.
 */
import {
  applyAction, childStartValues, indexOrganisation, outboundMessages, startInstance, type FlowEvent, type FlowInstanceState, type HistoryEntry, type OutboxRequest, type SubflowRequest,
} from '../../domain/flow';
import { launchScopeOf, mayLaunch } from '../../domain/flow/publish/launch-scope';
import { startedForText } from '../../application/ports/instance-api';
import type { DemoStore } from './store/demo-store';
import type { DemoTx } from './store/demo-db';
import type { InstanceRow } from './store/demo-tables';
import type { DemoNotice } from './demo-notices';
import { environmentOf, flowOfDesign, launchDesign, NOT_PUBLISHED_MESSAGE, organisationIn, saveRun } from './flow-runtime';
import { submissionProblem } from './submission-check';

export const subflowTexts = {
  cannotStart: (reason: string) => `子流程无法发起：${reason}`,
  noFlow: '子流程不存在',
  stopped: '子流程已停用',
  notLauncher: (name: string) => `${name}没有发起该流程的权限`,
  unknownInitiator: outboundMessages.subflowInitiatorEmpty,
} as const;

/** A request of the outbox, with the instance that asked for it. */
export interface PendingRequest {
  readonly instanceId: string;
  readonly request: OutboxRequest;
}

type Started = { ok: true; childId: string; notices: DemoNotice[] } | { ok: false; reason: string };

/** Starts the child a 子流程 node asked for, as a launch would (or says why it cannot). */
async function startChild(tx: DemoTx, store: DemoStore, parent: InstanceRow, request: SubflowRequest, at: string): Promise<Started> {
  const model = await tx.models.get(request.flowId);
  if (!model) return { ok: false, reason: subflowTexts.noFlow };
  const design = await launchDesign(tx, model.id);
  if (!design) return { ok: false, reason: NOT_PUBLISHED_MESSAGE };
  if (model.status !== 'active') return { ok: false, reason: subflowTexts.stopped };
  const flow = flowOfDesign(design);
  const initiator = request.initiator ? await tx.users.get(request.initiator) : undefined;
  if (!flow) return { ok: false, reason: subflowTexts.noFlow };
  if (!initiator) return { ok: false, reason: subflowTexts.unknownInitiator };
  const env = { flow, form: design.form, org: await organisationIn(tx) };
  if (!mayLaunch(launchScopeOf(design.settings), initiator.id, indexOrganisation(env.org))) return { ok: false, reason: subflowTexts.notLauncher(initiator.name) };
  // Unmapped fields start with their defaults (issue 43 #1).
  const values = childStartValues(design.form.controls, request.values);
  const invalid = submissionProblem({ form: design.form, flow, nodeId: flow.root.id, values });
  if (invalid) return { ok: false, reason: invalid };
  const started = startInstance(env, { initiator: initiator.id, values: { ...values }, at });
  if (!started.ok) return { ok: false, reason: started.errors.map((e) => e.message).join('；') };
  const childId = store.nextId('inst');
  const row: InstanceRow = {
    id: childId, modelId: model.id, modelName: model.name, title: `${initiator.name}的${model.name}`,
    status: 'pending', applicant: { id: initiator.id, name: initiator.name, employeeNumber: initiator.employeeNumber, department: initiator.department },
    applicantId: initiator.id, createdAt: at, updatedAt: at, designVersion: design.version, values, history: [],
    parent: { instanceId: parent.id, nodeId: request.nodeId, title: parent.title },
    // Started for someone else (a 成员 control named them): it says by whom and through what (issue 38).
    ...(initiator.id !== parent.applicantId ? { startedFor: { userId: parent.applicantId, name: parent.applicant.name, parentInstanceId: parent.id, parentTitle: parent.title } } : {}),
  };
  const saved = await saveRun(tx, row, flow, started.state, started.events, at);
  // …and the person it was started for is told.
  const told: DemoNotice[] = row.startedFor ? [{ type: 'instanceChanged', userIds: [initiator.id], instanceId: childId, title: `${row.title}（${startedForText(row.startedFor)}）` }] : [];
  return { ok: true, childId, notices: [...saved.notices, ...told] };
}

/**
 * Settles instance `instanceId` and everything it sets off (children started, parents resumed), inside the
 * caller's transaction. Returns the notices and the requests to send once the transaction is over.
 */
export async function settleOutbound(tx: DemoTx, store: DemoStore, instanceId: string, at: string): Promise<{ notices: DemoNotice[]; requests: PendingRequest[] }> {
  const notices: DemoNotice[] = [];
  const requests: PendingRequest[] = [];
  const queue = [instanceId];
  // Bounded: a flow that starts itself as its own child cannot loop the backend.
  for (let turns = 0; queue.length > 0 && turns < 50; turns++) {
    const row = await tx.instances.get(queue.shift() as string);
    const env = row ? await environmentOf(tx, row) : undefined;
    if (!row?.flowState || !env) continue;
    let state: FlowInstanceState = structuredClone(row.flowState);
    const events: FlowEvent[] = [];
    for (const request of state.outbox ?? []) requests.push({ instanceId: row.id, request });
    const asked = state.subflows ?? [];
    delete state.outbox;
    delete state.subflows;
    const record = (entry: HistoryEntry) => { state.history.push({ ...entry, at }); };
    for (const request of asked) {
      const started = await startChild(tx, store, row, request, at);
      if (started.ok) {
        record({ action: 'subflow', nodeId: request.nodeId, result: 'started', childInstanceId: started.childId });
        notices.push(...started.notices);
        queue.push(started.childId);
        continue;
      }
      const reason = subflowTexts.cannotStart(started.reason);
      // A waiting parent ends rejected with the reason; one that went on only notes it.
      if (!(state.waits ?? []).some((w) => w.nodeId === request.nodeId)) {
        record({ action: 'subflow', nodeId: request.nodeId, result: 'failed', comment: reason });
        continue;
      }
      const result = applyAction(env, state, { actor: '', action: 'subflowFinished', nodeId: request.nodeId, result: 'rejected', comment: reason, at });
      if (result.ok) { state = result.state; events.push(...result.events); }
    }
    const changed = requests.some((r) => r.instanceId === row.id) || asked.length > 0;
    let saved = row;
    if (changed) {
      const records = await saveRun(tx, row, env.flow, state, events, at);
      notices.push(...records.notices);
      saved = records.row;
    }
    // A finished child resumes its waiting parent.
    if (saved.status !== 'pending' && saved.parent && !saved.parentNotified) {
      await tx.instances.put({ ...saved, parentNotified: true });
      const parent = await tx.instances.get(saved.parent.instanceId);
      const parentEnv = parent ? await environmentOf(tx, parent) : undefined;
      if (parent?.flowState && parentEnv) {
        const result = applyAction(parentEnv, parent.flowState, { actor: '', action: 'subflowFinished', nodeId: saved.parent.nodeId, result: saved.status, at });
        if (result.ok) {
          notices.push(...(await saveRun(tx, parent, parentEnv.flow, result.state, result.events, at)).notices);
          queue.push(parent.id);
        }
      }
    }
  }
  return { notices, requests };
}

/** Sends the requests (after the transaction) and records each outcome in its instance's history. */
export async function deliverRequests(store: DemoStore, requests: readonly PendingRequest[]): Promise<void> {
  for (const { instanceId, request } of requests) {
    const result = await store.outbound.send(request);
    const entry: HistoryEntry = result.ok
      ? { action: 'trigger', nodeId: request.nodeId, result: 'sent', detail: `HTTP ${result.status}` }
      : { action: 'trigger', nodeId: request.nodeId, result: 'failed', detail: result.error };
    await store.write(async (tx) => {
      const row = await tx.instances.get(instanceId);
      if (!row?.flowState) return;
      const stamped = { ...entry, at: new Date().toISOString() };
      const flowState = { ...row.flowState, history: [...row.flowState.history, stamped] };
      await tx.instances.put({ ...row, flowState, history: flowState.history });
    });
  }
}
