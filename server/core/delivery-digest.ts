import { emailEnabled } from './delivery-plan';
import type { DemoTx } from './store/demo-db';
import type { DeliveryRow, InstanceRow, TaskRow } from './store/demo-tables';
import type { ComposedMessage } from './delivery-messages';
import { instanceLink } from './delivery-messages';

/** settings row: the local day (YYYY-MM-DD) whose digest went out. */
export const DIGEST_SETTING = 'digestSentOn';

/**
 * The daily digest (issue 40): once a day, one mail to each person with open tasks. Planned in one write that also
 * records the day, so two server processes plan it once. Answers the planned sends (none when mail is off or the
 * day's digest is out already).
 */
export async function planDigest(tx: DemoTx, day: string, at: string): Promise<DeliveryRow[]> {
  if (!(await emailEnabled(tx))) return [];
  if ((await tx.settings.get(DIGEST_SETTING))?.value === day) return [];
  await tx.settings.put({ key: DIGEST_SETTING, value: day });
  const rows: DeliveryRow[] = [];
  for (const user of await tx.users.all()) {
    const open = await tx.tasks.count({ index: '[userId+status+createdAt]', equals: [user.id, 'open'] });
    if (open === 0) continue;
    rows.push({
      id: `dlv-digest-${day}-${user.id}`, channel: 'email', target: user.id, kind: 'digest', instanceId: '', title: `${open} 件待审批`,
      createdAt: at, status: 'pending', due: at, attempts: 0,
    });
  }
  if (rows.length > 0) await tx.deliveries.putMany(rows);
  return rows;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether the task's 超时提醒 has fired (it is past its node's time limit). */
const overdue = (instance: InstanceRow | undefined, task: TaskRow): boolean =>
  (instance?.flowState?.reminders ?? []).some((r) => r.userId === task.userId && r.nodeId === task.nodeId);

/** The digest mail of one person: how many wait, the oldest first, overdue ones marked, each with its link. */
export async function composeDigest(tx: DemoTx, row: DeliveryRow, publicUrl: string): Promise<{ to: string; message: ComposedMessage } | { skip: string }> {
  const user = await tx.users.get(row.target);
  if (!user?.email) return { skip: user ? `${user.name}没有邮箱地址` : '收件人不存在' };
  const tasks = await tx.tasks.find({ index: '[userId+status+createdAt]', equals: [user.id, 'open'] });
  if (tasks.length === 0) return { skip: '已没有待办' };
  const instances = await tx.instances.getMany(tasks.map((t) => t.instanceId));
  const items = tasks.map((task, i) => {
    const instance = instances[i];
    return { title: instance?.title ?? task.instanceId, since: task.createdAt.slice(0, 16).replace('T', ' '), late: overdue(instance, task), link: instanceLink(publicUrl, task.instanceId) };
  });
  const subject = `【审批】待办汇总：您有 ${tasks.length} 件待审批`;
  const text = [`${user.name}，您好：`, `您有 ${tasks.length} 件待审批（最早的在前）：`, '',
    ...items.map((item, i) => `${i + 1}. ${item.late ? '【已超时】' : ''}${item.title}（${item.since} 起）${item.link}`)].join('\n');
  const html = `<p>${escapeHtml(user.name)}，您好：</p><p>您有 <strong>${tasks.length}</strong> 件待审批（最早的在前）：</p><ol>`
    + items.map((item) => `<li>${item.late ? '<strong style="color:#cf1322">【已超时】</strong>' : ''}<a href="${escapeHtml(item.link)}">${escapeHtml(item.title)}</a>（${escapeHtml(item.since)} 起）</li>`).join('')
    + '</ol>';
  return { to: user.email, message: { subject, text, html } };
}
