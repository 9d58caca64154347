/** The store of bench:migrate: `running` pending leave instances, the store filled up to `stored`, a new leave version. */
import type { MigrationRequest } from '../../application/ports/flow-version-api';
import { addSeedStory, organisationOf } from '../../adapters/demo/seed/seed-instances';
import { createLargeSeed } from '../../adapters/demo/seed/large-seed';
import { DemoStore } from '../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../server/stores/memory-demo-db';
import type { Flow, FlowNode } from '../../domain/flow';

export async function instanceMigrationRequest(stored: number, running: number): Promise<{ store: DemoStore; request: MigrationRequest }> {
  const tables = createLargeSeed(Math.max(stored - running, 0));
  const org = organisationOf(tables);
  const names = new Map(tables.users.map((u) => [u.id, u.name]));
  const applicant = tables.users.find((u) => u.identity === 'applicant')!;
  const ids: string[] = [];
  for (let i = 0; i < running; i++) {
    const id = `mig-${i + 1}`;
    ids.push(id);
    addSeedStory(tables, {
      id, modelId: 'model-leave', initiator: applicant.id, title: `迁移 #${i + 1}`, at: '2025-02-01T09:00:00.000Z',
      values: { leave_type: 1, leave_range: ['2025-03-10 09:00', '2025-03-14 18:00'], leave_days: 5, leave_reason: `事由 ${i}` },
    }, org, names);
  }
  // The new version: the first node of the long branch (部门负责人, where they all wait) becomes 会签.
  const latest = tables.designs.filter((d) => d.modelId === 'model-leave').sort((a, b) => b.version - a.version)[0]!;
  const flow = structuredClone(latest.flow) as unknown as Flow;
  const head = (flow.root.next as unknown as { branches: Array<{ next: FlowNode }> }).branches[0].next;
  head.props = { ...head.props, mode: 'and' };
  const toVersion = latest.version + 1;
  tables.designs.push({ ...latest, version: toVersion, flow: flow as never });
  tables.models = tables.models.map((m) => (m.id === 'model-leave' ? { ...m, publishedVersion: toVersion } : m));
  const store = await DemoStore.open(new MemoryDemoDb(), () => tables);
  return { store, request: { modelId: 'model-leave', toVersion, instanceIds: ids, map: {} } };
}
