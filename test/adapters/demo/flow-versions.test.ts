// Flow versions in the demo backend (issue 29): 版本记录, 回滚, 迁移 with its dry run, and the safety rules.
import { VersionMessages } from '../../../server/http/version-handlers';
import { DemoFlowMessages } from '../../../server/http/flow-handlers';
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

const W = '/flow/workflow/';
const V = `${W}version/`;
const leave = (phone?: string) => ({ leave_type: 1, leave_days: 5, leave_range: leaveRange(5), leave_reason: '家中有事', ...(phone ? { leave_phone: phone } : {}) });
type Backend = Awaited<ReturnType<typeof approvalBackend>>;

/** The newest design of the leave flow, saved with `edit` applied and published with `note`; resolves the version. */
async function publishEdited(b: Backend, note: string, edit: (design: any) => void = () => undefined): Promise<number> {
  const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
  edit(design);
  const saved = await b.post(`${W}save_model_design`, design);
  expect(saved.status).toBe(200);
  const applied = await b.post(`${W}apply`, { modelId: 'model-leave', version: saved.body.data.version, note });
  expect(applied.status).toBe(200);
  return applied.body.data.publishedVersion;
}

/** The change of the browser spec: 部门负责人 removed, 人事专员 becomes 会签, 紧急联系电话 required. */
function changeLeave(design: any): void {
  const long = design.flow.root.next.branches[0];
  long.next = { ...long.next.next };
  long.next.props = { ...long.next.props, mode: 'and' };
  const phone = design.form.controls.find((c: { id: string }) => c.id === 'leave_phone');
  phone.config = { ...phone.config, required: true };
}

async function threeInstancesThenChange(b: Backend) {
  await b.as('u-ceo');
  const v1 = await publishEdited(b, '首次发布');
  await b.as('u-applicant');
  const ids: string[] = [];
  for (const phone of ['13800138000', '13900139000', undefined]) ids.push((await b.launch('model-leave', leave(phone))).body.data.id);
  await b.as('u-ceo');
  const v2 = await publishEdited(b, '去掉部门负责人，人事会签', changeLeave);
  return { v1, v2, ids };
}

test('版本记录 lists each published version with who published it, when, its note and its running / finished instances; the current one is marked', async () => {
  const b = await approvalBackend();
  const { v1, v2 } = await threeInstancesThenChange(b);
  const versions = (await b.get(`${V}list?modelId=model-leave`)).body.data.versions;
  expect(versions[0]).toMatchObject({ version: v2, publishedBy: 'u-ceo', note: '去掉部门负责人，人事会签', running: 0, current: true });
  expect(versions[0].publishedByName).not.toBe('');
  expect(versions.find((v: { version: number }) => v.version === v1)).toMatchObject({ note: '首次发布', running: 3, current: false });
});

test('迁移: the dry run names the instance an empty now-required field blocks, changes nothing; the move takes the others to the new approver, in history and 操作日志', async () => {
  const b = await approvalBackend();
  const { v1, v2, ids } = await threeInstancesThenChange(b);
  const request = { modelId: 'model-leave', toVersion: v2, instanceIds: ids, map: { 'n-dept-head': 'n-hr' } };
  const dry = (await b.post(`${V}migrate`, { ...request, dryRun: true })).body.data.outcomes;
  expect(dry.map((o: { ok: boolean }) => o.ok)).toEqual([true, true, false]);
  expect(dry[2].reasons).toEqual([expect.stringContaining('表单「紧急联系电话」')]);
  expect(dry[0].standing).toEqual([expect.objectContaining({ nodeId: 'n-hr', nodeName: '人事专员', reassigned: true })]);
  expect((await b.instance(ids[0])).currentNodes[0].nodeName).toBe('部门负责人');

  const moved = (await b.post(`${V}migrate`, { ...request, dryRun: false })).body.data.outcomes;
  expect(moved.map((o: { ok: boolean }) => o.ok)).toEqual([true, true, false]);
  const first = await b.instance(ids[0]);
  expect(first.currentNodes[0].nodeName).toBe('人事专员');
  expect(first.history.at(-1)).toMatchObject({ action: 'migrate', userId: 'u-ceo', fromVersion: v1, toVersion: v2 });
  expect((await b.instance(ids[2])).currentNodes[0].nodeName).toBe('部门负责人');
  const logs = (await b.get(`${W}operation_log/list?page=1&pageSize=50`)).body.data.list;
  expect(logs.filter((l: { action: string }) => l.action === 'migrate_instance')).toHaveLength(2);

  // The new approver decides on the new version (会签: each of the role's people).
  const approverId = first.currentApproverIds[0];
  await b.as(approverId);
  expect(await b.todo()).toEqual(expect.arrayContaining([ids[0], ids[1]]));
  expect((await b.act(ids[0], 'approve')).status).toBe(200);
  await b.as('u-ceo');
  const counts = (await b.get(`${V}list?modelId=model-leave`)).body.data.versions;
  const onV2 = counts.find((v: { version: number }) => v.version === v2);
  expect(onV2.running + onV2.finished).toBe(2);
});

