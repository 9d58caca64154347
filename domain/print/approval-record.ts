/**
 * The approval record on paper (issue 19): one row per history entry — node, who, decision, comment, time —
 * after a first row for the submission, as DingTalk prints it. Entries are read generically so that the
 * one-step history of today and the node decisions of a multi-node flow both print: each column takes the
 * first field present among a few common names. An entry the flow engine recorded is worded by the engine's own
 * `historyWords`, as the timeline words it (转交给 周敏, 抄送 李四, 后加签 王五, 重新提交), so paper and screen agree.
 */
import { historyWords, isHistoryAction, type WordedHistoryEntry } from '../flow/runtime/history-wording';
import type { PrintHistoryEntry, PrintSource } from './print-source';
import { formatPrintTime } from './print-time';
import { isSignature } from '../model/signature-value';
import { valueEditText, type ValueEdit } from './value-edits';

export interface ApprovalRecordRow {
  readonly node: string;
  readonly who: string;
  readonly decision: string;
  readonly comment: string;
  readonly time: string;
  /** 同意 with a drawn signature: the stored file (`file:<id>`) or the PNG data URL, printed beside the comment. */
  readonly signature?: string;
  /** Where the signature's picture is, filled in by the application (the data URL itself, the stored file's link) for the PDF. */
  readonly signatureUrl?: string;
}

const DECISIONS: Readonly<Record<string, string>> = {
  start: '发起申请', submit: '发起申请',
  approve: '已同意', approved: '已同意', agree: '已同意', pass: '已同意',
  reject: '已拒绝', rejected: '已拒绝', refuse: '已拒绝',
  transfer: '已转交', delegate: '已转交',
  return: '已退回', back: '已退回', sendback: '已退回',
  revoke: '已撤销', revoked: '已撤销', cancel: '已撤销',
  comment: '评论',
  cc: '已抄送',
  addsign: '已加签',
};

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function first(entry: PrintHistoryEntry, ...paths: string[]): string | undefined {
  for (const path of paths) {
    let value: unknown = entry;
    for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    const found = text(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

function nodeOf(entry: PrintHistoryEntry, nodeNames: Readonly<Record<string, string>>): string {
  const named = first(entry, 'nodeName', 'taskName', 'node.name', 'task.name');
  if (named) return named;
  const id = first(entry, 'nodeId', 'taskId', 'node.id', 'task.id');
  return (id && nodeNames[id]) || '审批';
}

function decisionOf(entry: PrintHistoryEntry, nodeNames: Readonly<Record<string, string>>): string {
  const raw = first(entry, 'decision', 'action', 'result', 'type', 'operation') ?? '';
  if (typeof entry.action === 'string' && isHistoryAction(entry.action)) {
    return historyWords(entry as unknown as WordedHistoryEntry, (id) => nodeNames[id] ?? id).what;
  }
  return DECISIONS[raw.toLowerCase()] ?? raw;
}

/** The comment's attachments by name (附件：发票.pdf、现场.jpg), as the timeline lists them. */
function attachmentsOf(entry: PrintHistoryEntry): string[] {
  const names = (entry as { attachmentNames?: unknown }).attachmentNames;
  const listed = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string' && n !== '') : [];
  return listed.length > 0 ? [`附件：${listed.join('、')}`] : [];
}

function editsOf(entry: PrintHistoryEntry): string[] {
  const edits = (entry as { edits?: unknown }).edits;
  return Array.isArray(edits) ? edits.filter((e): e is ValueEdit => typeof e === 'object' && e !== null && 'label' in e).map(valueEditText) : [];
}

/** Who acted; a copy names its people in the decision (抄送 李四), as the timeline does, and no one here. */
function whoOf(entry: PrintHistoryEntry): string {
  if (entry.action === 'cc') return '';
  const named = first(entry, 'approverName', 'operatorName', 'userName', 'assigneeName', 'approver.name', 'operator.name', 'user.name');
  // The engine's own passes (自动通过) name the people they passed for.
  const people = Array.isArray(entry.userNames) ? entry.userNames.filter((n): n is string => typeof n === 'string').join('、') : '';
  const actor = named ?? people;
  // 代理: the delegate acted for someone away — 王五（代 李四）, as the timeline says.
  return typeof entry.onBehalfOfName === 'string' && actor !== '' ? `${actor}（代 ${entry.onBehalfOfName}）` : actor;
}

/** One printed row of a history entry. */
export function approvalRecordRow(entry: PrintHistoryEntry, nodeNames: Readonly<Record<string, string>> = {}): ApprovalRecordRow {
  return {
    node: nodeOf(entry, nodeNames),
    who: whoOf(entry),
    decision: decisionOf(entry, nodeNames),
    // The values the step changed print with the comment (金额：1200 → 1100); the view already left out hidden fields.
    comment: [first(entry, 'comment', 'remark', 'opinion'), ...editsOf(entry), ...attachmentsOf(entry)].filter(Boolean).join('；'),
    time: formatPrintTime(first(entry, 'at', 'time', 'finishedAt', 'decidedAt', 'createdAt')),
    ...(isSignature(entry.signature) ? { signature: entry.signature } : {}),
  };
}

/** The submission row, then one row per history entry, oldest first as the history lists them. */
export function approvalRecordRows(source: PrintSource): ApprovalRecordRow[] {
  const nodeNames = source.nodeNames ?? {};
  const submitted: ApprovalRecordRow = {
    node: '发起', who: source.applicant.name, decision: '发起申请', comment: '', time: formatPrintTime(source.createdAt),
  };
  const rows = source.history.map((entry) => approvalRecordRow(entry, nodeNames));
  // A runtime whose history already starts with the submission needs no extra row.
  return rows[0]?.decision === DECISIONS.start ? rows : [submitted, ...rows];
}
