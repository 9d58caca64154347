// Issue 38, finding 3: an Idempotency-Key replays only its own caller's answer. 孙七 sent the key 周敏 had used
// to approve 张三's leave and got 200 with 张三's instance, hidden 请假事由 included. Keys are now kept per
// (caller, key), expire after 24 h, and a replay is checked again against the caller's current rights.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
const SECRET = '机密：家中急事';
const leave = { leave_type: 1, leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: SECRET, leave_phone: '13800138000' };

async function approvedWithKey(key: string) {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const id = (await b.launch('model-leave', leave)).body.data.id as string;
  const approver = (await b.instance(id)).currentNodes[0].userIds[0] as string;
  expect(approver).toBe('u-hr-head');
  await b.as(approver);
  const first = await b.post(`${W}instance/action`, { instanceId: id, action: 'approve' }, { 'idempotency-key': key });
  expect(first.status).toBe(200);
  return { b, id, first };
}

test('another person\'s key does not replay their answer: 孙七 gets his own refusal, never 张三\'s instance', async () => {
  const { b, id } = await approvedWithKey('approve-zhangsan-leave');
  await b.as('u-sunqi');
  expect((await b.get(`${W}get_instance?id=${id}`)).status).toBe(403);
  const replay = await b.post(`${W}instance/action`, { instanceId: id, action: 'approve' }, { 'idempotency-key': 'approve-zhangsan-leave' });
  expect(replay.status).not.toBe(200);
  expect(JSON.stringify(replay.body)).not.toContain(SECRET);
  // 周敏's own retry is still the same answer, nothing done twice.
  await b.as('u-hr-head');
  const retry = await b.post(`${W}instance/action`, { instanceId: id, action: 'approve' }, { 'idempotency-key': 'approve-zhangsan-leave' });
  expect(retry.status).toBe(200);
  expect((await b.instance(id)).history.filter((h: { action: string }) => h.action === 'approve')).toHaveLength(1);
});

/** Takes away everything that lets `userId` see instance `id`: her tasks, her history, the flow's admin setting and grant. */
async function forget(b: Awaited<ReturnType<typeof approvalBackend>>, id: string, userId: string) {
  await b.store.write(async (tx) => {
    const row = (await tx.instances.get(id))!;
    const state = row.flowState!;
    await tx.instances.put({ ...row, flowState: { ...state, tasks: state.tasks.filter((t) => t.userId !== userId), history: state.history.filter((h) => h.userId !== userId) } });
    for (const task of await tx.tasks.find({ index: 'instanceId', equals: [id] })) if (task.userId === userId) await tx.tasks.delete(task.id);
    for (const setting of await tx.settings.all()) {
      if (!Array.isArray(setting.value)) continue;
      const grants = (setting.value as Array<{ userIds?: string[] }>).map((g) => (Array.isArray(g?.userIds) ? { ...g, userIds: g.userIds.filter((u) => u !== userId) } : g));
      await tx.settings.put({ ...setting, value: grants });
    }
    for (const design of await tx.designs.all()) {
      if (design.modelId !== row.modelId) continue;
      const flow = design.flow as unknown as { settings?: { admins?: string[] } };
      await tx.designs.put({ ...design, flow: { ...design.flow, settings: { ...flow.settings, admins: [] } } as typeof design.flow });
    }
  });
}

test('a replay is checked again against the caller\'s current rights', async () => {
  const { b, id } = await approvedWithKey('k-rights');
  await forget(b, id, 'u-hr-head');
  expect((await b.get(`${W}get_instance?id=${id}`)).status).toBe(403);
  const replay = await b.post(`${W}instance/action`, { instanceId: id, action: 'approve' }, { 'idempotency-key': 'k-rights' });
  expect(replay.status).toBe(403);
  expect(JSON.stringify(replay.body)).not.toContain(SECRET);
});

test('a key expires after 24 hours', async () => {
  const b = await approvalBackend();
  await b.as('u-applicant');
  const first = await b.post(`${W}add_instance`, { modelId: 'model-leave', values: leave }, { 'idempotency-key': 'k-launch' });
  const again = await b.post(`${W}add_instance`, { modelId: 'model-leave', values: leave }, { 'idempotency-key': 'k-launch' });
  expect(again.body.data.id).toBe(first.body.data.id);
  const old = new Date(Date.now() - 25 * 3600_000).toISOString();
  await b.store.write(async (tx) => { for (const row of await tx.idempotency.all()) await tx.idempotency.put({ ...row, at: old }); });
  const later = await b.post(`${W}add_instance`, { modelId: 'model-leave', values: leave }, { 'idempotency-key': 'k-launch' });
  expect(later.status).toBe(200);
  expect(later.body.data.id).not.toBe(first.body.data.id);
});
