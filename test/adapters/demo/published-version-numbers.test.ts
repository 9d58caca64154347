// Issue 43 #9: published versions are numbered 1, 2, 3 … as 版本记录 shows them; saves are drafts.
import { numberDesigns } from '../../../server/core/published-numbers';
import type { DesignRow } from '../../../server/core/store/demo-tables';
import { approvalBackend } from './approval-kit';
import { leaveRange } from '../support/leave-dates';

const W = '/flow/workflow/';
const V = `${W}version/`;
const leave = () => ({ leave_type: 1, leave_days: 2, leave_range: leaveRange(2), leave_reason: '家中有事' });
type Backend = Awaited<ReturnType<typeof approvalBackend>>;

/** Saves the newest design of `modelId` unchanged; resolves the new draft revision. */
async function save(b: Backend, modelId: string): Promise<number> {
  const design = (await b.get(`${W}get_model_design?modelId=${modelId}`)).body.data;
  const saved = await b.post(`${W}save_model_design`, { ...design, settings: { ...design.settings, touched: (Number(design.settings.touched) || 0) + 1 } });
  expect(saved.status).toBe(200);
  return saved.body.data.version;
}

/** A new flow with the leave flow's form and flow (复制), never published. */
async function newFlow(b: Backend): Promise<string> {
  const copy = await b.post(`${W}copy_model`, { id: 'model-leave' });
  expect(copy.status).toBe(200);
  return copy.body.data.id;
}

/** Launches the flow as the applicant; resolves the instance id. */
async function launch(b: Backend, modelId: string): Promise<string> {
  await b.as('u-applicant');
  const launched = await b.launch(modelId, leave());
  expect(launched.status).toBe(200);
  await b.as('u-ceo');
  return launched.body.data.id;
}

test('issue 43 #9: three saves then 发布 is 版本 1; a save and 发布 版本 2; 回滚 to 1 is 版本 3; 版本记录 lists 3, 2, 1 and each instance records its version', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const modelId = await newFlow(b);
  await save(b, modelId);
  await save(b, modelId);
  const third = await save(b, modelId);
  // Saves change the draft only: the flow is still unpublished.
  expect((await b.get(`${W}get_model?id=${modelId}`)).body.data.publishedVersion).toBe(0);
  expect((await b.post(`${W}apply`, { modelId, version: third, note: '首次发布' })).body.data.publishedVersion).toBe(1);
  expect((await b.get(`${W}get_model?id=${modelId}`)).body.data).toMatchObject({ publishedVersion: 1, publishedDesign: third });
  const first = await launch(b, modelId);

  const fourth = await save(b, modelId);
  expect((await b.get(`${W}get_model?id=${modelId}`)).body.data).toMatchObject({ publishedVersion: 1, publishedDesign: third });
  expect((await b.post(`${W}apply`, { modelId, version: fourth })).body.data.publishedVersion).toBe(2);
  const second = await launch(b, modelId);

  const latest = (await b.get(`${W}get_model_design?modelId=${modelId}`)).body.data.version;
  const rolled = await b.post(`${V}rollback`, { modelId, version: 1, baseVersion: latest });
  expect(rolled.body.data.publishedVersion).toBe(3);
  const third3 = await launch(b, modelId);

  const versions = (await b.get(`${V}list?modelId=${modelId}`)).body.data.versions;
  expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  expect(versions[0]).toMatchObject({ version: 3, current: true, rolledBackFrom: 1, note: '回滚到版本 1', running: 1 });
  expect(versions[2]).toMatchObject({ version: 1, note: '首次发布', running: 1 });
  expect((await b.get(`${W}get_model?id=${modelId}`)).body.data.publishedVersion).toBe(3);
  // Each instance runs on the version published before it was launched.
  const running = (await b.get(`${V}instances?modelId=${modelId}`)).body.data.instances;
  const versionOf = (id: string) => running.find((i: { id: string }) => i.id === id)?.version;
  expect([versionOf(first), versionOf(second), versionOf(third3)]).toEqual([1, 2, 3]);
  // version/get names a version by its number.
  expect((await b.get(`${V}get?modelId=${modelId}&version=2`)).body.data.version).toBe(2);
});

test('issue 43 #9: 迁移 and 删除 name versions by their numbers (history, 操作日志, refusals)', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  const modelId = await newFlow(b);
  expect((await b.post(`${W}apply`, { modelId, version: await save(b, modelId) })).body.data.publishedVersion).toBe(1);
  const id = await launch(b, modelId);
  expect((await b.post(`${W}apply`, { modelId, version: await save(b, modelId) })).body.data.publishedVersion).toBe(2);
  expect(await b.post(`${V}delete`, { modelId, version: 1 })).toMatchObject({ status: 400, body: { msg: '版本 1 还有 1 条审批中的实例，不能删除；请先迁移这些实例' } });
  const moved = (await b.post(`${V}migrate`, { modelId, toVersion: 2, instanceIds: [id], dryRun: false })).body.data.outcomes;
  expect(moved).toEqual([expect.objectContaining({ ok: true, fromVersion: 1 })]);
  expect((await b.instance(id)).history.at(-1)).toMatchObject({ action: 'migrate', fromVersion: 1, toVersion: 2 });
  const logs = (await b.get(`${W}operation_log/list?page=1&pageSize=50`)).body.data.list;
  expect(logs.find((l: { action: string }) => l.action === 'migrate_instance').change).toBe('版本 1 → 版本 2');
  expect((await b.post(`${V}delete`, { modelId, version: 1 })).status).toBe(200);
  // A deleted number is never given again.
  expect((await b.post(`${W}apply`, { modelId, version: await save(b, modelId) })).body.data.publishedVersion).toBe(3);
  expect((await b.get(`${V}list?modelId=${modelId}`)).body.data.versions.map((v: { version: number }) => v.version)).toEqual([3, 2]);
});

test('issue 43 #9: the seed loads as published 版本 1; its next publish is 版本 2', async () => {
  const b = await approvalBackend();
  await b.as('u-ceo');
  expect((await b.get(`${V}list?modelId=model-leave`)).body.data.versions).toEqual([expect.objectContaining({ version: 1, current: true })]);
  await save(b, 'model-leave');
  const saved = await save(b, 'model-leave');
  expect((await b.post(`${W}apply`, { modelId: 'model-leave', version: saved })).body.data.publishedVersion).toBe(2);
});

test('issue 43 #9: records from before numbers are numbered in order of publication', () => {
  const design = (version: number, publication?: DesignRow['publication']): DesignRow => ({
    modelId: 'm', version, form: { id: 'f', name: 'f', controls: [] }, flow: { nodes: [] }, settings: {}, ...(publication ? { publication } : {}),
  });
  const published = (note: string, extra: object = {}) => ({ by: 'u', at: '2025-01-01', note, ...extra });
  // Revision 2: instances started on it before publications were recorded; 3 and 4: drafts; 5 published and
  // deleted; 6 a draft; 7 the current one; 8 a later one numbered when published.
  const numbers = numberDesigns([
    design(1), design(2), design(3), design(4), design(5, published('a', { deleted: true })), design(6), design(7), design(8, published('b', { number: 4 })),
  ], 7, new Set([2]));
  expect([1, 2, 3, 4, 5, 6, 7, 8].map((v) => numbers.numberOf(v))).toEqual([undefined, 1, undefined, undefined, 2, undefined, 3, 4]);
  expect(numbers.designOf(3)).toBe(7);
  expect(numbers.next).toBe(5);
});
