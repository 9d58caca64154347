/**
 * 迁移 in the demo backend: what the move of one instance to another version of its flow would do (the dry
 * run), and the move itself — in the instance's own transaction, re-read there (it may have moved on since the
 * dry run), all or nothing: the instance record with its new design version, its task records, a history
 * entry, an 操作日志 entry; afterwards the people holding its tasks are told.
 */
import { callerSummary, type Caller } from './caller';
import type { MigrationOutcome, MigrationRequest } from '../../application/ports/flow-version-api';
import { migrateInstance, type MigrationResult } from '../../domain/flow/versions';
import type { DemoTx } from './store/demo-db';
import type { DemoStore } from './store/demo-store';
import type { DesignRow, InstanceRow } from './store/demo-tables';
import type { Organisation } from '../../domain/flow';
import { recordChange } from './audit-trail';
import type { DemoNotice } from './demo-notices';
import { flowOfDesign, organisationIn, saveRun } from './flow-runtime';
import { now } from './clock';
import { publishedNumbers, type PublishedNumbers } from './published-numbers';

export const MigrationMessages = {
  notFound: '找不到该申请',
  notThisFlow: '该申请不属于此流程',
  noFlow: '该申请没有流程状态，不能迁移',
  targetMissing: (version: number) => `目标版本 ${version} 不存在`,
  sameVersion: (version: number) => `已在版本 ${version} 上`,
} as const;

/** What every instance of one read shares: the organisation and the designs (read once per dry run). */
interface PlanReads {
  org?: Promise<Organisation>;
  numbers?: Promise<PublishedNumbers>;
  readonly designs: Map<number, Promise<DesignRow | undefined>>;
}
const freshReads = (): PlanReads => ({ designs: new Map() });

function designIn(tx: DemoTx, reads: PlanReads, modelId: string, version: number): Promise<DesignRow | undefined> {
  let design = reads.designs.get(version);
  if (!design) reads.designs.set(version, design = tx.designs.get([modelId, version]));
  return design;
}

/** The engine's answer for one instance, or why it could not even be asked. */
async function plan(tx: DemoTx, row: InstanceRow | undefined, request: MigrationRequest, at: string, reads: PlanReads = freshReads(), actor?: string): Promise<{ result: MigrationResult; row?: InstanceRow; target?: ReturnType<typeof flowOfDesign>; targetRevision?: number; fromVersion?: number }> {
  const refused = (message: string): { result: MigrationResult } => ({ result: { ok: false, reasons: [{ message }] } });
  if (!row) return refused(MigrationMessages.notFound);
  if (row.modelId !== request.modelId) return refused(MigrationMessages.notThisFlow);
  if (!row.flowState) return refused(MigrationMessages.noFlow);
  // The request names versions by their numbers (版本 N); the instance runs on a design revision.
  const numbers = await (reads.numbers ??= publishedNumbers(tx, request.modelId));
  const targetRevision = numbers.designOf(request.toVersion);
  const fromVersion = numbers.numberOf(row.designVersion) ?? 0;
  const [fromDesign, toDesign] = await Promise.all([
    designIn(tx, reads, row.modelId, row.designVersion), targetRevision === undefined ? undefined : designIn(tx, reads, row.modelId, targetRevision),
  ]);
  const from = flowOfDesign(fromDesign);
  const to = flowOfDesign(toDesign);
  if (!from) return refused(MigrationMessages.noFlow);
  if (!to || !toDesign) return refused(MigrationMessages.targetMissing(request.toVersion));
  const result = migrateInstance({
    state: row.flowState, from, to: { flow: to, form: toDesign.form, org: await (reads.org ??= organisationIn(tx)) }, map: request.map ?? {}, at: at.slice(0, 19),
    versions: { from: fromVersion, to: request.toVersion }, ...(actor !== undefined ? { actor } : {}),
  });
  return { result, row, target: to, targetRevision, fromVersion };
}

async function outcomeOf(tx: DemoTx, row: InstanceRow | undefined, instanceId: string, result: MigrationResult, fromVersion = 0): Promise<MigrationOutcome> {
  const base = { instanceId, title: row?.title ?? instanceId, fromVersion };
  if (!result.ok) return { ...base, ok: false, standing: [], reasons: result.reasons.map((r) => r.message) };
  const ids = [...new Set(result.standing.flatMap((s) => s.userIds))];
  const users = await tx.users.getMany(ids);
  const name = (id: string) => users[ids.indexOf(id)]?.name ?? id;
  return { ...base, ok: true, reasons: [], standing: result.standing.map((s) => ({ nodeId: s.nodeId, nodeName: s.nodeName, userNames: s.userIds.map(name), reassigned: s.reassigned })) };
}

/** The dry run: every instance's outcome, in one read; nothing is written. */
export function planMigration(store: DemoStore, request: MigrationRequest): Promise<MigrationOutcome[]> {
  const at = now();
  return store.read(async (tx) => {
    const rows = await tx.instances.getMany([...request.instanceIds]);
    const reads = freshReads();
    return Promise.all(request.instanceIds.map(async (id, i) => {
      const { result, row, fromVersion } = await plan(tx, rows[i], request, at, reads);
      return outcomeOf(tx, rows[i] ?? row, id, result, fromVersion);
    }));
  });
}

/** Moves one instance in its own transaction; a refusal (or a throw) leaves it as it was. */
export async function migrateOne(store: DemoStore, caller: Caller, request: MigrationRequest, instanceId: string): Promise<{ outcome: MigrationOutcome; notices: DemoNotice[] }> {
  const at = now();
  return store.write(async (tx) => {
    const [found, me] = await Promise.all([tx.instances.get(instanceId), callerSummary(tx, caller)]);
    const { result, row, target, targetRevision, fromVersion } = await plan(tx, found, request, at, freshReads(), me.id);
    const outcome = await outcomeOf(tx, found, instanceId, result, fromVersion);
    if (!result.ok || !row || !target || targetRevision === undefined || result.unchanged) return { outcome, notices: [] };
    // The instance now runs on the target version, with the target's form.
    const { form: _ownForm, ...rest } = row;
    const saved = await saveRun(tx, { ...rest, designVersion: targetRevision }, target, result.state, result.events, at);
    const model = await tx.models.get(row.modelId);
    await recordChange(store, tx, caller, {
      action: 'migrate_instance', target: `${model?.name ?? row.modelId}：${row.title}`, right: 'flow', change: `版本 ${fromVersion ?? 0} → 版本 ${request.toVersion}`,
    });
    // Everyone holding a task of it is told, those who keep theirs too (the node may read differently now).
    const holders = [...new Set(result.state.tasks.filter((t) => t.status === 'open' || t.status === 'waiting').map((t) => t.userId))];
    const told: DemoNotice = { type: 'instanceChanged', userIds: holders, instanceId, title: row.title };
    return { outcome, notices: [...saved.notices, told] };
  });
}
