// Issue 37: two server processes on one PostgreSQL. Two approvers of one 或签 task approving at the same moment
// through different processes give exactly one decision (50 rounds); a due 延时 fires once although both
// processes' schedulers look for it.
import type { ModelDesign } from '../../application/ports/flow-model-api';
import type { Flow } from '../../domain/flow';
import { MemoryBlobs } from '../../server/stores/file-blobs';
import { DemoStore } from '../../server/core/store/demo-store';
import { createSeedTables } from '../../adapters/demo/seed/seed-state';
import { openSqlDb, type OpenedSqlDb } from '../../server/stores/sql/open-sql-db';
import { TEST_DATABASE_URL, freshPostgresLocation, requirePostgresInCi } from '../support/sql-test-db';
import { ServerClient, W, leaveValues, startServerProcess, tempDataDir, type ServerProcess } from './server-process';

requirePostgresInCi();

const ROUNDS = 50;

if (TEST_DATABASE_URL) describe('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let direct: OpenedSqlDb;
  let store: DemoStore;

  beforeAll(async () => {
    const location = await freshPostgresLocation() as { url: string };
    const env = { DATABASE_URL: location.url, TIMER_INTERVAL_SECONDS: '1' };
    // The first migrates and seeds; the second finds it done.
    a = await startServerProcess({ ...env, DATA_DIR: tempDataDir() });
    b = await startServerProcess({ ...env, DATA_DIR: tempDataDir() });
    direct = await openSqlDb(location, new MemoryBlobs());
    // Changes go through the Store, as the server's own do (it keeps derived fields, such as an instance's due time).
    store = await DemoStore.open(direct.store, createSeedTables);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await direct?.store.closed();
  });

  it(`${ROUNDS} rounds: the two holders of a 或签 task approve at once through different processes — one decision each time`, async () => {
    const admin = await new ServerClient(() => a.url).signInAs('u-ceo');
    const roles = (await admin.get(`${W}assignee_role/list`)).body.data.list as Array<{ id: string; name: string; description: string }>;
    const hr = roles.find((role) => role.id === 'role-hr')!;
    // 人事专员 becomes two people: the leave flow's 人事专员 node is 或签 among them.
    expect((await admin.post(`${W}assignee_role/update`, { ...hr, userIds: ['u-hr-1', 'u-admin-1'] })).body.msg).toBe('ok');

    const zhangsan = await new ServerClient(() => a.url).signInAs('u-applicant');
    const zhoumin = await new ServerClient(() => b.url).signInAs('u-hr-head');
    const first = await new ServerClient(() => a.url).signInAs('u-hr-1');
    const second = await new ServerClient(() => b.url).signInAs('u-admin-1');
    const ids: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const launched = await zhangsan.post(`${W}add_instance`, { modelId: 'model-leave', values: leaveValues(5) });
      expect(launched.body.msg).toBe('ok');
      ids.push(launched.body.data.id);
      expect((await zhoumin.post(`${W}instance/action`, { instanceId: launched.body.data.id, action: 'approve' })).body.msg).toBe('ok');
    }
    for (const id of ids) {
      const answers = await Promise.all([
        first.post(`${W}instance/action`, { instanceId: id, action: 'approve', comment: '甲' }),
        second.post(`${W}instance/action`, { instanceId: id, action: 'approve', comment: '乙' }),
      ]);
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
      const instance = (await zhangsan.get(`${W}get_instance?id=${id}`)).body.data;
      expect(instance.status).toBe('approved');
      const decisions = instance.history.filter((h: { action: string; comment?: string }) => h.action === 'approve' && (h.comment === '甲' || h.comment === '乙'));
      expect(decisions).toHaveLength(1);
    }
  });

  it('20 rounds: one person\'s launch sent twice at once with one Idempotency-Key, through different processes — one instance each time', async () => {
    // A launch writes at REPEATABLE READ (only writes of one record conflict): the key's record is that record.
    const viaA = await new ServerClient(() => a.url).signInAs('u-applicant');
    const viaB = await new ServerClient(() => b.url).signInAs('u-applicant');
    const count = () => store.read((tx) => tx.instances.count({ index: '[applicantId+createdAt]', equals: ['u-applicant'] }));
    const before = await count();
    for (let round = 0; round < 20; round++) {
      const key = `double-submit-${round}-${Date.now()}`;
      const answers = await Promise.all([viaA, viaB].map((client) => client.post(`${W}add_instance`, { modelId: 'model-leave', values: leaveValues(2) }, key)));
      expect(answers.map((answer) => answer.body.code)).toEqual([0, 0]);
      expect(answers[0]!.body.data.id).toBe(answers[1]!.body.data.id);
    }
    expect(await count()).toBe(before + 20);
  });

  it('a due 延时 fires once, though both processes\' schedulers look every second', async () => {
    // The published leave flow waits 30 minutes first (as an administrator's design would).
    await store.write(async (tx) => {
      const model = await tx.models.get('model-leave');
      const design = await tx.designs.get(['model-leave', model!.publishedVersion!]) as ModelDesign;
      const flow = structuredClone(design.flow) as unknown as Flow;
      flow.root.next = { id: 'n-wait', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 30 } }, next: flow.root.next } as Flow['root']['next'];
      await tx.designs.put({ ...design, flow: flow as never });
    });
    const zhangsan = await new ServerClient(() => a.url).signInAs('u-applicant');
    const launched = await zhangsan.post(`${W}add_instance`, { modelId: 'model-leave', values: leaveValues(5) });
    const id = launched.body.data.id as string;
    expect((await zhangsan.get(`${W}get_instance?id=${id}`)).body.data.currentNodes[0].nodeId).toBe('n-wait');
    // Time passes: the timer is due now.
    await store.write(async (tx) => {
      const row = await tx.instances.get(id);
      for (const timer of row!.flowState!.timers ?? []) timer.due = '2020-01-01T00:00:00';
      await tx.instances.put(row!);
    });
    let nodes: Array<{ nodeId: string }> = [];
    for (let tries = 0; tries < 60 && nodes[0]?.nodeId !== 'n-dept-head'; tries++) {
      await new Promise((r) => setTimeout(r, 500));
      nodes = (await zhangsan.get(`${W}get_instance?id=${id}`)).body.data.currentNodes;
    }
    expect(nodes.map((n) => n.nodeId)).toEqual(['n-dept-head']);
    // Both schedulers have looked again since.
    await new Promise((r) => setTimeout(r, 2500));
    const tasks = await direct.store.read((tx) => tx.tasks.find({ index: 'instanceId', equals: [id] }));
    expect(tasks.filter((task) => task.nodeId === 'n-dept-head')).toHaveLength(1);
    const state = await direct.store.read(async (tx) => (await tx.instances.get(id))!.flowState!);
    expect(state.tasks.filter((task) => task.nodeId === 'n-dept-head')).toHaveLength(1);
  });
});

if (!TEST_DATABASE_URL) test('two server processes need TEST_DATABASE_URL (CI starts PostgreSQL)', () => expect(process.env['CI']).not.toBe('true'));
