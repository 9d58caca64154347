/**
 * The approval timeline of an instance, DingTalk style: every node done and to come. Done: who acted, what, when,
 * the comment (and images, and the values changed: 原值 → 新值), auto-passed nodes and why, copies. Now: the node waiting, with the people still to
 * decide (all of them at a 会签). To come: the rest of the route as the engine previews it for the current values.
 */
import {
  describeSteps, flattenSteps, flowLabels, historyWords, indexFlow, nodeType, previewRoute, type FlowNode, type Organisation, type StepWords,
} from '../../domain/flow';
import { valueEditText } from '../../domain/print/value-edits';
import { localMoment } from '../shared/local-now';
import type { Instance, InstanceHistoryEntry } from '../ports/instance-api';
import { childInstanceHref } from './outbound-node-state';

export type TimelineTone = 'done' | 'rejected' | 'waiting' | 'future' | 'info';

export interface TimelineItem {
  readonly key: string;
  readonly tone: TimelineTone;
  /** The node (审批人, 部门负责人…) or an empty text for the submission. */
  readonly node: string;
  readonly who: string;
  readonly what: string;
  readonly at?: string;
  readonly comment?: string;
  readonly images?: readonly string[];
  /** Pictures and files with the comment (issue 42): the stored file and its name. */
  readonly attachments?: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** The values this step changed, in words (金额：1200 → 1100). */
  readonly edits?: readonly string[];
  /** 子流程: the other instance (查看子流程 from the parent, 主流程 from the child). */
  readonly link?: { readonly href: string; readonly text: string };
  /** 同意 with a drawn signature: the stored file (`file:<id>`) or the PNG data URL. */
  readonly signature?: string;
}

/** 等待至 12-01 09:00: a 延时 node waiting now, with its due local time. */
function waitingUntilWords(until: string): string {
  return `等待至 ${until.slice(5, 16).replace('T', ' ')}`;
}

/** The words and tone of a history entry: the domain's historyWords, which the printed 审批记录 uses too. */
function describe(entry: InstanceHistoryEntry, nodeName: (id: string) => string, nodeOf: (id: string) => FlowNode | undefined): Pick<TimelineItem, 'what' | 'tone'> {
  return historyWords(entry, nodeName, nodeOf);
}

/** The route still to come, in words: the preview's steps for nodes the instance has not reached yet. */
function stepsToCome(instance: Instance, org: Organisation | undefined, names: Parameters<typeof describeSteps>[1], now: string): StepWords[] {
  if (!instance.flow || !org || instance.status !== 'pending') return [];
  // After a 退回 (or a 拒绝 that sends back) the instance goes through the nodes after its target again: only what
  // was reached since the last one counts (issue 43 #4).
  const lastBack = instance.history.reduce((last, entry, i) => (entry.toNodeId ? i : last), -1);
  // (Tasks are no measure then: the nodes passed since are in the history, the open ones wait.)
  const tasksSince = lastBack < 0 ? instance.tasks ?? [] : [];
  const reached = new Set([...tasksSince.map((t) => t.nodeId), ...instance.history.slice(lastBack + 1).map((h) => h.nodeId)]);
  const waiting = new Set((instance.currentNodes ?? []).map((n) => n.nodeId));
  // 代理: the people away now (the backend sends the delegations in force for this flow) show as their delegate.
  const withDelegations = instance.delegations ? { ...org, delegations: [...instance.delegations] } : org;
  const preview = previewRoute({ flow: instance.flow, form: instance.form, values: instance.values, org: withDelegations, initiator: instance.applicant.id, now });
  const flat = flattenSteps(describeSteps(preview.steps, names));
  // After the last node waiting now, everything not yet reached is to come.
  const lastWaiting = flat.reduce((last, step, i) => (waiting.has(step.nodeId) ? i : last), -1);
  return flat.slice(lastWaiting + 1).filter((step) => !reached.has(step.nodeId));
}

/** How a delegate's action names both people: 王五（代 李四）. */
export const delegateWords = flowLabels.onBehalfOf;