test('回滚 publishes an older version again as a new version (the history stays linear); a stale page is refused and says so', async () => {
  const b = await approvalBackend();
  const { v1, v2 } = await threeInstancesThenChange(b);
  // baseVersion: the newest design revision the page saw (a draft's, not a version number).
  const latest = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data.version;
  const stale = await b.post(`${V}rollback`, { modelId: 'model-leave', version: v1, baseVersion: latest - 1 });
  expect(stale).toMatchObject({ status: 409, body: { msg: VersionMessages.rollbackStale } });
  const rolled = await b.post(`${V}rollback`, { modelId: 'model-leave', version: v1, baseVersion: latest });
  expect(rolled.body.data.publishedVersion).toBe(v2 + 1);
  const versions = (await b.get(`${V}list?modelId=model-leave`)).body.data.versions;
  expect(versions[0]).toMatchObject({ version: v2 + 1, current: true, rolledBackFrom: v1, note: VersionMessages.rollbackNote(v1) });
  const design = (await b.get(`${W}get_model_design?modelId=model-leave&published=1`)).body.data;
  expect(design.flow.root.next.branches[0].next.id).toBe('n-dept-head');
});

test('a version with running instances cannot be deleted, nor the current one; a version nobody runs on leaves 版本记录', async () => {
  const b = await approvalBackend();
  const { v1, v2 } = await threeInstancesThenChange(b);
  expect(await b.post(`${V}delete`, { modelId: 'model-leave', version: v1 })).toMatchObject({ status: 400, body: { msg: VersionMessages.deleteRunning(v1, 3) } });
  expect(await b.post(`${V}delete`, { modelId: 'model-leave', version: v2 })).toMatchObject({ status: 400, body: { msg: VersionMessages.deleteCurrent } });
  const v3 = await publishEdited(b, '再发布一次');
  expect((await b.post(`${V}delete`, { modelId: 'model-leave', version: v2 })).status).toBe(200);
  const listed = (await b.get(`${V}list?modelId=model-leave`)).body.data.versions.map((v: { version: number }) => v.version);
  expect(listed).toContain(v3);
  expect(listed).not.toContain(v2);
});

test('two administrators publishing at once: the later publish against a stale version is refused and says so, the first version stays', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const design = (await b.get(`${W}get_model_design?modelId=model-leave`)).body.data;
  const first = (await b.post(`${W}save_model_design`, design)).body.data.version;
  const applied = await b.post(`${W}apply`, { modelId: 'model-leave', version: first, note: '甲' });
  expect(applied.status).toBe(200);
  expect(await b.post(`${W}save_model_design`, design)).toMatchObject({ status: 409, body: { msg: DemoFlowMessages.staleVersion } });
  expect(await b.post(`${W}apply`, { modelId: 'model-leave', version: design.version })).toMatchObject({ status: 409, body: { msg: DemoFlowMessages.publishStale } });
  expect((await b.get(`${V}list?modelId=model-leave`)).body.data.versions[0]).toMatchObject({ version: applied.body.data.publishedVersion, note: '甲', current: true });
});
