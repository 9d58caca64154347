import type { DemoNotice } from './demo-notices';
import { planDeliveries } from './delivery-plan';
import type { DemoTx } from './store/demo-db';
import type { InboxKind, InboxRow } from './store/demo-tables';

/**
 * 消息中心 (issue 40): the notices people keep. Each is written in the transaction of the change that made it
 * (saveRun, 催办, a reminder), so a notice exists exactly when its change does; a client that was away reads what it
 * missed here instead of reloading everything.
 */

/** The words of each kind (the list, the mail subject). */
export const INBOX_KIND_LABELS: Readonly<Record<InboxKind, string>> = {
  newTask: '新的待办', approved: '已通过', rejected: '已拒绝', returned: '被退回', transferred: '被转交',
  addedSigner: '被加签', cc: '抄送', urged: '催办', timeout: '超时提醒', mentioned: '评论 @我',
};

/** The most notices one list answers. */
export const INBOX_PAGE_MAX = 100;

/** What a notice keeps: its own kind, else the one its type implies (a finished instance: 已通过 / 已拒绝). */
export function inboxKindOf(notice: DemoNotice): InboxKind | undefined {
  if (notice.kind) return notice.kind;
  switch (notice.type) {
    case 'taskCreated': return 'newTask';
    case 'ccSent': return 'cc';
    case 'urged': return 'urged';
    case 'instanceFinished': return notice.status === 'approved' ? 'approved' : notice.status === 'rejected' ? 'rejected' : undefined;
    default: return undefined;
  }
}

let sequence = 0;
/** Eight random characters (randomUUID needs a secure context; a demo opened over plain http has none). */
const randomPart = (): string => (globalThis.crypto?.randomUUID?.() ?? Math.random().toString(16).slice(2).padEnd(8, '0')).slice(0, 8);
/** Unique across processes (the random part), in write order within one (the sequence). */
const idPart = (): string => `${(sequence++ % 1e6).toString().padStart(6, '0')}-${randomPart()}`;

/** The rows the notices make: one per person per kept notice. */
export function inboxRowsOf(notices: readonly DemoNotice[], at: string): InboxRow[] {
  const rows: InboxRow[] = [];
  for (const notice of notices) {
    const kind = inboxKindOf(notice);
    if (!kind) continue;
    for (const userId of new Set(notice.userIds)) {
      if (!userId) continue;
      rows.push({ id: `msg-${at}-${idPart()}`, userId, kind, instanceId: notice.instanceId, title: notice.title, createdAt: at });
    }
  }
  return rows;
}

/** Writes the notices' rows in `tx` (the change's own transaction), and the sends they make. */
export async function storeNotices(tx: DemoTx, notices: readonly DemoNotice[], at: string): Promise<InboxRow[]> {
  const rows = inboxRowsOf(notices, at);
  if (rows.length > 0) await tx.inbox.putMany(rows);
  // The mails and robot posts they make, planned with them (sent after the commit by the server's worker).
  const kept = notices.flatMap((notice) => { const kind = inboxKindOf(notice); return kind ? [{ notice, kind }] : []; });
  await planDeliveries(tx, kept, at);
  return rows;
}

/** A person's notices, newest first; `after`: only those written later (what a reconnecting client missed). */
export async function inboxOf(tx: DemoTx, userId: string, options: { limit?: number; after?: string } = {}): Promise<InboxRow[]> {
  const after = options.after;
  const limit = Math.max(1, Math.min(options.limit ?? INBOX_PAGE_MAX, INBOX_PAGE_MAX));
  const rows = await tx.inbox.find({
    index: '[userId+createdAt]', equals: [userId], ...(after !== undefined ? { from: after } : {}), reverse: true, limit: limit + 1,
  });
  return rows.filter((row) => after === undefined || row.createdAt > after).slice(0, limit);
}

export async function unreadCountOf(tx: DemoTx, userId: string): Promise<number> {
  return (await tx.inbox.find({ index: '[userId+createdAt]', equals: [userId] })).filter((row) => row.readAt === undefined).length;
}

/** Marks a person's notices read: all of them, or those of `ids` (opening one). Returns how many changed. */
export async function markRead(tx: DemoTx, userId: string, at: string, ids?: readonly string[]): Promise<number> {
  const wanted = ids ? new Set(ids) : undefined;
  const unread = (await tx.inbox.find({ index: '[userId+createdAt]', equals: [userId] }))
    .filter((row) => row.readAt === undefined && (!wanted || wanted.has(row.id)));
  if (unread.length > 0) await tx.inbox.putMany(unread.map((row) => ({ ...row, readAt: at })));
  return unread.length;
}
