// Mails and robot posts (issue 40) from the real server: a local SMTP server and a local HTTP receiver stand in for
// the world. A launch mails the first approver; 通知强度 10 and 0 send no mail for new tasks; the applicant hears of
// the outcome whatever the strength; a hidden field never appears; robots carry valid DingTalk / Feishu signatures;
// a failing SMTP server leaves the approval done and the send retried.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startAppServer, type AppServer } from '../../server/node/app-server';
import { createLog } from '../../server/node/log';
import { readSettings } from '../../server/node/settings';
import type { DeliveryRow } from '../../server/core/store/demo-tables';
import { signIn } from './notify-kit';

interface Mail { to: string; subject: string; text: string; html: string }
const mails: Mail[] = [];
let smtpFailing = false;
const smtp = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
  onRcptTo(_address, _session, callback) {
    callback(smtpFailing ? Object.assign(new Error('服务暂不可用'), { responseCode: 451 }) : undefined);
  },
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      mails.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
      callback();
    }, callback);
  },
});

const posts: Array<{ path: string; query: URLSearchParams; body: any }> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
const receiver: Server = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => { text += chunk; });
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://x');
    posts.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(text) });
    res.setHeader('content-type', 'application/json');
    res.end(url.pathname.startsWith('/feishu') ? '{"code":0,"msg":"success"}' : '{"errcode":0,"errmsg":"ok"}');
  });
});

let app: AppServer;
let dir: string;
let receiverUrl: string;
const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) => new Promise<void>((done) => { server.listen(0, '127.0.0.1', done); });

beforeAll(async () => {
  await listen(smtp.server as never);
  await listen(receiver);
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'notify-channels-'));
  const settings = readSettings({
    PORT: '0', DATA_DIR: dir, STATIC_DIR: dir, TIMER_INTERVAL_SECONDS: '3600',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, MAIL_FROM: '审批流 <flow@yunshan.example>',
    PUBLIC_URL: 'https://flow.yunshan.example', DELIVERY_RETRY_SECONDS: '1',
    // The local receiver stands in for the robots: an inside address, so the administrator allows it (issue 38).
    OUTBOUND_ALLOW: '127.0.0.1',
  });
  app = await startAppServer(settings, { seed: true, log: createLog('error', () => undefined) });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((done) => smtp.close(() => done()));
  await new Promise<void>((done) => receiver.close(() => done()));
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => { mails.length = 0; posts.length = 0; smtpFailing = false; });

