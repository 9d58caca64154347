import type { Control, ControlOption } from '../../domain/model/control';
import { flowInstanceView } from './flow-instance-view';
import { INBOX_KIND_LABELS } from './inbox';
import { instanceView } from './instance-views';
import type { DemoTx } from './store/demo-db';
import type { DeliveryRow } from './store/demo-tables';

/** A message ready for a channel: a subject, a plain and an HTML body. */
export interface ComposedMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** At most this many fields in a mail (the first ones of the form, as the recipient may see them). */
export const MAIL_FIELD_LIMIT = 8;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A value in words: option labels for choices, lists joined, tables counted; undefined when there is nothing. */
function valueText(control: Control, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const options = (control.children ?? []).filter((c): c is ControlOption => typeof (c as ControlOption).value === 'string' && !('colProps' in c));
  const labelOf = (v: unknown) => options.find((o) => o.id === v)?.value ?? (typeof v === 'object' ? undefined : String(v));
  if (Array.isArray(value)) {
    if (value.some((v) => Array.isArray(v) || (typeof v === 'object' && v !== null))) return `共 ${value.length} 行`;
    const parts = value.map(labelOf).filter((v): v is string => v !== undefined && v !== '');
    // A range of two dates or times reads 「from 至 to」; other lists are enumerations.
    const range = parts.length === 2 && parts.every((p) => /^\d{4}-\d{2}-\d{2}|^\d{2}:\d{2}/.test(p));
    return parts.length > 0 ? parts.join(range ? ' 至 ' : '、') : undefined;
  }
  if (typeof value === 'object') return undefined;
  return labelOf(value);
}

/** The link that opens the instance in the app. */
export const instanceLink = (publicUrl: string, instanceId: string): string => `${publicUrl}/messages?instanceId=${encodeURIComponent(instanceId)}`;

/**
 * The mail of a send, composed for its recipient when it goes out: the title, the applicant, the fields the
 * recipient may see at their node (a field hidden there never appears: flowInstanceView leaves it out) and a link.
 * Answers a reason instead when there is nothing to send (the person or the instance is gone).
 */
/** Makes a one-click link for a decision of one person's task (the server signs it; none: no links). */
export type DecisionLinker = (task: { instanceId: string; taskId: string; userId: string; action: 'approve' | 'reject' }) => string;

const DECIDING: ReadonlySet<string> = new Set(['newTask', 'transferred', 'addedSigner', 'urged', 'timeout']);
const DECISION_WORDS = { approve: '同意', reject: '拒绝' } as const;

export async function composeMail(tx: DemoTx, row: DeliveryRow, publicUrl: string, linker?: DecisionLinker): Promise<{ to: string; message: ComposedMessage } | { skip: string }> {
  const [user, instance] = await Promise.all([tx.users.get(row.target), tx.instances.get(row.instanceId)]);
  if (!user) return { skip: '收件人不存在' };
  if (!user.email) return { skip: `${user.name}没有邮箱地址` };
  if (!instance) return { skip: '申请不存在' };
  const seen = await flowInstanceView(tx, instance, await instanceView(tx, instance), user.id);
  const label = row.kind === 'digest' ? '待办汇总' : INBOX_KIND_LABELS[row.kind];
  const fields = seen.form.controls
    .map((control) => [control.config.title || control.name, valueText(control, seen.values[control.id])] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .slice(0, MAIL_FIELD_LIMIT);
  const link = instanceLink(publicUrl, instance.id);
  // 同意 / 拒绝 from the mail: only for a task the person holds now, and never where a comment or a signature is
  // required (the confirmation page could not take a signature, and a required comment must not be skipped).
  const taskId = seen.viewer?.taskId;
  const decisions = linker && taskId && DECIDING.has(row.kind)
    ? (['approve', 'reject'] as const).filter((name) => {
      const offered = seen.viewer?.actions.find((a) => a.name === name);
      return offered !== undefined && offered.needs.comment !== 'required' && offered.needs.signature !== true;
    }).map((action) => ({ action, url: linker({ instanceId: instance.id, taskId, userId: user.id, action }) }))
    : [];
  const lines: Array<readonly [string, string]> = [
    ['审批', instance.title], ['类型', instance.modelName], ['申请人', `${instance.applicant.name}（${instance.applicant.department}）`],
    ...(instance.serialNo ? [['审批编号', instance.serialNo] as const] : []), ...fields,
  ];
  const text = [`${user.name}，您好：`, `${label}：${instance.title}`, '', ...lines.map(([k, v]) => `${k}：${v}`), '', `查看：${link}`,
    ...decisions.map((d) => `${DECISION_WORDS[d.action]}：${d.url}`)].join('\n');
  const html = `<p>${escapeHtml(user.name)}，您好：</p><p><strong>${escapeHtml(label)}</strong>：${escapeHtml(instance.title)}</p>`
    + `<table cellpadding="4">${lines.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
    + `<p><a href="${escapeHtml(link)}">在审批流中查看</a>${decisions.map((d) => ` ｜ <a href="${escapeHtml(d.url)}">${DECISION_WORDS[d.action]}</a>`).join('')}</p>`;
  return { to: user.email, message: { subject: `【审批】${label}：${instance.title}`, text, html } };
}

/**
 * A robot's post: the group is no node of the flow, so it carries no field of the form — the event, the title,
 * the applicant and the link.
 */
export async function composeRobotPost(tx: DemoTx, row: DeliveryRow, publicUrl: string): Promise<ComposedMessage | { skip: string }> {
  const instance = await tx.instances.get(row.instanceId);
  if (!instance) return { skip: '申请不存在' };
  const label = row.kind === 'digest' ? '待办汇总' : INBOX_KIND_LABELS[row.kind];
  const subject = `【审批】${label}：${instance.title}`;
  const text = `${subject}\n申请人：${instance.applicant.name}（${instance.applicant.department}）\n查看：${instanceLink(publicUrl, instance.id)}`;
  return { subject, text, html: escapeHtml(text) };
}
