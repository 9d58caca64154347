import type { DemoTx } from './store/demo-db';

/**
 * 通知设置 (issue 40): what each person wants beyond the 消息中心 — mail on or off, and a quiet time (local
 * HH:mm–HH:mm, may pass midnight) during which their mails wait until it ends. Kept in a settings row per person.
 */
export interface NotifyPreferences {
  readonly email: boolean;
  readonly quiet?: { readonly from: string; readonly to: string };
}

export const DEFAULT_PREFERENCES: NotifyPreferences = { email: true };
const keyOf = (userId: string) => `notifyPrefs:${userId}`;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The preferences as sent, checked; a sentence when they are not valid. */
export function preferencesOf(value: unknown): NotifyPreferences | string {
  const v = value as Partial<NotifyPreferences> | null;
  if (!v || typeof v !== 'object' || typeof v.email !== 'boolean') return '请说明是否接收邮件通知';
  if (v.quiet === undefined || v.quiet === null) return { email: v.email };
  if (typeof v.quiet !== 'object' || !HHMM.test(String(v.quiet.from)) || !HHMM.test(String(v.quiet.to)) || v.quiet.from === v.quiet.to) {
    return '免打扰时段无效：应为两个不同的时刻（HH:mm）';
  }
  return { email: v.email, quiet: { from: v.quiet.from, to: v.quiet.to } };
}

export async function preferencesIn(tx: DemoTx, userId: string): Promise<NotifyPreferences> {
  const found = preferencesOf((await tx.settings.get(keyOf(userId)))?.value);
  return typeof found === 'string' ? DEFAULT_PREFERENCES : found;
}

export async function savePreferences(tx: DemoTx, userId: string, preferences: NotifyPreferences): Promise<void> {
  await tx.settings.put({ key: keyOf(userId), value: preferences });
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** When a mail planned at `at` may go: at once, or at the end of the person's quiet time (local time). */
export function sendableAt(preferences: NotifyPreferences, at: Date): Date {
  if (!preferences.quiet) return at;
  const from = minutesOf(preferences.quiet.from);
  const to = minutesOf(preferences.quiet.to);
  const now = at.getHours() * 60 + at.getMinutes();
  const inside = from < to ? now >= from && now < to : now >= from || now < to;
  if (!inside) return at;
  const end = new Date(at);
  end.setHours(Math.floor(to / 60), to % 60, 0, 0);
  if (end <= at) end.setDate(end.getDate() + 1);
  return end;
}
