import { composeMail, composeRobotPost, type ComposedMessage, type DecisionLinker } from '../core/delivery-messages';
import { EMAIL_SETTING, robotsIn } from '../core/delivery-plan';
import { composeDigest, planDigest } from '../core/delivery-digest';
import type { DemoStore } from '../core/store/demo-store';
import type { DeliveryChannel, DeliveryRow } from '../core/store/demo-tables';
import type { DeliveryChannelAdapter, DeliveryTarget } from './channels/delivery-channel';
import { RobotWebhookChannel } from './channels/robot-webhook-channel';
import { SmtpMailChannel } from './channels/smtp-mail-channel';
import type { Log } from './log';
import type { NotifySettings } from './notify-settings';

/** How many sends one round takes. */
const BATCH = 20;
/** A claimed send not finished within this time is taken again (its process died). */
const LEASE_MS = 5 * 60_000;
/** Looks for due sends (retries) this often; a change pokes it at once. */
const POLL_MS = 2_000;

export interface DeliveryWorker {
  /** Look now (a change planned sends). */
  poke(): void;
  /** One round, awaited (tests). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** The retry delay after `attempts` failed tries: base, 2×base, 4×base … at most a day. */
export const retryDelayMs = (attempts: number, baseMs: number): number => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 86_400_000);

/**
 * Sends what the changes planned (deliveries rows), after their commit and outside any request: takes due sends
 * (a write that moves their due time to a lease, so two processes never send one twice), composes each for its
 * recipient, hands it to its channel, and records the outcome — sent, or retried with back-off, or failed after
 * DELIVERY_MAX_ATTEMPTS. A channel that fails never touches an approval.
 */
export function startDeliveryWorker(store: DemoStore, adapters: readonly DeliveryChannelAdapter[], settings: NotifySettings, log: Log, linker?: DecisionLinker): DeliveryWorker {
  const byChannel = new Map<DeliveryChannel, DeliveryChannelAdapter>(adapters.map((a) => [a.channel, a]));
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const claim = () => store.write(async (tx) => {
    const now = new Date();
    const rows = await tx.deliveries.find({ index: '[status+due]', equals: ['pending'], to: now.toISOString(), limit: BATCH });
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    const claimed = rows.map((row) => ({ ...row, attempts: row.attempts + 1, due: lease }));
    if (claimed.length > 0) await tx.deliveries.putMany(claimed);
    return claimed;
  });

  const compose = (row: DeliveryRow) => store.read(async (tx): Promise<{ target: DeliveryTarget; message: ComposedMessage } | { skip: string }> => {
    if (row.channel === 'email') {
      const mail = row.kind === 'digest' ? await composeDigest(tx, row, settings.publicUrl) : await composeMail(tx, row, settings.publicUrl, linker);
      return 'skip' in mail ? mail : { target: { email: mail.to }, message: mail.message };
    }
    const robot = (await robotsIn(tx)).find((r) => r.id === row.target);
    if (!robot) return { skip: '机器人已被删除' };
    const post = await composeRobotPost(tx, row, settings.publicUrl);
    return 'skip' in post ? post : { target: { robot }, message: post };
  });

  const record = (row: DeliveryRow, outcome: { sent: true } | { error: string; final?: boolean }) => store.write(async (tx) => {
    const now = new Date();
    const current = await tx.deliveries.get(row.id);
    if (!current) return;
    if ('sent' in outcome) return tx.deliveries.put({ ...current, status: 'sent', sentAt: now.toISOString(), due: now.toISOString() });
    const giveUp = outcome.final === true || current.attempts >= settings.maxAttempts;
    const due = giveUp ? now.toISOString() : new Date(now.getTime() + retryDelayMs(current.attempts, settings.retryBaseMs)).toISOString();
    return tx.deliveries.put({ ...current, status: giveUp ? 'failed' : 'pending', due, lastError: outcome.error.slice(0, 500) });
  });

  const sendOne = async (row: DeliveryRow) => {
    const adapter = byChannel.get(row.channel);
    if (!adapter) return record(row, { error: `没有配置${row.channel}通道`, final: true });
    try {
      const composed = await compose(row);
      if ('skip' in composed) return await record(row, { error: composed.skip, final: true });
      await adapter.send(composed.target, composed.message);
      await record(row, { sent: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log('warn', '通知发送失败，稍后重试', { channel: row.channel, delivery: row.id, attempts: row.attempts, error: message });
      await record(row, { error: message }).catch(() => undefined);
    }
  };

  /** The day's digest, once its hour (local time) has come. */
  const digest = async () => {
    if (settings.digestHour === undefined) return;
    const now = new Date();
    if (now.getHours() < settings.digestHour) return;
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const planned = await store.write((tx) => planDigest(tx, day, now.toISOString()));
    if (planned.length > 0) log('info', '已安排每日待办汇总', { mails: planned.length });
  };

  const round = async (): Promise<number> => {
    await digest();
    let total = 0;
    for (;;) {
      const claimed = await claim();
      for (const row of claimed) await sendOne(row);
      total += claimed.length;
      if (claimed.length < BATCH || stopped) return total;
    }
  };

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = round().catch((error: Error) => { log('error', '通知发送轮次失败', { error: error.message }); return 0; }).finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce();
      }
    });
    return running;
  };

  const timer = setInterval(() => { void runOnce(); }, POLL_MS);
  timer.unref();
  return {
    poke: () => { if (!stopped) void runOnce(); },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The ways out as the server starts them: mail when SMTP_URL is set (the settings row tells the planning that mail
 * is on), the three robots always (they post only where an administrator set one up; through the store's outbound
 * adapter, so the outbound check of issue 38 holds for them). The store's notifier pokes
 * the worker after each change.
 */
export async function startDeliveries(store: DemoStore, settings: NotifySettings, log: Log, linker?: DecisionLinker): Promise<DeliveryWorker> {
  const mail = settings.smtpUrl ? new SmtpMailChannel(settings.smtpUrl, settings.mailFrom) : undefined;
  await store.write((tx) => tx.settings.put({ key: EMAIL_SETTING, value: mail !== undefined }));
  const adapters: DeliveryChannelAdapter[] = [
    ...(mail ? [mail] : []),
    new RobotWebhookChannel('dingtalk', store.outbound), new RobotWebhookChannel('wecom', store.outbound), new RobotWebhookChannel('feishu', store.outbound),
  ];
  const worker = startDeliveryWorker(store, adapters, settings, log, linker);
  const inner = store.notifier;
  store.notifier = {
    publish: (changes) => { inner.publish(changes); worker.poke(); },
    inboxRead: (userId) => inner.inboxRead?.(userId),
  };
  return {
    ...worker,
    async stop() {
      await worker.stop();
      mail?.close();
    },
  };
}
