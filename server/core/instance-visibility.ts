/**
 * Who may see an instance, answered from the demo's records with the domain's rules (mayViewInstance): the
 * applicant, anyone with a task on it (open or done, 转交 and 加签 people too), its cc recipients, the current
 * admins of its flow, and the members of the 系统管理员 role. get_instance answers anyone else 403.
 */
import { mayViewInstance, participantIdsOf, settingsOf, type InstanceAudience, type InstanceViewerFacts } from '../../domain/flow';
import type { ModelDesign } from '../../application/ports/flow-model-api';
import type { DemoTx } from './store/demo-db';
import type { InstanceRow } from './store/demo-tables';
import { mayUse } from '../../domain/permissions';
import { flowOfDesign, launchDesign } from './flow-runtime';
import { categoryOfModel, rightsOfUser } from './admin-rights';

/** The people an instance concerns: from its tasks and cc records, its run's history and its flow's admins. */
export async function instanceAudience(tx: DemoTx, row: InstanceRow): Promise<InstanceAudience> {
  const [tasks, ccs, published] = await Promise.all([
    tx.tasks.find({ index: 'instanceId', equals: [row.id] }),
    tx.ccs.find({ index: 'instanceId', equals: [row.id] }),
    launchDesign(tx, row.modelId),
  ]);
  const flow = flowOfDesign(published);
  const fromRun = row.flowState ? participantIdsOf(row.flowState) : [];
  return {
    applicantId: row.applicantId,
    participantIds: [...new Set([...tasks.map((task) => task.userId), ...fromRun])],
    ccUserIds: [...new Set([...ccs.map((cc) => cc.userId), ...(row.flowState?.cc ?? [])])],
    // The flow's admins as published now: whoever the 扩展设置 names today reads its instances, old ones too.
    flowAdminIds: flow ? settingsOf(flow).admins : [],
  };
}

/** The viewer as the rules need them: their id and roles. */
export async function viewerFacts(tx: DemoTx, userId: string): Promise<InstanceViewerFacts> {
  const roles = await tx.roles.all();
  return { userId, roleIds: roles.filter((role) => role.userIds.includes(userId)).map((role) => role.id) };
}

/** Whether `userId` may see the instance `row` (a 流程管理员 right over its flow too: issue 25). */
export async function mayViewInstanceRow(tx: DemoTx, row: InstanceRow, userId: string): Promise<boolean> {
  const [audience, viewer] = await Promise.all([instanceAudience(tx, row), viewerFacts(tx, userId)]);
  return mayViewInstance(audience, viewer) || await administersFlow(tx, userId, row.modelId);
}

/** Whether the person's 流程管理员 right (流程权限管理) covers the flow. */
async function administersFlow(tx: DemoTx, userId: string, modelId: string): Promise<boolean> {
  return mayUse(await rightsOfUser(tx, userId), 'flow', { modelId, categoryId: await categoryOfModel(tx, modelId) });
}

/** The flows whose current design names `userId` among its admins, and those their 流程管理员 right covers. */
export async function administeredModelIds(tx: DemoTx, userId: string): Promise<Set<string>> {
  const latest = new Map<string, ModelDesign>();
  for (const design of await tx.designs.all()) {
    const seen = latest.get(design.modelId);
    if (!seen || design.version > seen.version) latest.set(design.modelId, design);
  }
  const named = [...latest.values()].filter((design) => flowOfDesign(design)?.settings?.admins?.includes(userId) === true).map((design) => design.modelId);
  const rights = await rightsOfUser(tx, userId);
  const inScope = (await tx.models.all()).filter((m) => mayUse(rights, 'flow', { modelId: m.id, categoryId: m.categoryId })).map((m) => m.id);
  return new Set([...named, ...inScope]);
}