const W = '/flow/workflow/';
async function call(cookie: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}${path}`, body === undefined ? { headers: { cookie } } : {
    method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return res.json();
}
const leave = { leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事需要处理', leave_phone: '13800138000' };
async function launch(values: Record<string, unknown> = leave): Promise<string> {
  const body = await call(await signIn(app.url, 'u-applicant'), `${W}add_instance`, { modelId: 'model-leave', values });
  expect(body.msg).toBe('ok');
  return body.data.id;
}
async function deliveries(instanceId: string): Promise<DeliveryRow[]> {
  return app.store.read((tx) => tx.deliveries.find({ index: 'instanceId', equals: [instanceId] }));
}
/** Sends until nothing due is left of the instance's (the worker also runs by itself). */
async function settle(instanceId: string): Promise<DeliveryRow[]> {
  for (let i = 0; i < 50; i++) {
    await app.deliverNow();
    const rows = await deliveries(instanceId);
    if (rows.every((r) => r.status !== 'pending')) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return deliveries(instanceId);
}
/** 周敏's own 通知强度 for 请假 (she is its first approver): each person chooses theirs per flow (issue 38). */
async function setMode(mode: 99 | 10 | 0) {
  const body = await call(await signIn(app.url, 'u-hr-head'), `${W}user_model_notice_mode/set`, { modelId: 'model-leave', noticeMode: mode });
  expect(body.msg).toBe('ok');
}

describe('mail', () => {
  it('a launch mails the first approver: Chinese subject, plain and HTML body, the fields, a link on PUBLIC_URL', async () => {
    await setMode(99);
    const id = await launch();
    const rows = await settle(id);
    expect(rows.map((r) => [r.channel, r.target, r.kind, r.status])).toEqual([['email', 'u-hr-head', 'newTask', 'sent']]);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: 'e1000@yunshan.example', subject: expect.stringMatching(/^【审批】新的待办：/) });
    expect(mail!.text).toContain('申请人：张三');
    expect(mail!.text).toContain('家中有事需要处理');
    expect(mail!.text).toContain(`https://flow.yunshan.example/messages?instanceId=${id}`);
    expect(mail!.html).toContain('家中有事需要处理');
  });

  it('a field hidden at the recipient’s node never appears in the mail', async () => {
    await setMode(99);
    await app.store.write(async (tx) => {
      const model = (await tx.models.get('model-leave'))!;
      const design = (await tx.designs.get(['model-leave', model.publishedVersion]))!;
      const hide = (node: any): void => { // eslint-disable-line @typescript-eslint/no-explicit-any
        if (!node || typeof node !== 'object') return;
        if (node.id === 'n-dept-head') node.props = { ...node.props, fieldPerms: { ...(node.props?.fieldPerms ?? {}), leave_phone: 'hidden', leave_reason: 'hidden' } };
        for (const value of Object.values(node)) if (typeof value === 'object') hide(value);
      };
      hide(design.flow);
      await tx.designs.put(design);
    });
    const id = await launch();
    await settle(id);
    const mail = mails.find((m) => m.to === 'e1000@yunshan.example')!;
    expect(mail.text).not.toContain('家中有事需要处理');
    expect(mail.text).not.toContain('13800138000');
    expect(mail.html).not.toContain('13800138000');
  });

  it('通知强度 10 sends no mail for the new task, 0 none at all; the applicant hears of the outcome whatever the strength', async () => {
    await setMode(10);
    const weak = await launch();
    expect(await settle(weak)).toEqual([]);
    await setMode(0);
    const none = await launch();
    expect(await settle(none)).toEqual([]);
    expect(mails).toEqual([]);
    const approver = await signIn(app.url, 'u-hr-head');
    expect((await call(approver, `${W}instance/action`, { instanceId: none, action: 'reject', comment: '不同意' })).msg).toBe('ok');
    const rows = await settle(none);
    expect(rows.map((r) => [r.target, r.kind, r.status])).toEqual([['u-applicant', 'rejected', 'sent']]);
    expect(mails.map((m) => [m.to, m.subject.startsWith('【审批】已拒绝：')])).toEqual([['e1001@yunshan.example', true]]);
    await setMode(99);
  });

  it('a failing SMTP server leaves the approval done; the send is recorded and retried with back-off until it goes', async () => {
    await setMode(99);
    smtpFailing = true;
    const id = await launch();
    await app.deliverNow();
    const [failed] = await deliveries(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    expect(Date.parse(failed!.due)).toBeGreaterThan(Date.now());
    smtpFailing = false;
    const [sent] = await settle(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mails.map((m) => m.to)).toEqual(['e1000@yunshan.example']);
  });
});

