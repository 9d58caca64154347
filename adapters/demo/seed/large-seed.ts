import type { DemoTables } from '../../../server/core/store/demo-tables';
import { addSeedStory, organisationOf } from './seed-instances';
import { createSeedTables } from './seed-state';

/** The most instances a generated seed may hold (a browser tab has to keep up). */
export const MAX_GENERATED_INSTANCES = 100_000;

/** Values per model, enough for the lists and the instance view to show something real. */
const VALUES: Record<string, (i: number) => Record<string, unknown>> = {
  'model-leave': (i) => ({ leave_type: (i % 4) + 1, leave_range: ['2025-03-10 09:00', '2025-03-11 18:00'], leave_days: (i % 5) + 1, leave_reason: `事由 ${i}` }),
  'model-trip': (i) => ({ trip_start: '2025-04-01', trip_end: '2025-04-03', trip_duration: '2', trip_region: ['上海市', '市辖区', '徐汇区'], trip_vehicle: (i % 4) + 1 }),
  'model-expense': (i) => ({ expense_title: `报销 ${i}`, expense_items: [[1, String(100 + (i % 900)), '']], expense_total: `${100 + (i % 900)}.00`, expense_advance: 0, expense_due: `${100 + (i % 900)}.00` }),
  'model-purchase': (i) => ({ purchase_item: `物品 ${i}`, purchase_qty: (i % 9) + 1, purchase_price: 100, purchase_total: `${((i % 9) + 1) * 100}.00` }),
};

/**
 * The seed plus generated instances up to `count` in all (`?seed=10000`, `npm run demo:seed`), so scale can be
 * tried. Deterministic: the same count gives the same data. Every identity gets instances in every list: a
 * third pending (an open task for the other identity), the rest approved or rejected (a done task), every
 * flow copies to whom it copies (the engine runs each instance). Dates spread over the two years before 2025-03-01.
 */
export function createLargeSeed(count: number): DemoTables {
  const tables = createSeedTables();
  const wanted = Math.min(Math.max(Math.floor(count), 0), MAX_GENERATED_INSTANCES) - tables.instances.length;
  const people = tables.users;
  const applicant = people.find((u) => u.identity === 'applicant')!;
  const approver = people.find((u) => u.identity === 'approver')!;
  const models = tables.models.filter((m) => VALUES[m.id]);
  const start = Date.parse('2023-03-01T00:00:00.000Z');
  const step = Math.max(1, Math.floor((2 * 365 * 86_400_000) / Math.max(wanted, 1)));
  const org = organisationOf(tables);
  const names = new Map(people.map((u) => [u.id, u.name]));
  for (let i = 0; i < wanted; i++) {
    const model = models[i % models.length]!;
    // Applicants alternate between the two identities, with a colleague now and then.
    const who = i % 5 === 4 ? people[i % people.length]! : i % 2 === 0 ? applicant : approver;
    const createdAt = new Date(start + i * step).toISOString();
    const decidedAt = new Date(start + i * step + 3_600_000).toISOString();
    const outcome = i % 3 === 0 ? undefined : i % 3 === 1 ? 'approve' as const : 'reject' as const;
    // The flow engine runs each one: pending ones wait at their first node, the others are decided to the end.
    addSeedStory(tables, {
      id: `gen-${i + 1}`, modelId: model.id, initiator: who.id, values: VALUES[model.id]!(i), at: createdAt,
      title: `${who.name}的${model.name} #${i + 1}`,
      ...(model.id === 'model-trip' ? { selected: { 'n-pick': [who.id === applicant.id ? approver.id : applicant.id] } } : {}),
      ...(outcome ? { decide: { outcome, at: decidedAt, comment: outcome === 'approve' ? '同意' : '请补充说明' } } : {}),
    }, org, names);
  }
  return tables;
}
