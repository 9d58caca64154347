// The daily digest (issue 40): at DIGEST_HOUR (here 0: due at once) each person with open tasks gets one mail — how
// many wait, the oldest first, overdue ones marked — and once a day only. A flow at 通知强度 10 sends no mail for
// its new tasks: the digest carries them.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startAppServer, type AppServer } from '../../server/node/app-server';
import { createLog } from '../../server/node/log';
import { readSettings } from '../../server/node/settings';
import { DIGEST_SETTING } from '../../server/core/delivery-digest';
import { signIn } from './notify-kit';

const mails: Array<{ to: string; subject: string; text: string }> = [];
const smtp = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      mails.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
      callback();
    }, callback);
  },
});

let app: AppServer;
let dir: string;
beforeAll(async () => {
  await new Promise<void>((done) => { smtp.server.listen(0, '127.0.0.1', done); });
  dir = await mkdtemp(join(tmpdir(), 'notify-digest-'));
  app = await startAppServer(readSettings({
    PORT: '0', DATA_DIR: dir, STATIC_DIR: dir, TIMER_INTERVAL_SECONDS: '3600', DIGEST_HOUR: '0',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  }), { seed: true, log: createLog('error', () => undefined) });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((done) => smtp.close(() => done()));
  await rm(dir, { recursive: true, force: true });
});

const W = '/flow/workflow/';
async function post(cookie: string, path: string, body: unknown) {
  return (await fetch(`${app.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
}
async function sendAll(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await app.deliverNow();
    const pending = await app.store.read(async (tx) => (await tx.deliveries.all()).filter((r) => r.status === 'pending').length);
    if (pending === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('通知强度 10: no mail for the new task; the digest lists it, oldest first, overdue marked, once a day', async () => {
  await sendAll();
  // 周敏 (the leave's first approver) chooses 弱 for 请假 for herself (通知强度 is each person's, issue 38).
  const approver = await signIn(app.url, 'u-hr-head');
  expect((await post(approver, `${W}user_model_notice_mode/set`, { modelId: 'model-leave', noticeMode: 10 })).msg).toBe('ok');
  const values = { leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' };
  const launched = await post(await signIn(app.url, 'u-applicant'), `${W}add_instance`, { modelId: 'model-leave', values });
  const id = launched.data.id as string;
  // Its 超时提醒 fired: the digest marks it.
  await app.store.write(async (tx) => {
    const row = (await tx.instances.get(id))!;
    await tx.instances.put({ ...row, flowState: { ...row.flowState!, reminders: [{ nodeId: 'n-dept-head', userId: 'u-hr-head', at: '2026-12-01T09:00' }] } });
  });
  mails.length = 0;
  await sendAll();
  expect(await app.store.read((tx) => tx.deliveries.find({ index: 'instanceId', equals: [id] }))).toEqual([]);
  expect(mails).toEqual([]);

  // A new day: the digest goes out.
  await app.store.write((tx) => tx.settings.delete(DIGEST_SETTING));
  await sendAll();
  const mine = mails.filter((m) => m.to === 'e1000@yunshan.example');
  expect(mine).toHaveLength(1);
  const open = await app.store.read((tx) => tx.tasks.count({ index: '[userId+status+createdAt]', equals: ['u-hr-head', 'open'] }));
  expect(mine[0]!.subject).toBe(`【审批】待办汇总：您有 ${open} 件待审批`);
  const lines = mine[0]!.text.split('\n').filter((line) => /^\d+\. /.test(line));
  expect(lines).toHaveLength(open);
  // The newest (this launch) is last, and marked overdue.
  expect(lines[lines.length - 1]).toMatch(/^\d+\. 【已超时】张三的.*请假/);
  expect(lines[lines.length - 1]).toContain(`instanceId=${id}`);
  // Everyone with open tasks got one; nobody without.
  expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length);

  mails.length = 0;
  await sendAll();
  expect(mails).toEqual([]);
});
