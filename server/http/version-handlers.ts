/**
 * Flow versions in the demo backend (issue 29, docs/API.md 流程版本): 版本记录, one version's design, 回滚 (an
 * older version saved again as the newest and published: the history stays linear), the running instances to
 * move, 迁移 (dry run and move) and deleting a version nobody runs on.
 */
import { callerSummary, type Caller } from '../core/caller';
import type { FlowVersion, MigratableInstance, MigrationRequest } from '../../application/ports/flow-version-api';
import { checkFlow, indexOrganisation } from '../../domain/flow';
import { checkLaunchScope, launchScopeOf } from '../../domain/flow/publish/launch-scope';
import { checkForm } from '../../domain/form-check/check-form';
import type { DemoTx } from '../core/store/demo-db';
import type { DemoStore } from '../core/store/demo-store';
import type { DesignRow, InstanceRow } from '../core/store/demo-tables';
import { changesOf, type DemoNotice } from '../core/demo-notices';
import { flowOfDesign, organisationIn } from '../core/flow-runtime';
import { refuseReservedControlIds } from './form-guard';
import { jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';
import { latestDesign } from '../core/instance-views';
import { migrateOne, planMigration } from '../core/instance-migration';
import { numberDesigns, publishedNumbers } from '../core/published-numbers';

const V = '/flow/workflow/version/';

export const VersionMessages = {
  rollbackStale: '回滚失败：该流程已被他人修改或发布，请刷新后重试',
  rollbackNote: (version: number) => `回滚到版本 ${version}`,
  notPublished: (version: number) => `版本 ${version} 不是已发布的版本`,
  rollbackProblems: (version: number, problems: readonly string[]) => `版本 ${version} 未通过发布前检查：${problems.slice(0, 3).join('；')}${problems.length > 3 ? ` 等 ${problems.length} 个问题` : ''}`,
  deleteCurrent: '当前发布的版本不能删除',
  deleteRunning: (version: number, count: number) => `版本 ${version} 还有 ${count} 条审批中的实例，不能删除；请先迁移这些实例`,
  noInstances: '请选择要迁移的实例',
} as const;

/**
 * Notes who published `design`, when and why (the apply and rollback handlers, in their transaction); resolves
 * its number (版本 N): the next one, or the one it has when published again unchanged.
 */
export async function recordPublication(tx: DemoTx, caller: Caller, design: DesignRow, note: string, at: string, rolledBackFrom?: number): Promise<number> {
  const [me, numbers] = await Promise.all([callerSummary(tx, caller), publishedNumbers(tx, design.modelId)]);
  const number = numbers.numberOf(design.version) ?? numbers.next;
  await tx.designs.put({ ...design, publication: { by: me.id, at, note: note.trim(), number, ...(rolledBackFrom !== undefined ? { rolledBackFrom } : {}) } });
  return number;
}

const isRunning = (row: InstanceRow) => row.status === 'pending';

/**
 * The published versions, newest first: every design with a publication record, the current published one,
 * and any version instances started on (published before versions were recorded).
 */
export async function versionsOf(tx: DemoTx, modelId: string): Promise<FlowVersion[] | undefined> {
  const model = await tx.models.get(modelId);
  if (!model) return undefined;
  const [designs, instances] = await Promise.all([
    tx.designs.find({ index: '[modelId+version]', equals: [modelId], reverse: true }),
    tx.instances.find({ index: 'modelId', equals: [modelId] }),
  ]);
  const counts = new Map<number, { running: number; finished: number }>();
  for (const row of instances) {
    const count = counts.get(row.designVersion) ?? { running: 0, finished: 0 };
    if (isRunning(row)) count.running++;
    else count.finished++;
    counts.set(row.designVersion, count);
  }
  const numbers = numberDesigns(designs, model.publishedVersion, new Set(counts.keys()));
  const userIds = [...new Set(designs.map((d) => d.publication?.by).filter((id): id is string => !!id))];
  const users = await tx.users.getMany(userIds);
  const nameOf = (id: string) => users[userIds.indexOf(id)]?.name ?? id;
  return designs
    .filter((d) => !d.publication?.deleted && (d.publication || d.version === model.publishedVersion || counts.has(d.version)))
    .map((d) => ({
      version: numbers.numberOf(d.version) ?? 0,
      publishedBy: d.publication?.by ?? '',
      publishedByName: d.publication ? nameOf(d.publication.by) : '',
      publishedAt: d.publication?.at ?? (d.version === model.publishedVersion ? model.publishedAt ?? model.updatedAt : ''),
      note: d.publication?.note ?? '',
      // Kept as the design revision brought back; shown as its number.
      ...(d.publication?.rolledBackFrom !== undefined ? { rolledBackFrom: numbers.numberOf(d.publication.rolledBackFrom) ?? 0 } : {}),
      running: counts.get(d.version)?.running ?? 0,
      finished: counts.get(d.version)?.finished ?? 0,
      current: d.version === model.publishedVersion,
    }));
}

/** The checks 发布 runs (form, flow with the organisation, who may launch), for a version published again. */
async function prePublishProblems(tx: DemoTx, design: DesignRow): Promise<string[]> {
  const flow = flowOfDesign(design);
  const org = await organisationIn(tx);
  return [
    ...checkForm(design.form).errors.map((e) => e.message),
    ...(flow ? checkFlow(flow, design.form, org).map((p) => p.message) : []),
    ...checkLaunchScope(launchScopeOf(design.settings), indexOrganisation(org)),
  ];
}

async function migratable(tx: DemoTx, modelId: string): Promise<MigratableInstance[]> {
  const rows = (await tx.instances.find({ index: 'modelId', equals: [modelId] })).filter((row) => isRunning(row) && row.flowState);
  const users = await tx.users.getMany(rows.map((r) => r.applicantId));
  const numbers = await publishedNumbers(tx, modelId);
  return rows.map((row, i) => ({
    id: row.id, title: row.title, applicantName: users[i]?.name ?? row.applicantId, version: numbers.numberOf(row.designVersion) ?? 0, createdAt: row.createdAt,
    nodes: (row.currentNodes ?? []).map((n) => ({ id: n.nodeId, name: n.nodeName })),
  }));
}

const requestOf = (body: Partial<MigrationRequest>): MigrationRequest => ({
  modelId: String(body.modelId ?? ''),
  toVersion: Number(body.toVersion),
  instanceIds: Array.isArray(body.instanceIds) ? body.instanceIds.filter((id): id is string => typeof id === 'string') : [],
  map: body.map && typeof body.map === 'object' ? Object.fromEntries(Object.entries(body.map).filter(([, v]) => typeof v === 'string')) : {},
});

export function versionHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${V}list`, ({ request }) => store.read(async (tx) => {
      const versions = await versionsOf(tx, query(request).get('modelId') ?? '');
      return versions ? ok({ versions }) : notFound('流程');
    })),
    route(store, 'get', `${V}get`, ({ request }) => store.read(async (tx) => {
      const q = query(request);
      const modelId = q.get('modelId') ?? '';
      // The version API names versions by their numbers (版本 N), never by design revisions.
      const number = Number(q.get('version'));
      const revision = (await publishedNumbers(tx, modelId)).designOf(number);
      const design = revision === undefined ? undefined : await tx.designs.get([modelId, revision]);
      if (!design) return notFound('流程版本');
      const { publication: _p, ...rest } = design;
      return ok({ ...rest, version: number });
    })),
    route(store, 'post', `${V}rollback`, async ({ request, caller }) => {
      const body = await jsonBody<{ modelId: string; version: number; baseVersion: number; note?: string }>(request);
      return store.write(async (tx) => {
        const number = Number(body.version);
        const revision = (await publishedNumbers(tx, body.modelId ?? '')).designOf(number);
        const [latest, model, old] = await Promise.all([latestDesign(tx, body.modelId ?? ''), tx.models.get(body.modelId ?? ''), revision === undefined ? undefined : tx.designs.get([body.modelId ?? '', revision])]);
        if (!latest || !model || !old) return notFound('流程版本');
        // Another administrator saved or published since this page loaded (`baseVersion`: the newest design
        // revision the page saw): refuse rather than lose their version.
        if (Number(body.baseVersion) !== latest.version) return refuse(409, VersionMessages.rollbackStale);
        const published = (await versionsOf(tx, model.id))?.some((v) => v.version === number);
        if (!published) return refuse(400, VersionMessages.notPublished(number));
        const reserved = refuseReservedControlIds(old.form);
        if (reserved) return reserved;
        const problems = await prePublishProblems(tx, old);
        if (problems.length > 0) return refuse(400, VersionMessages.rollbackProblems(number, problems), { problems });
        const at = now();
        const version = latest.version + 1;
        const { publication: _p, ...design } = old;
        const note = body.note?.trim() ? body.note : VersionMessages.rollbackNote(number);
        // A new publication: its number is the next one, whatever the number brought back (回滚到 1 → 版本 3).
        const publishedNumber = await recordPublication(tx, caller, { ...design, version }, note, at, old.version);
        await tx.forms.put({ ...old.form, id: model.formId, updatedAt: at });
        await tx.models.put({ ...model, publishedVersion: version, publishedAt: at, updatedAt: at });
        return ok({ publishedVersion: publishedNumber, publishedAt: at });
      });
    }),
    route(store, 'get', `${V}instances`, ({ request }) => store.read(async (tx) => ok({ instances: await migratable(tx, query(request).get('modelId') ?? '') }))),
    route(store, 'post', `${V}migrate`, async ({ request, caller }) => {
      const body = await jsonBody<Partial<MigrationRequest> & { dryRun?: boolean }>(request);
      const migration = requestOf(body);
      if (migration.instanceIds.length === 0) return refuse(400, VersionMessages.noInstances);
      if (body.dryRun !== false) return ok({ outcomes: await planMigration(store, migration) });
      const outcomes = [];
      const notices: DemoNotice[] = [];
      // One transaction per instance: one that cannot move (or fails) leaves the others moved.
      for (const id of migration.instanceIds) {
        const moved = await migrateOne(store, caller, migration, id);
        outcomes.push(moved.outcome);
        notices.push(...moved.notices);
      }
      store.notifier.publish(changesOf(notices));
      return ok({ outcomes });
    }),
    route(store, 'post', `${V}delete`, async ({ request }) => {
      const { modelId, version } = await jsonBody<{ modelId: string; version: number }>(request);
      return store.write(async (tx) => {
        const revision = (await publishedNumbers(tx, modelId ?? '')).designOf(Number(version));
        const [model, design] = await Promise.all([tx.models.get(modelId ?? ''), revision === undefined ? undefined : tx.designs.get([modelId ?? '', revision])]);
        if (!model || !design) return notFound('流程版本');
        if (model.publishedVersion === design.version) return refuse(400, VersionMessages.deleteCurrent);
        const running = (await tx.instances.find({ index: 'modelId', equals: [model.id] })).filter((r) => r.designVersion === design.version && isRunning(r)).length;
        if (running > 0) return refuse(400, VersionMessages.deleteRunning(Number(version), running));
        // The record keeps its number: a later publication never takes it again.
        await tx.designs.put({ ...design, publication: { by: design.publication?.by ?? '', at: design.publication?.at ?? '', note: design.publication?.note ?? '', number: Number(version), deleted: true } });
        return ok();
      });
    }),
  ];
}