describe('robots', () => {
  it('DingTalk, WeCom and Feishu robots of the flow get a post; DingTalk’s and Feishu’s signatures check out', async () => {
    await setMode(99);
    const admin = await signIn(app.url, 'u-ceo');
    const saved = await call(admin, `${W}notify/robots`, { list: [
      { channel: 'dingtalk', name: '钉钉群', url: `${receiverUrl}/dingtalk?access_token=t1`, secret: 'SECd1', modelIds: ['model-leave'] },
      { channel: 'wecom', name: '企业微信群', url: `${receiverUrl}/wecom?key=k1`, deptIds: ['d-admin'] },
      { channel: 'feishu', name: '飞书群', url: `${receiverUrl}/feishu/hook`, secret: 'fs-secret', modelIds: ['model-leave'] },
      { channel: 'feishu', name: '别的流程', url: `${receiverUrl}/feishu/other`, modelIds: ['model-expense'] },
    ] });
    expect(saved.msg).toBe('ok');
    // The secret never goes back to the browser in full.
    expect(JSON.stringify(saved.data)).not.toContain('fs-secret');
    expect(JSON.stringify((await call(admin, `${W}notify/robots`)).data)).not.toContain('SECd1');
    // Someone without the 系统管理员 right is refused.
    expect((await call(await signIn(app.url, 'u-applicant'), `${W}notify/robots`, { list: [] })).code).toBe(403);
    const id = await launch();
    await settle(id);
    expect(posts.map((p) => p.path).sort()).toEqual(['/dingtalk', '/feishu/hook', '/wecom']);
    const ding = posts.find((p) => p.path === '/dingtalk')!;
    const timestamp = ding.query.get('timestamp')!;
    expect(ding.query.get('sign')).toBe(createHmac('sha256', 'SECd1').update(`${timestamp}\nSECd1`).digest('base64'));
    expect(ding.body).toMatchObject({ msgtype: 'text', text: { content: expect.stringContaining('新的待办') } });
    const feishu = posts.find((p) => p.path === '/feishu/hook')!;
    expect(feishu.body.sign).toBe(createHmac('sha256', `${feishu.body.timestamp}\nfs-secret`).update('').digest('base64'));
    expect(feishu.body).toMatchObject({ msg_type: 'text', content: { text: expect.stringContaining('申请人：张三') } });
    // A group is no node of the flow: no field of the form goes there.
    expect(JSON.stringify(posts)).not.toContain('家中有事需要处理');
    const wecom = posts.find((p) => p.path === '/wecom')!;
    expect(wecom.body).toMatchObject({ msgtype: 'text' });
    // Every send is recorded, readable by an administrator.
    const record = await call(admin, `${W}notify/deliveries?instanceId=${id}`);
    expect(record.data.list.map((r: DeliveryRow) => [r.channel, r.status]).sort()).toEqual([['dingtalk', 'sent'], ['email', 'sent'], ['feishu', 'sent'], ['wecom', 'sent']]);
    await call(admin, `${W}notify/robots`, { list: [] });
  });
});

