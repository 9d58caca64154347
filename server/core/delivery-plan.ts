import type { NoticeMode } from '../../application/ports/flow-model-api';
import type { DemoNotice } from './demo-notices';
import { preferencesIn, sendableAt } from './notify-preferences';
import { flowNoticeMode, noticeModeOf } from './notice-modes';
import type { DemoTx } from './store/demo-db';
import type { DeliveryRow, InboxKind, RobotSetting } from './store/demo-tables';

/**
 * Which mails and robot posts a change makes (issue 40), planned in the change's transaction beside its stored
 * notices; the server's delivery worker sends them afterwards, so a slow or failing channel never holds up or
 * fails an approval. The flow's 通知强度 decides (spec 4 "Notification mode"):
 * - 99 常规: every notice, at once;
 * - 10 弱: no mail or robot post for the flow's new tasks — the daily digest carries them;
 * - 0 无: in-app only.
 * The applicant hears of the outcome (已通过 / 已拒绝 / 被退回) whatever the strength.
 */

/** settings rows: mail on (the server has SMTP_URL) and the robots an administrator set up. */
export const EMAIL_SETTING = 'notifyEmail';
export const ROBOTS_SETTING = 'notifyRobots';

/** The applicant's outcomes: told whatever the strength. */
const OUTCOMES: ReadonlySet<InboxKind> = new Set(['approved', 'rejected', 'returned']);

/** Whether the flow's strength lets this notice out of the app. */
export function leavesTheApp(kind: InboxKind, mode: NoticeMode): boolean {
  if (OUTCOMES.has(kind)) return true;
  if (mode === 0) return false;
  return !(mode === 10 && kind === 'newTask');
}

export async function robotsIn(tx: DemoTx): Promise<RobotSetting[]> {
  const value = (await tx.settings.get(ROBOTS_SETTING))?.value;
  return Array.isArray(value) ? value as RobotSetting[] : [];
}

export async function emailEnabled(tx: DemoTx): Promise<boolean> {
  return (await tx.settings.get(EMAIL_SETTING))?.value === true;
}

let sequence = 0;
/** Eight random characters (randomUUID needs a secure context; a demo opened over plain http has none). */
const randomPart = (): string => (globalThis.crypto?.randomUUID?.() ?? Math.random().toString(16).slice(2).padEnd(8, '0')).slice(0, 8);
const idOf = (at: string): string => `dlv-${at}-${(sequence++ % 1e6).toString().padStart(6, '0')}-${randomPart()}`;

/** The sends of the notices (each with its kept kind), written in `tx`. */
export async function planDeliveries(tx: DemoTx, notices: ReadonlyArray<{ notice: DemoNotice; kind: InboxKind }>, at: string): Promise<DeliveryRow[]> {
  if (notices.length === 0) return [];
  const [mail, robots] = await Promise.all([emailEnabled(tx), robotsIn(tx)]);
  if (!mail && robots.length === 0) return [];
  const rows: DeliveryRow[] = [];
  const posted = new Set<string>();
  for (const { notice, kind } of notices) {
    const instance = await tx.instances.get(notice.instanceId);
    if (!instance) continue;
    const base = { kind, instanceId: notice.instanceId, title: notice.title, createdAt: at, status: 'pending' as const, due: at, attempts: 0 };
    // Each person's 通知设置: mail off, or held until their quiet time ends.
    if (mail) {
      for (const userId of new Set(notice.userIds)) {
        // Each person's own 通知强度 for the flow decides their mails.
        if (!leavesTheApp(kind, await noticeModeOf(tx, userId, instance.modelId))) continue;
        const preferences = await preferencesIn(tx, userId);
        if (preferences.email) rows.push({ id: idOf(at), channel: 'email', target: userId, ...base, due: sendableAt(preferences, new Date(at)).toISOString() });
      }
    }
    const applicant = await tx.users.get(instance.applicantId);
    const depts = new Set(applicant?.deptIds ?? (applicant ? [applicant.departmentId] : []));
    const robotsMay = leavesTheApp(kind, await flowNoticeMode(tx, instance.modelId));
    for (const robot of robotsMay ? robots : []) {
      const concerned = (robot.modelIds ?? []).includes(instance.modelId) || (robot.deptIds ?? []).some((d) => depts.has(d));
      const key = `${robot.id}|${notice.instanceId}|${kind}`;
      if (!concerned || posted.has(key)) continue;
      posted.add(key);
      rows.push({ id: idOf(at), channel: robot.channel, target: robot.id, ...base });
    }
  }
  if (rows.length > 0) await tx.deliveries.putMany(rows);
  return rows;
}