export function timelineItems(instance: Instance, org: Organisation | undefined, nameOf: (userId: string) => string, now: string = localMoment()): TimelineItem[] {
  const index = instance.flow ? indexFlow(instance.flow) : undefined;
  const nodeName = (id: string) => index?.node(id)?.name ?? id;
  const items: TimelineItem[] = [];
  const history = instance.history;
  if (!history.some((h) => h.action === 'submit')) {
    items.push({ key: 'submit', tone: 'done', node: flowLabels.initiator, who: instance.applicant.name, what: '发起申请', at: instance.createdAt });
  }
  history.forEach((entry, i) => {
    const { what, tone } = describe(entry, nodeName, (id) => index?.node(id));
    const actor = entry.action === 'submit' ? instance.applicant.name
      : entry.userName ?? (entry.userId ? nameOf(entry.userId) : entry.action === 'cc' ? '' : (entry.userNames ?? []).join('、'));
    // 代理: 王五（代 李四）.
    const who = entry.onBehalfOf ? delegateWords(actor, entry.onBehalfOfName ?? nameOf(entry.onBehalfOf)) : actor;
    items.push({
      key: `h${i}`, tone, node: entry.action === 'submit' ? flowLabels.initiator : entry.nodeName ?? nodeName(entry.nodeId), who, what,
      ...(entry.at ? { at: entry.at } : {}),
      ...(entry.comment ? { comment: entry.comment } : {}),
      ...(entry.images && entry.images.length > 0 ? { images: entry.images } : {}),
      ...(entry.attachments && entry.attachments.length > 0
        ? { attachments: entry.attachments.map((id, n) => ({ id, name: entry.attachmentNames?.[n] ?? id })) } : {}),
      ...(entry.edits && entry.edits.length > 0 ? { edits: entry.edits.map(valueEditText) } : {}),
      ...(entry.childInstanceId ? { link: { href: childInstanceHref(entry.childInstanceId), text: '查看子流程' } } : {}),
      ...(entry.action === 'submit' && instance.parent ? { link: { href: childInstanceHref(instance.parent.instanceId), text: `主流程：${instance.parent.title}` } } : {}),
      ...(entry.signature ? { signature: entry.signature } : {}),
    });
  });
  if (instance.status === 'pending') {
    // 超时提醒 rows (issue 27): a task's timeout reminded its holder, at the reminder's due time.
    for (const node of instance.currentNodes ?? []) {
      for (const reminder of node.reminders ?? []) {
        items.push({ key: `remind-${node.nodeId}-${reminder.userId}-${reminder.at}`, tone: 'info', node: node.nodeName, who: nameOf(reminder.userId), what: '超时提醒', at: reminder.at });
      }
    }
    for (const node of instance.currentNodes ?? []) {
      const flowNode = index?.node(node.nodeId);
      const hint = flowNode ? nodeType(flowNode).waitingHint?.(flowNode) : undefined;
      const isResubmit = instance.flow?.root.id === node.nodeId;
      // 办理中 at a 办理人 node, 审批中 elsewhere (issue 43 #13).
      const doing = `${(flowNode ? nodeType(flowNode).deciding?.approveLabel?.action : undefined) ?? '审批'}中`;
      items.push({
        key: `wait-${node.nodeId}`, tone: 'waiting', node: node.nodeName, who: node.userNames.join('、'),
        what: node.waitUntil ? waitingUntilWords(node.waitUntil)
          : isResubmit ? '待修改后重新提交' : node.userIds.length > 1 && hint ? `${doing}（${hint}）` : doing,
      });
    }
    if (!instance.currentNodes && instance.currentApproverIds.length > 0) {
      items.push({ key: 'wait', tone: 'waiting', node: '审批人', who: instance.currentApproverIds.map(nameOf).join('、'), what: '审批中' });
    }
    const controlTitle = (id: string) => instance.form.controls.find((c) => c.id === id)?.config.title ?? id;
    for (const step of stepsToCome(instance, org, { nodeName, userName: nameOf, node: (id) => index?.node(id), controlTitle }, now)) {
      const toCome = step.toCome ?? '';
      items.push({
        key: `next-${step.nodeId}`, tone: 'future', node: step.node, who: step.people.join('、'),
        what: step.people.length === 0 && step.detail ? `${toCome}（${step.detail}）` : step.auto ?? (step.people.length > 1 && step.modeHint ? `${toCome}（${step.modeHint}）` : toCome),
      });
    }
  }
  const end = { approved: '审批通过', rejected: '审批拒绝', withdrawn: '已撤回', revoked: '已撤销' } as const;
  if (instance.status !== 'pending') items.push({ key: 'end', tone: instance.status === 'approved' ? 'done' : 'rejected', node: '结束', who: '', what: end[instance.status] });
  return items;
}