describe('one-click decisions from a mail', () => {
  /** The 同意 / 拒绝 links of the latest new-task mail to `to`, pointed at this server. */
  const linksOf = (to: string) => {
    const mail = [...mails].reverse().find((m) => m.to === to && m.subject.includes('新的待办'))!;
    const link = (word: string) => mail.text.match(new RegExp(`${word}：(\\S+)`))?.[1]?.replace('https://flow.yunshan.example', app.url);
    return { approve: link('同意'), reject: link('拒绝') };
  };
  const open = async (url: string) => { const res = await fetch(url); return { status: res.status, text: await res.text() }; };
  const confirm = async (url: string, comment = '') => {
    const token = new URL(url).searchParams.get('token')!;
    const res = await fetch(`${app.url}/mail-action`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, comment }).toString() });
    return { status: res.status, text: await res.text() };
  };
  const historyOf = async (id: string) => (await app.store.read((tx) => tx.instances.get(id)))!.flowState!.history.map((h) => `${h.action}:${h.userId ?? ''}`);

  it('opening shows a confirmation and decides nothing; confirming decides once under a double click; the link is then used; no 拒绝 link where a reason is required', async () => {
    await setMode(99);
    const id = await launch();
    await settle(id);
    const { approve, reject } = linksOf('e1000@yunshan.example');
    expect(approve).toMatch(/\/mail-action\?token=/);
    // The leave flow requires a reason to reject: no one-click 拒绝.
    expect(reject).toBeUndefined();
    const shown = await open(approve!);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('确认同意');
    expect(shown.text).toContain('张三');
    expect(await historyOf(id)).toEqual(['submit:u-applicant']);
    // A double click: two posts at once.
    const both = await Promise.all([confirm(approve!, '同意，邮件里批的'), confirm(approve!)]);
    expect(both.map((r) => r.text.includes('已同意')).filter(Boolean)).toHaveLength(1);
    expect(both.find((r) => !r.text.includes('已同意'))!.text).toContain('该链接已经用过');
    expect((await historyOf(id)).filter((h) => h === 'approve:u-hr-head')).toHaveLength(1);
    // Opened again, or confirmed again: nothing changes, and the page says why.
    expect((await open(approve!)).text).toContain('该链接已经用过');
    expect(await confirm(approve!)).toMatchObject({ status: 410, text: expect.stringContaining('该链接已经用过') });
    expect((await historyOf(id)).filter((h) => h === 'approve:u-hr-head')).toHaveLength(1);
  });

  it('a forged, an expired or a transferred task’s link changes nothing and says why', async () => {
    await setMode(99);
    const id = await launch();
    await settle(id);
    const { approve } = linksOf('e1000@yunshan.example');
    const forged = approve!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await open(forged)).toMatchObject({ status: 400, text: expect.stringContaining('链接无效') });
    const { issueMailAction, mailActionSecret } = await import('../../server/node/mail-action-tokens');
    const task = (await app.store.read((tx) => tx.instances.get(id)))!.flowState!.tasks.find((t) => t.userId === 'u-hr-head')!;
    const expired = issueMailAction(await mailActionSecret(app.store), { instanceId: id, taskId: task.id, userId: 'u-hr-head', action: 'approve', expires: Date.now() - 1000 });
    expect(await confirm(`${app.url}/mail-action?token=${encodeURIComponent(expired)}`)).toMatchObject({ status: 410, text: expect.stringContaining('链接已过期') });
    // 周敏 hands the task to 黄婷: 周敏's link no longer decides anything.
    expect((await call(await signIn(app.url, 'u-hr-head'), `${W}instance/action`, { instanceId: id, action: 'transfer', to: 'u-hr-2' })).msg).toBe('ok');
    expect(await confirm(approve!)).toMatchObject({ status: 410, text: expect.stringContaining('该待办已处理、已转交或已结束') });
    expect((await historyOf(id)).filter((h) => h.startsWith('approve'))).toEqual([]);
  });
});

describe('通知设置', () => {
  it('mail off: no mail; a quiet time: the mail waits until it ends; a bad quiet time is refused', async () => {
    await setMode(99);
    const me = await signIn(app.url, 'u-hr-head');
    expect((await call(me, `${W}notify/my_settings`, { email: false })).msg).toBe('ok');
    const off = await launch();
    expect(await settle(off)).toEqual([]);
    const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    const from = new Date(Date.now() - 3_600_000);
    const to = new Date(Date.now() + 3_600_000);
    expect((await call(me, `${W}notify/my_settings`, { email: true, quiet: { from: hhmm(from), to: hhmm(to) } })).msg).toBe('ok');
    expect((await call(me, `${W}notify/my_settings`)).data).toEqual({ email: true, quiet: { from: hhmm(from), to: hhmm(to) } });
    const quiet = await launch();
    await app.deliverNow();
    const [held] = await deliveries(quiet);
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(hhmm(new Date(held!.due))).toBe(hhmm(to));
    expect(mails.filter((m) => m.to === 'e1000@yunshan.example')).toEqual([]);
    expect((await call(me, `${W}notify/my_settings`, { email: true, quiet: { from: '25:00', to: '08:00' } })).msg).toBe('免打扰时段无效：应为两个不同的时刻（HH:mm）');
    expect((await call(me, `${W}notify/my_settings`, { email: true })).msg).toBe('ok');
    await app.store.write(async (tx) => tx.deliveries.put({ ...held!, due: new Date().toISOString() }));
  });
});
